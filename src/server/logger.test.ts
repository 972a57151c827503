import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../tests/support/capture-logs';
import { allowConsoleError } from '../../tests/support/console-guard';
import { createTestApp, signInWithProfile } from '../../tests/support/test-app';
import type { ReadingWriter } from './readings/writers/reading-writer';

describe('structured logs', () => {
  it('carry the request id on every line written while serving a request, even after the response began', async () => {
    allowConsoleError();
    const { logger, text } = capturingLogger();
    const failing: ReadingWriter = {
      name: 'failing',
      write: async () => {
        await new Promise((r) => setTimeout(r, 10));
        throw new Error('writer down');
      },
    };
    const t = await createTestApp({ logger, writer: failing });
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const res = await client.post('/api/readings', { readingType: 'daily' });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const lines = text().trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = lines.find((line) => line.msg === 'Reading generation failed');
    expect(failure?.requestId).toBe(requestId);
    expect(lines.every((line) => typeof line.requestId === 'string')).toBe(true);
    expect(text()).not.toContain(t.config.appSecret);
    // No phone numbers, birth details or codes in the logs.
    expect(text()).not.toContain(phone.slice(3));
    expect(text()).not.toContain('1990-04-15');
  });
});
