import { describe, expect, it, vi } from 'vitest';
import { startFakeHttpServer } from '../../../tests/support/fake-http-server';
import { createTestApp, signIn } from '../../../tests/support/test-app';
import { testFileDb } from '../../../tests/support/test-db';
import { messages } from '../../shared/messages';
import { createLogger } from '../logger';
import { sentryTracker } from './sentry';

// Sentry's own SDK against a local stand-in for its ingest API: what leaves the server.

describe('Sentry (SENTRY_DSN set)', () => {
  it('sends an unexpected server error with its request id, scrubbed of numbers', async () => {
    const ingest = await startFakeHttpServer({ status: 200, body: {} });
    const dsn = `${ingest.url.replace('http://', 'http://publickey@')}/42`;
    const tracker = sentryTracker({ dsn, environment: 'test', logger: createLogger('silent') });

    tracker.capture(new Error('Lookup failed for +919812345678'), { requestId: 'req-123', path: '/api/me' });
    // Sends what is pending and stops the SDK, so the next test starts its own client.
    await tracker.close(5000);

    const envelope = await vi.waitFor(() => {
      const found = ingest.requests.find((r) => r.path.startsWith('/api/42/envelope'));
      if (!found) throw new Error('nothing sent yet');
      return found;
    });
    expect(envelope.body).toContain('Lookup failed for [number]');
    expect(envelope.body).toContain('req-123');
    expect(envelope.body).not.toContain('9812345678');
  });

  it('gets the errors app.onError sees, while the answer stays the generic 500', async () => {
    const ingest = await startFakeHttpServer({ status: 200, body: {} });
    const real = await testFileDb();
    const failing = { on: false };
    // Every select fails once switched on, the way a bug in a route would.
    const db = new Proxy(real.db, {
      get(target, property, receiver) {
        if (property === 'select' && failing.on) return () => { throw new Error('Route bug'); };
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const t = await createTestApp({ database: { ...real, db }, env: { SENTRY_DSN: `${ingest.url.replace('http://', 'http://publickey@')}/7` } });
    const client = t.client();
    await signIn(t, client);
    failing.on = true;

    const res = await client.get('/api/me');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: messages.internalError, code: 'internal', requestId: expect.any(String) });
    const envelope = await vi.waitFor(
      () => {
        const found = ingest.requests.find((r) => r.path.startsWith('/api/7/envelope') && r.body.includes('Route bug'));
        if (!found) throw new Error('nothing sent yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(envelope.body).toContain(res.body.requestId);
  });
});
