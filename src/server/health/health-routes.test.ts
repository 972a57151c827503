import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';

describe('health probes', () => {
  it('/healthz says the process is up and /readyz that the database is migrated', async () => {
    const t = await createTestApp();
    const client = t.client();
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});
