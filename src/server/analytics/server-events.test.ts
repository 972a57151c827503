import { createServer } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../tests/support/console-guard';
import { listenOnLoopback, startFakeHttpServer } from '../../../tests/support/fake-http-server';
import { createTestApp, signIn, signInWithProfile, sseEvents, testAppSecret, testConfig, type TestApp } from '../../../tests/support/test-app';
import { testFileDb } from '../../../tests/support/test-db';
import { createLogger } from '../logger';
import type { Db } from '../db/client';
import { analyticsEvents } from '../db/schema';
import { builtinWriter } from '../readings/writers/builtin-writer';
import { openAiWriter } from '../readings/writers/openai-writer';
import type { ReadingWriter } from '../readings/writers/reading-writer';
import { analyticsRecorder, trackPurchase, userKeyOf } from './track';

// The events the server records itself, after the action happened.

const serverEventsOf = (t: TestApp, phone: string, name: string) =>
  t.db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.userKey, userKeyOf(testAppSecret, phone)), eq(analyticsEvents.name, name), eq(analyticsEvents.origin, 'server')));

/** The model writer against `endpoint`: no waits between its three tries, and a 200 ms timeout. */
async function modelWriter(endpoint: { url: string }) {
  const config = testConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: `${endpoint.url}/v1`, AI_API_KEY: 'sk-test-key', AI_TIMEOUT_MS: '200' });
  return openAiWriter({ config: config.ai, db: (await testFileDb()).db, logger: createLogger('silent'), fallback: builtinWriter, sleep: async () => {} });
}

describe('events the server records', () => {
  it('sign_in on a correct code, with whether the user is new, and nothing personal', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const rows = await serverEventsOf(t, phone, 'sign_in');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.properties).toEqual({ isNewUser: true });
    expect(JSON.stringify(rows)).not.toContain(phone.slice(3));

    t.clock.advance({ minutes: 1 });
    await signIn(t, t.client(), phone);
    expect((await serverEventsOf(t, phone, 'sign_in')).map((r) => r.properties)).toEqual([{ isNewUser: true }, { isNewUser: false }]);
  });

  it('no sign_in for a wrong code', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    t.clock.advance({ minutes: 1 });
    expect((await client.post('/api/auth/otp/send', { phone })).status).toBe(200);
    expect((await client.post('/api/auth/otp/verify', { phone, code: '000000' })).status).toBe(400);
    expect(await serverEventsOf(t, phone, 'sign_in')).toHaveLength(1);
  });

  it('reading_generated once the reading is saved, with its type', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const res = await client.post('/api/readings', { readingType: 'career' });
    expect(sseEvents(res.text).at(-1)?.type).toBe('done');

    const rows = await serverEventsOf(t, phone, 'reading_generated');
    expect(rows.map((r) => r.properties)).toEqual([{ readingType: 'career' }]);
  });

  it('reading_failed when writing fails, with the type and why, and nothing of the error', async () => {
    allowConsoleError();
    const cases: Array<{ writer: ReadingWriter; reason: string; readingType: string }> = [
      { writer: await modelWriter(await startFakeHttpServer({ status: 500, body: { error: { message: 'model overloaded for +919811122233' } } })), reason: 'writer_error', readingType: 'career' },
      { writer: await modelWriter(await startFakeHttpServer({ status: 200, body: 'data: [DONE]\n\n', headers: { 'content-type': 'text/event-stream' } })), reason: 'empty_reply', readingType: 'love' },
      { writer: await modelWriter({ url: await listenOnLoopback(createServer(() => {})) }), reason: 'timeout', readingType: 'daily' },
      { writer: { name: 'blank', write: async () => '   ' }, reason: 'empty_reply', readingType: 'health' },
      { writer: { name: 'broken', write: () => Promise.reject(new TypeError('undefined is not a function')) }, reason: 'internal_error', readingType: 'weekly' },
    ];
    for (const { writer, reason, readingType } of cases) {
      const t = await createTestApp({ writer });
      const client = t.client();
      const { phone } = await signInWithProfile(t, client);
      const res = await client.post('/api/readings', { readingType });
      expect(sseEvents(res.text).at(-1)?.type).toBe('error');

      const rows = await serverEventsOf(t, phone, 'reading_failed');
      expect(rows.map((r) => r.properties), reason).toEqual([{ readingType, reason }]);
      expect(JSON.stringify(rows)).not.toMatch(/overloaded|function|9811122233/);
      expect(await serverEventsOf(t, phone, 'reading_generated')).toEqual([]);
    }
  });

  it('no reading_failed for a refusal: no access left, or no birth details', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    expect(sseEvents((await client.post('/api/readings', { readingType: 'daily' })).text).at(-1)?.type).toBe('done');
    expect((await client.post('/api/readings', { readingType: 'love' })).status).toBe(403);

    const stranger = t.client();
    const { phone: incomplete } = await signIn(t, stranger);
    expect((await stranger.post('/api/readings', { readingType: 'daily' })).status).toBe(400);

    expect(await serverEventsOf(t, phone, 'reading_failed')).toEqual([]);
    expect(await serverEventsOf(t, incomplete, 'reading_failed')).toEqual([]);
  });

  it('share when a credit is granted, not when it is refused', async () => {
    const t = await createTestApp({ env: { SHARE_CREDITS_PER_DAY: '1' } });
    const client = t.client();
    const { phone } = await signIn(t, client);
    expect((await client.post('/api/shares')).status).toBe(200);
    expect((await client.post('/api/shares')).status).toBe(429);
    expect((await serverEventsOf(t, phone, 'share')).map((r) => r.properties)).toEqual([{ channel: 'whatsapp' }]);
  });
});

describe('trackPurchase', () => {
  it('records a purchase once per transaction id, with value, currency and items', async () => {
    const t = await createTestApp();
    const phone = '+919800011122';
    const purchase = {
      userPhone: phone,
      transactionId: 'pay_Test123',
      value: 1499,
      currency: 'INR' as const,
      items: [{ item_id: 'quarterly', item_name: 'Quarterly', price: 1499 }],
    };
    expect(await trackPurchase(t.db, testAppSecret, purchase)).toBe(true);
    expect(await trackPurchase(t.db, testAppSecret, purchase)).toBe(false);

    const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.transactionId, 'pay_Test123'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'purchase',
      origin: 'server',
      userKey: userKeyOf(testAppSecret, phone),
      value: 1499,
      currency: 'INR',
      properties: { planId: 'quarterly', items: [{ item_id: 'quarterly', item_name: 'Quarterly', price: 1499 }] },
    });
  });

  it('the recorder never throws, even when the database does', async () => {
    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const analytics = analyticsRecorder({ db: broken, secret: testAppSecret, logger: createLogger('silent'), now: () => new Date() });
    await expect(analytics.track({ name: 'sign_in', userPhone: '+919800011122' })).resolves.toBeUndefined();
    await expect(
      analytics.trackPurchase({ userPhone: '+919800011122', transactionId: 'pay_x', value: 1, items: [] }),
    ).resolves.toBeUndefined();
    await expect(analytics.recordError({ source: 'server', message: 'x' })).resolves.toBeUndefined();
  });
});
