import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSubscription } from '../../../tests/support/fake-push-service';
import { FakeSms } from '../../../tests/support/fake-sms';
import { personDetails } from '../../../tests/support/person-details';
import { createTestApp, sseEvents, signInWithProfile, testAppSecret, type TestApp, type TestClient, type TestResponse, productionEnv } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { questionMessages } from '../../shared/question-messages';
import { muhurtaMessages } from '../../shared/muhurta-messages';
import { userKeyOf } from '../analytics/track';
import { analyticsEvents, errorReports } from '../db/schema';
import { orderFor, orderRow, sandboxPurchase, subscriptionsOf, verifyBody } from '../../../tests/support/payment-helpers';
import { appRoutes, expectError, userRows, withoutRequestId } from '../../../tests/support/security-support';

// OWASP API1:2023, docs/security.md, Authorization: every read or write by id checks the owner, and
// another user's id answers exactly as a missing one. User A owns things; user B tries them.

/**
 * Every route of the app, by whose data it touches:
 * - by-id: names an object (path, body or query) that belongs to a user: tested below with B
 *   against A's object;
 * - own: works on the signed-in user's own data only, whatever the request says: tested below
 *   with B smuggling A's phone number into the body;
 * - public: nobody's data (probes, plans, configuration, the gazetteer, sign-in itself);
 * - signed: Razorpay's webhook, authenticated by its signature rather than a user;
 * - dev-only: the development SMS outbox, which must not exist in production (tested below).
 */
