import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { databaseWithFailingSelects } from '../../../tests/support/failing-selects';
import { messages } from '../../shared/messages';
import { analyticsEvents, errorReports, profiles } from '../db/schema';
import { expectError } from '../../../tests/support/security-support';

// docs/security.md, Web: the anonymous analytics endpoint stores a bounded number of events per IP
// network per hour and per visitor per day, takes only flat properties and known sources, and no
// request body, however deeply it nests, can make the server fail (500) or write error reports.

const eventsUrl = '/api/analytics/events';

const pageView = (visitorId: string, extra: Record<string, unknown> = {}) => ({ name: 'page_view', path: '/', visitorId, ...extra });
const batch = (visitorId: string, n: number) => ({ events: Array.from({ length: n }, () => pageView(visitorId)) });

/** `depth` arrays, each holding the next: `[[[…]]]`, as raw JSON (JSON.stringify of such a value would itself overflow). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const postRaw = (client: TestClient, path: string, raw: string, method = 'POST') =>
  client.request(path, { method, body: raw, headers: { 'content-type': 'application/json' } });

async function storedFor(t: TestApp, ...visitorIds: string[]) {
  const [row] = await t.db.select({ n: count() }).from(analyticsEvents).where(inArray(analyticsEvents.visitorId, visitorIds));
  return row?.n ?? 0;
}

/** Error reports are written after the answer has gone: give a report a moment to land before saying there is none. */
async function reportsFor(t: TestApp, requestId: string) {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return t.db.select().from(errorReports).where(eq(errorReports.requestId, requestId));
}

describe('deeply nested request bodies', () => {
  it('9,000 nested arrays in analytics properties answer 400, store nothing and write no error report', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const raw = `{"name":"page_view","path":"/","visitorId":"${visitorId}","properties":{"x":${nestedArrays(9000)}}}`;

    const res = await postRaw(t.client(), eventsUrl, raw);

    expectError(res, 400, messages.badRequest);
    expect(await storedFor(t, visitorId)).toBe(0);
    expect(await reportsFor(t, res.body.requestId)).toEqual([]);
  });

  it('however often they are sent, they leave the browser error-report budget of the address untouched', async () => {
    const t = await createTestApp({ env: { ERROR_REPORTS_PER_HOUR: '2' } });
    const client = t.client();
    const raw = `{"name":"page_view","path":"/","visitorId":"${randomUUID()}","properties":{"x":${nestedArrays(9000)}}}`;
    for (let i = 0; i < 5; i++) expectError(await postRaw(client, eventsUrl, raw), 400, messages.badRequest);

    const [before] = await t.db.select({ n: count() }).from(errorReports).where(eq(errorReports.source, 'server'));
    expect((await client.post('/api/errors', { message: 'Boom', route: '/' })).status).toBe(202);
    expect((await client.post('/api/errors', { message: 'Boom', route: '/' })).status).toBe(202);
    const [after] = await t.db.select({ n: count() }).from(errorReports).where(eq(errorReports.source, 'server'));
    expect(after?.n).toBe(before?.n);
  });

  it('a body nested deeper than 32 levels answers 400 on another JSON endpoint too, and changes nothing', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    const language = async () => (await t.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.phoneNumber, phone)))[0]?.language;
    const before = await language();

    for (const depth of [40, 9000]) {
      const res = await postRaw(client, '/api/profile', `{"language":"hi","extra":${nestedArrays(depth)}}`, 'PATCH');
      expectError(res, 400, messages.badRequest);
      expect(await reportsFor(t, res.body.requestId)).toEqual([]);
    }
    expect(await language()).toBe(before);

    // A body within the depth is read as before (its unknown field ignored).
    const res = await postRaw(client, '/api/profile', `{"language":"hi","extra":${nestedArrays(20)}}`, 'PATCH');
    expect(res.status, res.text).toBe(200);
  });

  it('a deep object (not only arrays) is refused the same way on an anonymous endpoint', async () => {
    const t = await createTestApp();
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await postRaw(t.client(), '/api/errors', `{"message":"Boom","route":"/","extra":${deepObject}}`);
    expectError(res, 400, messages.badRequest);
    expect(await reportsFor(t, res.body.requestId)).toEqual([]);
  });
});

describe('server error reports share the per-address error-report budget', () => {
  it('an address that keeps causing 500s gets at most ERROR_REPORTS_PER_HOUR reports written, and then none from its browser', async () => {
    const { database, state } = await databaseWithFailingSelects();
    const t = await createTestApp({ database, env: { ERROR_REPORTS_PER_HOUR: '2' } });
    const client = t.client();
    await signIn(t, client);
    state.failing = true;
    const requestIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client.get('/api/me');
      expect(res.status).toBe(500);
      requestIds.push(res.body.requestId);
    }
    state.failing = false;

    const written = () => t.db.select().from(errorReports).where(and(eq(errorReports.source, 'server'), inArray(errorReports.requestId, requestIds)));
    await vi.waitFor(async () => expect(await written()).toHaveLength(2));
    expect((await client.post('/api/errors', { message: 'Boom', route: '/' })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await written()).toHaveLength(2);
    // Another address still reports.
    expect((await t.client().post('/api/errors', { message: 'Boom', route: '/' })).status).toBe(202);
  });
});

