import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestApp, signIn, testAppSecret } from '../../../tests/support/test-app';
import { databaseWithFailingSelects } from '../../../tests/support/failing-selects';
import { silentChangeFeed } from '../../../tests/support/test-db';
import { messages } from '../../shared/messages';
import type { Database } from '../db/client';
import { appStartScriptSource } from '../http/csp';
import { analyticsEvents, errorReports } from '../db/schema';
import { userKeyOf } from './track';

const eventsOf = async (db: Database['db'], visitorId: string) =>
  db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId)).orderBy(analyticsEvents.id);

const pageView = (visitorId: string, extra: Record<string, unknown> = {}) => ({ name: 'page_view', path: '/', visitorId, ...extra });

describe('POST /api/analytics/events', () => {
  it('stores a batch from a visitor with 202, with normalised paths', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client().post('/api/analytics/events', {
      events: [
        pageView(visitorId, { path: '/reading/result/0b5c4a52-3f7e-4a8e-9a51-6d2f7c1e9b10?x=1#top' }),
        { name: 'reading_requested', path: '/reading/daily', visitorId, properties: { readingType: 'daily' } },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 2 });

    const rows = await eventsOf(t.db, visitorId);
    expect(rows.map((r) => [r.name, r.origin, r.path, r.properties, r.userKey, r.source])).toEqual([
      ['page_view', 'browser', '/reading/result/:id', {}, null, null],
      ['reading_requested', 'browser', '/reading/daily', { readingType: 'daily' }, null, null],
    ]);
  });

  it("keeps a landing page's web vitals with their metric, value and rating, and nothing else of them", async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const vital = (properties: Record<string, unknown>) => ({ name: 'web_vital', path: '/auth', visitorId, properties });
    const res = await t.client().post('/api/analytics/events', {
      events: [
        vital({ metric: 'LCP', value: 1834, rating: 'good' }),
        vital({ metric: 'CLS', value: 0.031, rating: 'good' }),
        vital({ metric: 'FID', value: -5, rating: 'great', phone: '+919812345678' }),
      ],
    });
    expect(res.status).toBe(202);
    expect((await eventsOf(t.db, visitorId)).map((r) => [r.name, r.path, r.properties])).toEqual([
      ['web_vital', '/auth', { metric: 'LCP', value: 1834, rating: 'good' }],
      ['web_vital', '/auth', { metric: 'CLS', value: 0.031, rating: 'good' }],
      ['web_vital', '/auth', {}],
    ]);
  });

  it("keeps a question thread's PDF download and share with their topic only, never the question's words", async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client().post('/api/analytics/events', {
      events: [
        { name: 'question_pdf_downloaded', path: '/ask', visitorId, properties: { topic: 'marriage', question: 'When will I marry Priya?' } },
        { name: 'question_shared', path: '/ask', visitorId, properties: { topic: 'When will I marry Priya?', channel: 'whatsapp' } },
      ],
    });
    expect(res.status).toBe(202);
    expect((await eventsOf(t.db, visitorId)).map((r) => [r.name, r.origin, r.properties])).toEqual([
      ['question_pdf_downloaded', 'browser', { topic: 'marriage' }],
      ['question_shared', 'browser', { channel: 'whatsapp' }],
    ]);
  });

  it('accepts a single event without the batch wrapper', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    expect((await t.client().post('/api/analytics/events', pageView(visitorId))).status).toBe(202);
    expect(await eventsOf(t.db, visitorId)).toHaveLength(1);
  });

  it('keeps no phone number, e-mail or unknown key: such properties are stripped', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const phone = '+919812345678';
    const res = await t.client().post('/api/analytics/events', {
      events: [
        {
          name: 'share',
          path: `/profile/${phone}`,
          visitorId,
          source: '919812345678',
          properties: {
            phone,
            phoneNumber: phone,
            birthDate: '1990-04-15',
            birthPlace: 'Varanasi',
            channel: '98123 45678',
            planId: 'asha@example.com',
            placement: 'result',
          },
        },
      ],
    });
    expect(res.status).toBe(202);

    const [row] = await eventsOf(t.db, visitorId);
    expect(row?.properties).toEqual({ placement: 'result' });
    expect(row?.path).toBe('/profile/:n');
    expect(row?.source).toBeNull();
    const stored = JSON.stringify(row);
    expect(stored).not.toMatch(/9812345678|98123 45678|1990-04-15|Varanasi|asha@/);
  });

  it('records the signed-in user as a keyed hash, never the number', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const visitorId = randomUUID();
    expect((await client.post('/api/analytics/events', pageView(visitorId))).status).toBe(202);

    const [row] = await eventsOf(t.db, visitorId);
    expect(row?.userKey).toBe(userKeyOf(testAppSecret, phone));
    expect(row?.userKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(phone.slice(3));
  });

  it("attributes visits with the 'wa' marker to whatsapp", async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client().post('/api/analytics/events', {
      events: [pageView(visitorId, { source: 'wa' }), pageView(visitorId, { path: '/auth', source: 'whatsapp' }), pageView(visitorId, { path: '/terms' })],
    });
    expect(res.status).toBe(202);
    expect((await eventsOf(t.db, visitorId)).map((r) => r.source)).toEqual(['whatsapp', 'whatsapp', null]);
  });

  it('refuses unknown event names, and the whole batch with them', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client().post('/api/analytics/events', { events: [pageView(visitorId), { name: 'phone_entered', path: '/auth', visitorId }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Unknown event name', code: 'bad_request' });
    expect(await eventsOf(t.db, visitorId)).toEqual([]);
  });

  it('refuses malformed requests: bad visitor id, empty or oversized batches', async () => {
    const t = await createTestApp();
    const client = t.client();
    const visitorId = randomUUID();
    for (const body of [
      { events: [pageView('+919812345678')] },
      { events: [] },
      { events: Array.from({ length: 21 }, () => pageView(visitorId)) },
      { events: [{ ...pageView(visitorId), path: 7 }] },
    ]) {
      expect((await client.post('/api/analytics/events', body)).status).toBe(400);
    }
    expect(await eventsOf(t.db, visitorId)).toEqual([]);
  });

  it('limits requests per client IP', async () => {
    const t = await createTestApp({ env: { ANALYTICS_EVENTS_PER_MINUTE: '3' } });
    const client = t.client();
    const visitorId = randomUUID();
    for (let i = 0; i < 3; i++) expect((await client.post('/api/analytics/events', pageView(visitorId))).status).toBe(202);

    const limited = await client.post('/api/analytics/events', pageView(visitorId));
    expect(limited.status).toBe(429);
    // The three requests just now leave the minute's window in 60 seconds.
    expect(limited.body).toMatchObject({ error: 'Too many requests. Please try again later. Try again in 1 minute.', code: 'rate_limited', retryAfterSeconds: 60 });
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await eventsOf(t.db, visitorId)).toHaveLength(3);

    // Another address is not affected, and the window slides.
    expect((await t.client().post('/api/analytics/events', pageView(visitorId))).status).toBe(202);
    t.clock.advance({ minutes: 1, seconds: 1 });
    expect((await client.post('/api/analytics/events', pageView(visitorId))).status).toBe(202);
  });

  it('is refused from another site, like every write', async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client({ origin: 'https://evil.example' }).post('/api/analytics/events', pageView(visitorId));
    expect(res.status).toBe(403);
  });

  it("takes a beacon: same-origin JSON with only Sec-Fetch-Site (no Origin), as navigator.sendBeacon sends it", async () => {
    const t = await createTestApp();
    const visitorId = randomUUID();
    const res = await t.client().post('/api/analytics/events', { events: [pageView(visitorId)] }, { headers: { origin: undefined, 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(202);
  });
});

describe('POST /api/errors', () => {
  it('stores a browser error with its route and request id, truncated and without numbers', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    const requestId = randomUUID();
    const res = await client.post('/api/errors', {
      message: `TypeError: cannot read 'x' of undefined (user ${phone})`,
      stack: `TypeError\n    at render (http://localhost/assets/index-abc.js?phone=${encodeURIComponent(phone)}:1:234)\n${'    at frame\n'.repeat(1000)}`,
      route: '/reading/result/0b5c4a52-3f7e-4a8e-9a51-6d2f7c1e9b10',
      requestId,
    });
    expect(res.status).toBe(202);

    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.requestId, requestId));
    expect(row).toMatchObject({ source: 'browser', route: '/reading/result/:id', userKey: userKeyOf(testAppSecret, phone) });
    expect(row?.message).toBe("TypeError: cannot read 'x' of undefined (user [number])");
    expect(row?.stack?.length).toBeLessThanOrEqual(4000);
    expect(row?.stack).toContain('http://localhost/assets/index-abc.js:1:234');
    expect(JSON.stringify(row)).not.toContain(phone.slice(3));
  });

  it('limits reports per client IP', async () => {
    const t = await createTestApp({ env: { ERROR_REPORTS_PER_HOUR: '2' } });
    const client = t.client();
    const report = { message: 'Boom', route: '/' };
    expect((await client.post('/api/errors', report)).status).toBe(202);
    expect((await client.post('/api/errors', report)).status).toBe(202);
    const refused = await client.post('/api/errors', report);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests\. Please try again later\. Try again in \d+ (minutes|hour)\.$/);
  });

  it('refuses a report without a message or route', async () => {
    const t = await createTestApp();
    expect((await t.client().post('/api/errors', { route: '/' })).status).toBe(400);
    expect((await t.client().post('/api/errors', { message: 'x' })).status).toBe(400);
  });
});