const routeOwnership: Record<string, 'by-id' | 'own' | 'public' | 'signed' | 'dev-only'> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /api/auth/captcha': 'public',
  'POST /api/auth/otp/send': 'public',
  'POST /api/auth/otp/verify': 'public',
  'POST /api/auth/sign-out': 'own',
  'GET /api/me': 'own',
  'GET /api/subscription': 'own',
  'PUT /api/profile': 'own',
  'PATCH /api/profile': 'own',
  'PUT /api/profile/residence': 'own',
  'DELETE /api/profile/residence': 'own',
  'PUT /api/profile/lunar-month': 'own',
  'PUT /api/profile/chart-choices': 'own',
  'GET /api/places': 'public',
  'GET /api/chart': 'own',
  'GET /api/chart/deeper': 'own',
  'GET /api/panchang': 'own',
  'GET /api/muhurta': 'own',
  'GET /api/muhurta/pdf': 'own',
  'GET /api/muhurta/personal': 'own',
  'POST /api/muhurta/personal': 'own',
  'GET /api/muhurta/personal/:id': 'by-id',
  'GET /api/muhurta/personal/:id/pdf': 'by-id',
  'GET /api/people': 'own',
  'POST /api/people': 'own',
  'GET /api/people/:id': 'by-id',
  'PATCH /api/people/:id': 'by-id',
  'DELETE /api/people/:id': 'by-id',
  'GET /api/people/:id/chart': 'by-id',
  'GET /api/people/:id/chart/deeper': 'by-id',
  // The pages anyone can read: a city's panchang and festivals, the city search, how our calculations
  // compare, the search engines' files and the Hindi pages' font. Their parameters name a city or a
  // year, nobody's data.
  'GET /panchang/:city': 'public',
  'GET /hi/panchang/:city': 'public',
  'GET /ta/panchang/:city': 'public',
  'GET /te/panchang/:city': 'public',
  'GET /festivals/:year/:city': 'public',
  'GET /hi/festivals/:year/:city': 'public',
  'GET /ta/festivals/:year/:city': 'public',
  'GET /te/festivals/:year/:city': 'public',
  'GET /muhurta/:event/:year/:city': 'public',
  'GET /hi/muhurta/:event/:year/:city': 'public',
  'GET /ta/muhurta/:event/:year/:city': 'public',
  'GET /te/muhurta/:event/:year/:city': 'public',
  'GET /muhurta/:rest{.+}': 'public',
  'GET /festivals': 'public',
  'GET /hi/festivals': 'public',
  'GET /ta/festivals': 'public',
  'GET /te/festivals': 'public',
  'GET /festivals/*': 'public',
  'GET /hi/*': 'public',
  'GET /ta/*': 'public',
  'GET /te/*': 'public',
  'GET /cities': 'public',
  'GET /hi/cities': 'public',
  'GET /ta/cities': 'public',
  'GET /te/cities': 'public',
  'GET /accuracy': 'public',
  'GET /hi/accuracy': 'public',
  'GET /ta/accuracy': 'public',
  'GET /te/accuracy': 'public',
  // The rashifal: a sign's slug names one of the twelve signs; the finder's birth is the asker's
  // own question, answered and kept nowhere.
  'GET /landing.js': 'public',
  'GET /rashifal': 'public',
  'GET /hi/rashifal': 'public',
  'GET /ta/rashifal': 'public',
  'GET /te/rashifal': 'public',
  'GET /rashifal/:sign': 'public',
  'GET /hi/rashifal/:sign': 'public',
  'GET /ta/rashifal/:sign': 'public',
  'GET /te/rashifal/:sign': 'public',
  'GET /rashifal/:sign/share.png': 'public',
  'GET /hi/rashifal/:sign/share.png': 'public',
  'GET /ta/rashifal/:sign/share.png': 'public',
  'GET /te/rashifal/:sign/share.png': 'public',
  'GET /rashifal/weekly': 'public',
  'GET /rashifal/:sign/weekly': 'public',
  'GET /rashifal/monthly': 'public',
  'GET /rashifal/:sign/monthly': 'public',
  'GET /rashifal/yearly': 'public',
  'GET /rashifal/:sign/yearly': 'public',
  'GET /hi/rashifal/weekly': 'public',
  'GET /ta/rashifal/weekly': 'public',
  'GET /te/rashifal/weekly': 'public',
  'GET /hi/rashifal/:sign/weekly': 'public',
  'GET /ta/rashifal/:sign/weekly': 'public',
  'GET /te/rashifal/:sign/weekly': 'public',
  'GET /hi/rashifal/monthly': 'public',
  'GET /ta/rashifal/monthly': 'public',
  'GET /te/rashifal/monthly': 'public',
  'GET /hi/rashifal/:sign/monthly': 'public',
  'GET /ta/rashifal/:sign/monthly': 'public',
  'GET /te/rashifal/:sign/monthly': 'public',
  'GET /hi/rashifal/yearly': 'public',
  'GET /ta/rashifal/yearly': 'public',
  'GET /te/rashifal/yearly': 'public',
  'GET /hi/rashifal/:sign/yearly': 'public',
  'GET /ta/rashifal/:sign/yearly': 'public',
  'GET /te/rashifal/:sign/yearly': 'public',
  'GET /rashifal/find': 'public',
  'GET /hi/rashifal/find': 'public',
  'GET /ta/rashifal/find': 'public',
  'GET /te/rashifal/find': 'public',
  'GET /rashifal/*': 'public',
  'GET /hi/rashifal/*': 'public',
  'GET /ta/rashifal/*': 'public',
  'GET /te/rashifal/*': 'public',
  'GET /sitemap.xml': 'public',
  'GET /robots.txt': 'public',
  'GET /fonts/noto-sans-devanagari-400.woff2': 'public',
  'GET /fonts/noto-sans-tamil-400.woff2': 'public',
  'GET /fonts/noto-sans-telugu-400.woff2': 'public',
  'GET /fonts/noto-sans-devanagari-600.woff2': 'public',
  'GET /fonts/noto-sans-tamil-600.woff2': 'public',
  'GET /fonts/noto-sans-telugu-600.woff2': 'public',
  'GET /api/readings': 'own',
  'GET /api/readings/current': 'own',
  'GET /api/readings/today': 'own',
  'GET /api/readings/:readingId': 'by-id',
  'GET /api/readings/:readingId/pdf': 'by-id',
  'POST /api/readings': 'own',
  'GET /api/questions': 'own',
  'POST /api/questions': 'own',
  'GET /api/questions/answering/:answerId': 'by-id',
  'GET /api/questions/:threadId': 'by-id',
  'GET /api/questions/:threadId/pdf': 'by-id',
  'POST /api/questions/:threadId': 'by-id',
  'POST /api/matches': 'own',
  'GET /api/matches/:matchId': 'by-id',
  'GET /api/matches/:matchId/pdf': 'by-id',
  'POST /api/matches/:matchId/poruthams': 'by-id',
  'GET /api/public-config': 'public',
  'POST /api/analytics/events': 'own',
  'POST /api/errors': 'own',
  'POST /api/shares': 'own',
  'GET /api/referrals': 'own',
  // The invite page: the code's holder learns the inviter's first name, as the inviter meant.
  'POST /api/referrals/landing': 'public',
  'GET /api/plans': 'public',
  'POST /api/payments/orders': 'own',
  'POST /api/payments/orders/:orderId/opened': 'by-id',
  'POST /api/payments/verify': 'by-id',
  'POST /api/payments/sandbox/pay': 'by-id',
  'POST /api/payments/webhook': 'signed',
  'GET /api/reminders': 'own',
  'PUT /api/reminders': 'own',
  'DELETE /api/reminders': 'own',
  'GET /api/dev/outbox': 'dev-only',
};

const routesOf = (kind: string) => Object.keys(routeOwnership).filter((route) => routeOwnership[route] === kind);

/** A's saved person, recognisable in any answer; B's own people are the plain test person. */
const victimsPerson = () =>
  personDetails({ name: 'Ishaan Victimson', gender: 'male', relation: 'child', birthDate: '2015-06-09', birthPlace: 'Kochi', latitude: 9.9312, longitude: 76.2673 });

