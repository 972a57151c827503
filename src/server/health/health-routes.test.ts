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

  it('/readyz waits for start-up work (the gazetteer) before taking traffic', async () => {
    let warm = false;
    const t = await createTestApp({ warm: () => warm });
    const client = t.client();
    expect((await client.get('/healthz')).status).toBe(200);
    const starting = await client.get('/readyz');
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({ status: 'starting' });
    warm = true;
    expect((await client.get('/readyz')).status).toBe(200);
  });
});
