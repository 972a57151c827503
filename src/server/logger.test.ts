import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../tests/support/capture-logs';
import { allowConsoleError } from '../../tests/support/console-guard';
import { createTestApp, signInWithProfile } from '../../tests/support/test-app';
import { createLogger, logDestination } from './logger';
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

describe('where log lines go', () => {
  const sink = (isTTY: boolean) => {
    const chunks: string[] = [];
    const stream = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString('utf8'));
          done();
        },
      }),
      { isTTY },
    );
    return { stream, text: () => chunks.join('') };
  };

  it('writes readable lines to a terminal, still redacted', () => {
    const { stream, text } = sink(true);
    const logger = createLogger('info', logDestination(stream));
    logger.info({ phone: '+919876543210', route: '/api/me' }, 'Jyotishi is running');
    expect(text()).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Jyotishi is running\n/);
    expect(text()).toContain('route: "/api/me"');
    expect(text()).not.toContain('9876543210');
  });

  it('leaves JSON lines for anything that is not a terminal', () => {
    expect(logDestination(sink(false).stream)).toBeUndefined();
  });
});