/** User A: a profile with a recognisable name, a reading, premium from a paid order, an open order, a saved person, a daily reminder. */
async function victim(t: TestApp) {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client, { name: 'Aanya Victim', email: 'aanya@example.com', birthPlace: 'Mysuru' });
  const readingId = sseEvents((await client.post('/api/readings', { readingType: 'love' })).text).find((e) => e.type === 'done')?.readingId;
  if (!readingId) throw new Error('A’s reading was not written');
  const paid = verifyBody(await sandboxPurchase(client, 'yearly'));
  const verified = await client.post('/api/payments/verify', paid);
  if (verified.status !== 200) throw new Error(`A’s purchase failed: ${verified.text}`);
  const open = await orderFor(client, 'monthly');
  const person = await client.post('/api/people', victimsPerson());
  if (person.status !== 201) throw new Error(`A’s person was not saved: ${person.text}`);
  const match = await client.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id: person.body.person.id } });
  if (match.status !== 200) throw new Error(`A’s match report was not made: ${match.text}`);
  const muhurta = await client.post('/api/muhurta/personal', { purpose: 'travel', from: '2026-03-01', to: '2026-03-07', people: [{ kind: 'me' }, { kind: 'person', id: person.body.person.id }] });
  if (muhurta.status !== 201) throw new Error(`A’s personal muhurta was not made: ${muhurta.text}`);
  const reminder = await client.put('/api/reminders', { subscription: browserSubscription().subscription, timeOfDay: '07:00' });
  if (reminder.status !== 200) throw new Error(`A’s reminder was not turned on: ${reminder.text}`);
  const reminderEndpoint = reminder.body.device.endpoint as string;
  const askedEvents = sseEvents((await client.post('/api/questions', { question: 'When will Ishaan do well in his studies?' })).text) as Array<{ type: string; thread?: { id: string }; answerId?: string }>;
  const asked = askedEvents.at(-1);
  if (!asked?.thread) throw new Error('A’s question was not answered');
  // The answer, just finished, can still be followed again by its owner (a page whose stream was cut).
  const answerId = askedEvents[0]!.answerId!;
  return { client, phone, readingId, threadId: asked.thread.id, answerId, paid, openOrderId: open.orderId, personId: person.body.person.id as string, matchId: match.body.matchId as string, muhurtaId: muhurta.body.id as string, reminderEndpoint };
}

type Victim = Awaited<ReturnType<typeof victim>>;

/** Everything of A's in the database, analytics rows keyed to A included. */
async function stateOf(t: TestApp, a: Victim) {
  const key = userKeyOf(testAppSecret, a.phone);
  return {
    rows: await userRows(t.db, a.phone),
    events: await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userKey, key)),
    errors: await t.db.select().from(errorReports).where(eq(errorReports.userKey, key)),
  };
}

/** Nothing of A's in an answer to B: not the number, the name, the email, the place or an id. */
function expectNothingOf(a: Victim, res: TestResponse) {
  for (const secret of [a.phone, a.phone.slice(1), 'Aanya', 'aanya@example.com', 'Mysuru', a.readingId, a.paid.razorpay_order_id, a.paid.razorpay_payment_id, a.openOrderId, 'Ishaan', 'Kochi', a.personId, a.matchId, a.muhurtaId, a.reminderEndpoint]) {
    expect(res.text).not.toContain(secret);
  }
}

describe('the ownership table', () => {
  it('classifies every route of the app, and every route with a path parameter is checked by id', async () => {
    const t = await createTestApp();
    expect(Object.keys(routeOwnership).sort()).toEqual(appRoutes(t.app));
    // A public page's parameter names a city, a year or a sign; every other one names somebody's object.
    const pagePaths = [
      '/panchang/:city', '/festivals/:year/:city', '/muhurta/:event/:year/:city', '/rashifal/:sign', '/rashifal/:sign/share.png',
      ...['weekly', 'monthly', 'yearly'].map((period) => `/rashifal/:sign/${period}`),
    ];
    const publicPages = new Set([
      'GET /muhurta/:rest{.+}',
      ...pagePaths.flatMap((path) => ['', '/hi', '/ta', '/te'].map((prefix) => `GET ${prefix}${path}`)),
    ]);
    for (const route of appRoutes(t.app).filter((r) => r.includes('/:') && !publicPages.has(r))) expect(routeOwnership[route], route).toBe('by-id');
    for (const route of publicPages) expect(routeOwnership[route], route).toBe('public');
    expect(Object.keys(byId).sort()).toEqual(routesOf('by-id').sort());
    expect(Object.keys(own).sort()).toEqual(routesOf('own').sort());
  });
});

let t: TestApp;
let a: Victim;
beforeAll(async () => {
  t = await createTestApp();
  a = await victim(t);
});

/** A fresh user B with a complete profile of their own. */
async function intruder() {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client, { name: 'Bhavesh Other', birthPlace: 'Pune', email: 'bhavesh@example.com' });
  return { client, phone };
}