describe('server errors', () => {
  it('answers an unexpected error with the generic 500 and records it with the request id and path', async () => {
    const { database, state } = await databaseWithFailingSelects('Unexpected failure looking up +919812345678');
    const t = await createTestApp({ database });
    const client = t.client();
    await signIn(t, client, uniquePhone());
    state.failing = true;

    const res = await client.get('/api/me');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: messages.internalError, code: 'internal', requestId: expect.any(String) });
    expect(res.text).not.toContain('Unexpected failure');

    state.failing = false;
    const row = await vi.waitFor(async () => {
      const [found] = await t.db.select().from(errorReports).where(eq(errorReports.requestId, res.body.requestId)).orderBy(desc(errorReports.id));
      if (!found) throw new Error('not recorded yet');
      return found;
    });
    expect(row).toMatchObject({ source: 'server', route: '/api/me', message: 'Unexpected failure looking up [number]' });
    expect(row.stack).toContain('failing-selects.ts');
  });

  it('answers as before when even the error report cannot be written', async () => {
    const t = await createTestApp({
      database: {
        db: new Proxy({} as Database['db'], {
          get() {
            throw new Error('connect ECONNREFUSED');
          },
        }),
        kind: 'postgres',
        changes: silentChangeFeed,
        close: async () => {},
      },
    });
    const client = t.client();
    // Shaped like a real token, so the app looks the session up in the (broken) database.
    client.cookies.set('jyotishi_session', randomBytes(32).toString('base64url'));
    const res = await client.get('/api/me');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: messages.internalError, code: 'internal', requestId: expect.any(String) });
  });
});

describe('GET /api/public-config and the CSP', () => {
  it('without a measurement id: no GA, and no Google origin in the CSP', async () => {
    const t = await createTestApp();
    const res = await t.client().get('/api/public-config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ gaMeasurementId: null });
    // The pages' CSP (the API's own allows nothing at all): any answer outside /api carries it.
    const csp = (await t.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/google/);
  });

  it('with a measurement id: tells the browser, and the CSP allows only the GA4 origins', async () => {
    const t = await createTestApp({ env: { GA_MEASUREMENT_ID: 'G-TEST12345' } });
    const res = await t.client().get('/api/public-config');
    expect(res.body).toMatchObject({ gaMeasurementId: 'G-TEST12345' });
    const csp = (await t.client().get('/')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(`script-src 'self' ${appStartScriptSource} https://*.googletagmanager.com`);
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('connect-src')).toContain('https://*.analytics.google.com');
    expect(directive('img-src')).toContain('https://*.google-analytics.com');
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('refuses a malformed measurement id at start-up', async () => {
    await expect(createTestApp({ env: { GA_MEASUREMENT_ID: 'UA-1234-1' } })).rejects.toThrow(/GA_MEASUREMENT_ID/);
  });
});