describe('event budgets', () => {
  it('stores at most ANALYTICS_EVENTS_PER_IP_HOUR events per address per hour; the rest are dropped with 202 and the count kept', async () => {
    const t = await createTestApp({ env: { ANALYTICS_EVENTS_PER_IP_HOUR: '30' } });
    const client = t.client();
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];

    const first = await client.post(eventsUrl, batch(a, 20));
    expect([first.status, first.body]).toEqual([202, { accepted: 20 }]);
    const second = await client.post(eventsUrl, batch(b, 20));
    expect([second.status, second.body]).toEqual([202, { accepted: 10 }]);
    const third = await client.post(eventsUrl, batch(c, 5));
    expect([third.status, third.body]).toEqual([202, { accepted: 0 }]);
    expect(await storedFor(t, a, b, c)).toBe(30);

    // Another address has a budget of its own, and the hour slides.
    expect((await t.client().post(eventsUrl, batch(c, 5))).body).toEqual({ accepted: 5 });
    t.clock.advance({ minutes: 61 });
    expect((await client.post(eventsUrl, batch(c, 5))).body).toEqual({ accepted: 5 });
    expect(await storedFor(t, a, b, c)).toBe(40);
  });

  it('stores at most ANALYTICS_EVENTS_PER_VISITOR_DAY events per visitor id per day, from whatever address', async () => {
    const t = await createTestApp({ env: { ANALYTICS_EVENTS_PER_VISITOR_DAY: '25' } });
    const visitor = randomUUID();

    expect((await t.client().post(eventsUrl, batch(visitor, 20))).body).toEqual({ accepted: 20 });
    const over = await t.client().post(eventsUrl, batch(visitor, 20));
    expect([over.status, over.body]).toEqual([202, { accepted: 5 }]);
    expect((await t.client().post(eventsUrl, batch(visitor, 1))).body).toEqual({ accepted: 0 });
    expect(await storedFor(t, visitor)).toBe(25);

    // Another visitor is not affected; a day later the visitor's events count again.
    const other = randomUUID();
    expect((await t.client().post(eventsUrl, batch(other, 3))).body).toEqual({ accepted: 3 });
    t.clock.advance({ hours: 23 });
    expect((await t.client().post(eventsUrl, batch(visitor, 1))).body).toEqual({ accepted: 0 });
    t.clock.advance({ hours: 1, minutes: 1 });
    expect((await t.client().post(eventsUrl, batch(visitor, 2))).body).toEqual({ accepted: 2 });
    expect(await storedFor(t, visitor)).toBe(27);
  });

  it('holds under simultaneous batches for one visitor', async () => {
    const t = await createTestApp({ env: { ANALYTICS_EVENTS_PER_VISITOR_DAY: '30' } });
    const visitor = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.client().post(eventsUrl, batch(visitor, 20))));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    expect(answers.reduce((sum, r) => sum + (r.body.accepted as number), 0)).toBe(30);
    expect(await storedFor(t, visitor)).toBe(30);
  });
});

describe('what an event may carry', () => {
  it('stores a source it does not know as none; whatsapp (wa) and pwa are kept', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const sources = ['evil-campaign', 'instagram', 'wa', 'pwa', 'WhatsApp', 'x'.repeat(64)];
    const res = await t.client().post(eventsUrl, { events: sources.map((source) => pageView(visitorId, { source })) });
    expect([res.status, res.body]).toEqual([202, { accepted: 6 }]);
    const rows = await t.db.select({ source: analyticsEvents.source }).from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId)).orderBy(analyticsEvents.id);
    expect(rows.map((r) => r.source)).toEqual([null, null, 'whatsapp', 'pwa', 'whatsapp', null]);
  });

  it.each([
    ['an object', { readingType: { value: 'daily' } }],
    ['an array', { readingType: ['daily'] }],
    ['null', { readingType: null }],
    ['text over 100 characters', { channel: 'a'.repeat(101) }],
  ])('refuses a property holding %s with 400 and a clear message, storing nothing', async (_label, properties) => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client().post(eventsUrl, { events: [pageView(visitorId), { name: 'share', path: '/', visitorId, properties }] });
    expectError(res, 400, messages.eventPropertiesFlat);
    expect(await storedFor(t, visitorId)).toBe(0);
  });

  it('refuses more than 10 properties, and takes flat text, finite numbers and true/false', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    expectError(await t.client().post(eventsUrl, pageView(visitorId, { properties: many })), 400, 'Too many properties');
    // 1e999 is JSON for a number JavaScript reads as Infinity.
    expectError(await postRaw(t.client(), eventsUrl, `{"name":"share","path":"/","visitorId":"${visitorId}","properties":{"count":1e999}}`), 400, messages.eventPropertiesFlat);
    expect(await storedFor(t, visitorId)).toBe(0);

    const res = await t.client().post(eventsUrl, { name: 'share', path: '/', visitorId, properties: { channel: 'whatsapp', count: 2, isNewUser: true } });
    expect(res.status).toBe(202);
    const [row] = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));
    expect(row?.properties).toEqual({ channel: 'whatsapp', count: 2, isNewUser: true });
  });

  it('takes only visitor ids of the form the browser makes (a UUID, or 32 hex digits)', async () => {
    const t = await createTestApp();
    const client = t.client();
    for (const visitorId of ['visitor-0001', 'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE', `${randomUUID()}x`, '<script>-0001', 'a'.repeat(64)]) {
      expectError(await client.post(eventsUrl, pageView(visitorId)), 400, 'Invalid visitor id');
    }
    for (const visitorId of [randomUUID(), randomUUID().replace(/-/g, '')]) {
      expect((await client.post(eventsUrl, pageView(visitorId))).status).toBe(202);
      expect(await storedFor(t, visitorId)).toBe(1);
    }
  });
});