/** By-id routes: B asks for A's object and for a missing one; both answers must be the same. */
const byId: Record<string, (b: { client: TestClient; phone: string }) => Promise<void>> = {
  'GET /api/readings/:readingId': async (b) => {
    for (const id of [a.readingId, a.readingId.toUpperCase()]) {
      const stolen = await b.client.get(`/api/readings/${id}`);
      expectError(stolen, 404, messages.readingNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/readings/${randomUUID()}`)));
      expectNothingOf(a, stolen);
    }
    expect((await b.client.get('/api/readings')).body.readings.map((r: { readingId: string }) => r.readingId)).not.toContain(a.readingId);
    // The owner still has it, unchanged.
    const own = await a.client.get(`/api/readings/${a.readingId}`);
    expect(own.status).toBe(200);
    expect(own.body.reading).toMatchObject({ readingId: a.readingId, readingType: 'love' });
  },

  'GET /api/readings/:readingId/pdf': async (b) => {
    for (const id of [a.readingId, a.readingId.toUpperCase()]) {
      const stolen = await b.client.get(`/api/readings/${id}/pdf`);
      expectError(stolen, 404, messages.readingNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/readings/${randomUUID()}/pdf`)));
      expectNothingOf(a, stolen);
    }
    const own = await a.client.get(`/api/readings/${a.readingId}/pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  },

  'GET /api/questions/:threadId': async (b) => {
    for (const id of [a.threadId, a.threadId.toUpperCase()]) {
      const stolen = await b.client.get(`/api/questions/${id}`);
      expectError(stolen, 404, questionMessages.threadNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/questions/${randomUUID()}`)));
      expectNothingOf(a, stolen);
    }
    expect((await b.client.get('/api/questions')).body.threads).toEqual([]);
    const own = await a.client.get(`/api/questions/${a.threadId}`);
    expect(own.status).toBe(200);
    expect(own.body.thread).toMatchObject({ id: a.threadId, subject: { name: 'Ishaan Victimson' } });
  },

  'GET /api/questions/answering/:answerId': async (b) => {
    const stolen = await b.client.get(`/api/questions/answering/${a.answerId}`);
    expectError(stolen, 404, questionMessages.answerGone);
    expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/questions/answering/${randomUUID()}`)));
    expectNothingOf(a, stolen);
    const own = await a.client.get(`/api/questions/answering/${a.answerId}`);
    expect(own.status).toBe(200);
    expect(sseEvents(own.text).at(-1)).toMatchObject({ type: 'done', thread: { id: a.threadId } });
  },

  'GET /api/questions/:threadId/pdf': async (b) => {
    const stolen = await b.client.get(`/api/questions/${a.threadId}/pdf`);
    expectError(stolen, 404, questionMessages.threadNotFound);
    expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/questions/${randomUUID()}/pdf`)));
    expectNothingOf(a, stolen);
    const own = await a.client.get(`/api/questions/${a.threadId}/pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  },

  'POST /api/questions/:threadId': async (b) => {
    const before = (await a.client.get(`/api/questions/${a.threadId}`)).body.thread.turns.length;
    const stolen = await b.client.post(`/api/questions/${a.threadId}`, { question: 'and next year?' });
    expectError(stolen, 404, questionMessages.threadNotFound);
    expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.post(`/api/questions/${randomUUID()}`, { question: 'and next year?' })));
    expect((await a.client.get(`/api/questions/${a.threadId}`)).body.thread.turns).toHaveLength(before);
  },

  'GET /api/matches/:matchId': async (b) => {
    for (const id of [a.matchId, a.matchId.toUpperCase(), a.readingId]) {
      const stolen = await b.client.get(`/api/matches/${id}`);
      expectError(stolen, 404, messages.matchNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/matches/${randomUUID()}`)));
      expectNothingOf(a, stolen);
    }
    expect((await b.client.get('/api/readings')).body.readings.map((r: { readingId: string }) => r.readingId)).not.toContain(a.matchId);
    const own = await a.client.get(`/api/matches/${a.matchId}`);
    expect(own.status).toBe(200);
    expect(own.body.match).toMatchObject({ matchId: a.matchId, a: { name: 'Aanya Victim' }, b: { name: 'Ishaan Victimson' } });
  },

  'POST /api/matches/:matchId/poruthams': async (b) => {
    for (const id of [a.matchId, a.matchId.toUpperCase(), a.readingId]) {
      const stolen = await b.client.post(`/api/matches/${id}/poruthams`);
      expectError(stolen, 404, messages.matchNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.post(`/api/matches/${randomUUID()}/poruthams`)));
      expectNothingOf(a, stolen);
    }
    // A's report was not read again on B's asking: it still has no poruthams.
    const own = await a.client.get(`/api/matches/${a.matchId}`);
    expect(own.body.match.poruthams).toBeUndefined();
  },

  'GET /api/matches/:matchId/pdf': async (b) => {
    for (const id of [a.matchId, a.matchId.toUpperCase()]) {
      const stolen = await b.client.get(`/api/matches/${id}/pdf`);
      expectError(stolen, 404, messages.matchNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/matches/${randomUUID()}/pdf`)));
      expectNothingOf(a, stolen);
    }
    const own = await a.client.get(`/api/matches/${a.matchId}/pdf`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  },

  'GET /api/muhurta/personal/:id': async (b) => {
    for (const id of [a.muhurtaId, a.muhurtaId.toUpperCase()]) {
      const stolen = await b.client.get(`/api/muhurta/personal/${id}`);
      expectError(stolen, 404, muhurtaMessages.muhurtaResultNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/muhurta/personal/${randomUUID()}`)));
      expectNothingOf(a, stolen);
    }
    const own = await a.client.get(`/api/muhurta/personal/${a.muhurtaId}`);
    expect(own.body.result).toMatchObject({ id: a.muhurtaId, people: [{ name: 'Aanya Victim', source: 'me' }, { name: 'Ishaan Victimson', source: 'person' }] });
  },

  'GET /api/muhurta/personal/:id/pdf': async (b) => {
    for (const id of [a.muhurtaId, a.muhurtaId.toUpperCase()]) {
      const stolen = await b.client.get(`/api/muhurta/personal/${id}/pdf`);
      expectError(stolen, 404, muhurtaMessages.muhurtaResultNotFound);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(await b.client.get(`/api/muhurta/personal/${randomUUID()}/pdf`)));
      expectNothingOf(a, stolen);
    }
    const own = await a.client.get(`/api/muhurta/personal/${a.muhurtaId}/pdf`);
    expect(own.headers.get('content-type')).toBe('application/pdf');
  },

  'GET /api/people/:id': (b) => expectPersonOutOfReach(b, (id) => b.client.get(`/api/people/${id}`)),
  'GET /api/people/:id/chart': (b) => expectPersonOutOfReach(b, (id) => b.client.get(`/api/people/${id}/chart`)),
  'GET /api/people/:id/chart/deeper': (b) => expectPersonOutOfReach(b, (id) => b.client.get(`/api/people/${id}/chart/deeper`)),
  'PATCH /api/people/:id': (b) => expectPersonOutOfReach(b, (id) => b.client.patch(`/api/people/${id}`, personDetails({ name: 'Renamed By B' }))),
  'DELETE /api/people/:id': (b) => expectPersonOutOfReach(b, (id) => b.client.request(`/api/people/${id}`, { method: 'DELETE' })),

  'POST /api/payments/verify': async (b) => {
    // A's paid order with A's genuine signature, and A's open order: both answer as a missing one.
    const missing = await b.client.post('/api/payments/verify', { ...a.paid, razorpay_order_id: 'order_sandbox_00000000000000' });
    expectError(missing, 400, messages.paymentVerificationFailed);
    const stolen = await b.client.post('/api/payments/verify', a.paid);
    expect(withoutRequestId(stolen)).toEqual(withoutRequestId(missing));
    expectNothingOf(a, stolen);
    const open = verifyBody(await sandboxPurchaseOf(a.client, a.openOrderId));
    const stolenOpen = await b.client.post('/api/payments/verify', open);
    expect(withoutRequestId(stolenOpen)).toEqual(withoutRequestId(missing));
    expect(await subscriptionsOf(t.db, b.phone)).toEqual([]);
    expect(await orderRow(t.db, a.openOrderId)).toMatchObject({ status: 'pending', paymentId: null });
    expect(await subscriptionsOf(t.db, a.phone)).toHaveLength(1);
  },

  'POST /api/payments/orders/:orderId/opened': async (b) => {
    const opened = (orderId: string) => b.client.post(`/api/payments/orders/${encodeURIComponent(orderId)}/opened`);
    const missing = await opened('order_sandbox_00000000000000');
    expectError(missing, 404, messages.orderNotFound);
    // A's open order (in both cases), and A's paid one: all answer as a missing one.
    for (const orderId of [a.openOrderId, a.openOrderId.toUpperCase(), a.paid.razorpay_order_id]) {
      const stolen = await opened(orderId);
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(missing));
      expectNothingOf(a, stolen);
    }
    expect(await orderRow(t.db, a.openOrderId)).toMatchObject({ status: 'pending', checkoutOpenedAt: null });
  },

  'POST /api/payments/sandbox/pay': async (b) => {
    const missing = await b.client.post('/api/payments/sandbox/pay', { orderId: 'order_sandbox_00000000000000', outcome: 'success' });
    expectError(missing, 404, messages.orderNotFound);
    // A's open order, and A's paid one (which must not answer 'already paid': that would tell B it exists).
    for (const orderId of [a.openOrderId, a.paid.razorpay_order_id]) {
      const stolen = await b.client.post('/api/payments/sandbox/pay', { orderId, outcome: 'success' });
      expect(withoutRequestId(stolen)).toEqual(withoutRequestId(missing));
      expectNothingOf(a, stolen);
    }
    expect(await orderRow(t.db, a.openOrderId)).toMatchObject({ status: 'pending', paymentId: null });
  },
};

/**
 * B asks for A's person, in both cases of the id, and for a missing one and a malformed one:
 * all four answers must be the same 404, and A's person is still there as it was.
 */
async function expectPersonOutOfReach(b: { client: TestClient }, ask: (id: string) => Promise<TestResponse>) {
  const missing = await ask(randomUUID());
  expectError(missing, 404, messages.personNotFound);
  for (const id of [a.personId, a.personId.toUpperCase(), 'not-a-uuid']) {
    const stolen = await ask(id);
    expect(withoutRequestId(stolen)).toEqual(withoutRequestId(missing));
    expectNothingOf(a, stolen);
  }
  expect((await b.client.get('/api/people')).body.people).toEqual([]);
  const own = await a.client.get(`/api/people/${a.personId}`);
  expect(own.status).toBe(200);
  expect(own.body.person).toMatchObject({ id: a.personId, name: 'Ishaan Victimson', relation: 'child' });
}

/** The sandbox's Pay for an order A already has (the query /payment/success would get). */
async function sandboxPurchaseOf(client: TestClient, orderId: string) {
  const paid = await client.post('/api/payments/sandbox/pay', { orderId, outcome: 'success' });
  if (paid.status !== 200) throw new Error(`Sandbox payment failed: ${paid.text}`);
  return paid.body as Awaited<ReturnType<typeof sandboxPurchase>>;
}

describe.each(Object.keys(byId))('%s', (route) => {
  it('answers user B for user A’s object exactly as for a missing one, and A’s object is unchanged', async () => {
    const b = await intruder();
    const before = await stateOf(t, a);
    await byId[route]!(b);
    expect(await stateOf(t, a)).toEqual(before);
  });
});

/** A's number in every field name a careless handler might trust. */
/** B's browser's visitor id (random, as the browser makes one). */
const visitorB = randomUUID();

const smuggled = () => ({ phone: a.phone, phoneNumber: a.phone, userPhone: a.phone, user_phone: a.phone, uid: a.phone, user: { phoneNumber: a.phone } });

/** Own-data routes: B's request (with A's number smuggled in) answers with, and changes, B's data only. */
const own: Record<string, { send: (b: { client: TestClient; phone: string }) => Promise<TestResponse>; ok: number; after?: (b: { client: TestClient; phone: string }, res: TestResponse) => Promise<void> }> = {
  'GET /api/me': {
    send: (b) => b.client.get(`/api/me?phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (b, res) => expect(res.body.user).toEqual({ phoneNumber: b.phone, uid: b.phone }),
  },
  'GET /api/subscription': {
    send: (b) => b.client.get(`/api/subscription?phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body).toEqual({ subscription: null, extensions: [] }),
  },
  'GET /api/chart': {
    send: (b) => b.client.get(`/api/chart?phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.text).toContain('Bhavesh Other'),
  },
  'GET /api/chart/deeper': {
    send: (b) => b.client.get(`/api/chart/deeper?phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    // B's own chart in depth, the same as without A's number, and not A's.
    after: async (b, res) => {
      expect(res.body).toEqual((await b.client.get('/api/chart/deeper')).body);
      expect(res.body).not.toEqual((await a.client.get('/api/chart/deeper')).body);
    },
  },
  'GET /api/panchang': {
    // The day at B's own birth place, whoever's number is sent.
    send: (b) => b.client.get(`/api/panchang?phone=${encodeURIComponent(a.phone)}&userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body.place).toMatchObject({ label: 'Pune, India', source: 'birth' }),
  },
  'GET /api/muhurta': {
    // The windows at B's own place, whoever's number is sent; B is not Premium, so A's being so changes nothing.
    send: (b) => b.client.get(`/api/muhurta?purpose=travel&from=2026-03-01&to=2026-03-07&phone=${encodeURIComponent(a.phone)}&userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body).toMatchObject({ place: { label: 'Pune, India', source: 'birth' }, personal: 'off' }),
  },
  'GET /api/muhurta/pdf': {
    // B's own search as a PDF, whoever's number is sent; A's Premium does not open B's personal filter.
    send: (b) => b.client.get(`/api/muhurta/pdf?purpose=travel&from=2026-03-01&to=2026-03-07&phone=${encodeURIComponent(a.phone)}&userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => {
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expectNothingOf(a, res);
    },
  },
  'GET /api/muhurta/personal': {
    send: (b) => b.client.get(`/api/muhurta/personal?phone=${encodeURIComponent(a.phone)}&userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body).toEqual({ results: [] }),
  },
  'POST /api/muhurta/personal': {
    // A's saved person is not B's to choose; B's own Moon works, paid from B's own free reading, saved for B only.
    send: async (b) => {
      const body = { purpose: 'travel', from: '2026-03-01', to: '2026-03-07', ...smuggled() };
      expectError(await b.client.post('/api/muhurta/personal', { ...body, people: [{ kind: 'person', id: a.personId }] }), 404, muhurtaMessages.muhurtaPersonMissing);
      return b.client.post('/api/muhurta/personal', { ...body, people: [{ kind: 'me' }] });
    },
    ok: 201,
    after: async (b, res) => {
      expect(res.body.result.people).toEqual([{ name: 'Bhavesh Other', source: 'me' }]);
      expect((await b.client.get('/api/me')).body.profile).toMatchObject({ hasUsedFreeReading: true });
      expect((await a.client.get('/api/muhurta/personal')).body.results.map((r: { id: string }) => r.id)).toEqual([a.muhurtaId]);
    },
  },
  'GET /api/people': {
    send: (b) => b.client.get(`/api/people?userPhone=${encodeURIComponent(a.phone)}&phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body.people).toEqual([]),
  },
  'POST /api/people': {
    send: (b) => b.client.post('/api/people', personDetails({ name: 'Bhavesh’s Daughter', ...smuggled() })),
    ok: 201,
    after: async (b) => {
      expect((await b.client.get('/api/people')).body.people.map((p: { name: string }) => p.name)).toEqual(['Bhavesh’s Daughter']);
      expect((await a.client.get('/api/people')).body.people.map((p: { id: string }) => p.id)).toEqual([a.personId]);
    },
  },
  'GET /api/readings': {
    send: (b) => b.client.get(`/api/readings?userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body).toEqual({ readings: [], nextCursor: null, total: 0, matched: 0 }),
  },
  'GET /api/readings/current': {
    // A has this period's love reading (victim); B has none, whatever number B sends.
    send: (b) => b.client.get(`/api/readings/current?readingType=love&userPhone=${encodeURIComponent(a.phone)}&phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body).toEqual({ reading: null, writing: null }),
  },
  'GET /api/readings/today': {
    // The day's card is B's own (Pune), whatever number B sends; never A's (Mysuru).
    send: (b) => b.client.get(`/api/readings/today?userPhone=${encodeURIComponent(a.phone)}&phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (b, res) => {
      expect(res.body.glance).not.toBeNull();
      expect(res.body).toEqual((await b.client.get('/api/readings/today')).body);
      expect(res.body).not.toEqual((await a.client.get('/api/readings/today')).body);
    },
  },
  'POST /api/matches': {
    // A's saved person is not B's to match: B's own chart with someone typed in works, for B only.
    send: async (b) => {
      const stolen = await b.client.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id: a.personId }, ...smuggled() });
      expectError(stolen, 404, messages.matchPersonMissing);
      return b.client.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'new', name: 'Chitra B', gender: 'female', birthDate: '1994-03-03', birthTime: '07:00', birthPlace: 'Nagpur', latitude: 21.1458, longitude: 79.0882 }, ...smuggled() });
    },
    ok: 200,
    after: async (b, res) => {
      const rows = (await userRows(t.db, b.phone))['readings.user_phone'] ?? [];
      expect(rows.map((r) => JSON.parse(r).reading_id)).toEqual([res.body.matchId]);
      expect((await a.client.get('/api/readings')).body.readings.map((r: { readingId: string }) => r.readingId)).not.toContain(res.body.matchId);
    },
  },
  'PUT /api/profile': {
    send: (b) => b.client.put('/api/profile', { name: 'Bhavesh Renamed', gender: 'male', birthDate: '1991-01-01', birthTime: '10:00', birthPlace: 'Pune', latitude: 18.52, longitude: 73.85, ...smuggled() }),
    ok: 200,
    after: async (b, res) => expect(res.body.profile).toMatchObject({ phoneNumber: b.phone, name: 'Bhavesh Renamed' }),
  },
  'PATCH /api/profile': {
    send: (b) => b.client.patch('/api/profile', { language: 'hi', ...smuggled() }),
    ok: 200,
    after: async (b, res) => expect(res.body.profile).toMatchObject({ phoneNumber: b.phone, language: 'hi' }),
  },
  'PUT /api/profile/residence': {
    send: (b) => b.client.put('/api/profile/residence', { place: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163, ...smuggled() }),
    ok: 200,
    after: async (b, res) => {
      expect(res.body.profile).toMatchObject({ phoneNumber: b.phone, residence: { city: 'Toronto', timezone: 'America/Toronto' } });
      expect((await a.client.get('/api/me')).body.profile.residence).toBeNull();
    },
  },
  'DELETE /api/profile/residence': {
    send: (b) => b.client.request('/api/profile/residence', { method: 'DELETE', json: smuggled() }),
    ok: 200,
    after: async (b, res) => expect(res.body.profile).toMatchObject({ phoneNumber: b.phone, residence: null }),
  },
  'PUT /api/profile/lunar-month': {
    send: (b) => b.client.put('/api/profile/lunar-month', { lunarMonth: 'purnimanta', ...smuggled() }),
    ok: 200,
    after: async (b, res) => {
      expect(res.body.profile).toMatchObject({ phoneNumber: b.phone, lunarMonth: { convention: 'purnimanta', chosen: true } });
      expect((await a.client.get('/api/me')).body.profile.lunarMonth.chosen).toBe(false);
    },
  },
  'PUT /api/profile/chart-choices': {
    send: (b) => b.client.put('/api/profile/chart-choices', { ayanamsa: 'raman', node: 'true', chartStyle: 'south', ...smuggled() }),
    ok: 200,
    after: async (b, res) => {
      expect(res.body.profile).toMatchObject({ phoneNumber: b.phone, chartChoices: { ayanamsa: 'raman', node: 'true', chartStyle: 'south' } });
      expect((await a.client.get('/api/me')).body.profile.chartChoices).toEqual({ ayanamsa: 'lahiri', node: 'mean', chartStyle: 'north' });
    },
  },
  'POST /api/readings': {
    send: (b) => b.client.post('/api/readings', { readingType: 'daily', ...smuggled() }),
    ok: 200,
    after: async (b) => expect((await userRows(t.db, b.phone))['readings.user_phone']).toHaveLength(1),
  },
  'GET /api/questions': {
    send: (b) => b.client.get(`/api/questions?userPhone=${encodeURIComponent(a.phone)}&phone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body).toEqual({ threads: [], nextCursor: null, matched: 0 }),
  },
  'POST /api/questions': {
    send: (b) => b.client.post('/api/questions', { question: 'When will I get married?', ...smuggled() }),
    ok: 200,
    after: async (b) => {
      expect((await userRows(t.db, b.phone))['question_threads.user_phone']).toHaveLength(1);
      expect((await a.client.get('/api/questions')).body.threads).toHaveLength(1);
    },
  },
  'POST /api/shares': {
    send: (b) => b.client.post('/api/shares', smuggled()),
    ok: 200,
    after: async (b) => expect((await b.client.get('/api/me')).body.profile.sharesAvailable).toBe(1),
  },
  'GET /api/referrals': {
    send: (b) => b.client.get(`/api/referrals?phone=${encodeURIComponent(a.phone)}&userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body.code).not.toBe((await a.client.get('/api/referrals')).body.code),
  },
  'POST /api/payments/orders': {
    send: (b) => b.client.post('/api/payments/orders', { planId: 'monthly', ...smuggled() }),
    ok: 200,
    after: async (b, res) => {
      expect(await orderRow(t.db, res.body.orderId)).toMatchObject({ userPhone: b.phone });
      // Checkout's prefill is B's, not A's.
      expect(res.body.prefill).toEqual({ name: 'Bhavesh Other', contact: b.phone, email: 'bhavesh@example.com' });
    },
  },
  'POST /api/auth/sign-out': {
    send: (b) => b.client.post('/api/auth/sign-out', smuggled()),
    ok: 200,
    after: async () => expect((await a.client.get('/api/me')).body.user).toEqual({ phoneNumber: a.phone, uid: a.phone }),
  },
  'POST /api/analytics/events': {
    send: (b) => b.client.post('/api/analytics/events', { name: 'page_view', path: '/', visitorId: visitorB, ...smuggled() }),
    ok: 202,
    after: async (b) => {
      const rows = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorB));
      expect(rows.map((r) => r.userKey)).toEqual([userKeyOf(testAppSecret, b.phone)]);
    },
  },
  'GET /api/reminders': {
    send: (b) => b.client.get(`/api/reminders?phone=${encodeURIComponent(a.phone)}&userPhone=${encodeURIComponent(a.phone)}`),
    ok: 200,
    after: async (_b, res) => expect(res.body.devices).toEqual([]),
  },
  'PUT /api/reminders': {
    send: (b) => b.client.put('/api/reminders', { subscription: browserSubscription().subscription, timeOfDay: '08:00', ...smuggled() }),
    ok: 200,
    after: async (b, res) => {
      expect((await b.client.get('/api/reminders')).body.devices).toEqual([{ endpoint: res.body.device.endpoint, timeOfDay: '08:00' }]);
      expect((await a.client.get('/api/reminders')).body.devices).toEqual([{ endpoint: a.reminderEndpoint, timeOfDay: '07:00' }]);
    },
  },
  'DELETE /api/reminders': {
    // A's browser, named by its endpoint: B turns off nothing.
    send: (b) => b.client.request('/api/reminders', { method: 'DELETE', json: { endpoint: a.reminderEndpoint, ...smuggled() } }),
    ok: 200,
    after: async (_b, res) => expect(res.body).toEqual({ removed: false }),
  },
  'POST /api/errors': {
    send: (b) => b.client.post('/api/errors', { message: 'B’s error', route: '/', ...smuggled() }),
    ok: 202,
    after: async (b) => {
      const keys = [userKeyOf(testAppSecret, a.phone), userKeyOf(testAppSecret, b.phone)];
      const rows = await t.db.select().from(errorReports).where(inArray(errorReports.userKey, keys));
      expect(rows.filter((r) => r.message === 'B’s error').map((r) => r.userKey)).toEqual([keys[1]]);
    },
  },
};

describe.each(Object.keys(own))('%s', (route) => {
  it('works on user B’s own data only, even with A’s number in the request, and leaves A’s unchanged', async () => {
    const b = await intruder();
    const before = await stateOf(t, a);
    const { send, ok, after } = own[route]!;

    const res = await send(b);

    expect(res.status, res.text).toBe(ok);
    expectNothingOf(a, res);
    await after?.(b, res);
    expect(await stateOf(t, a)).toEqual(before);
  });
});

describe('GET /api/dev/outbox (reads any number’s codes: development only)', () => {
  it('does not exist in production', async () => {
    const production = await createTestApp({
      env: productionEnv,
    });
    expect(appRoutes(production.app)).not.toContain('GET /api/dev/outbox');
    const res = await production.client().get(`/api/dev/outbox?phone=${encodeURIComponent(a.phone)}`);
    expectError(res, 404, messages.notFound);
    // Nor with a real SMS gateway outside production.
    const gateway = await createTestApp({ sms: new FakeSms() });
    expect(appRoutes(gateway.app)).not.toContain('GET /api/dev/outbox');
  });
});
