import { eq } from 'drizzle-orm';
import { browserSubscription } from './fake-push-service';
import { personDetails } from './person-details';
import { uniquePhone } from './phones';
import { birthDetails, lastCode, signIn, signInWithProfile, type TestApp, type TestClient, type TestResponse } from './test-app';
import { people, pushSubscriptions } from '../../src/server/db/schema';
import { hmacHex } from '../../src/server/payments/signatures';
import { newEventId, newPaymentId, orderFor, paymentEvent, sandboxPurchase, verifyBody } from './payment-helpers';

/**
 * One working request per state-changing route of the app, as our own page (or, for the
 * webhook, Razorpay) sends it, with the user and objects it needs. The security tests send it
 * spoiled in some way and check it is refused and changes nothing, then send it as it is and
 * check it works: so a refusal is the guard's doing, never a broken request.
 */
export type Scenario = {
  t: TestApp;
  client: TestClient;
  /** The signed-in user, or null for a visitor's request. */
  phone: string | null;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The JSON body; undefined for routes that read no body. */
  body?: Record<string, unknown>;
  /** Headers a raw body needs besides its type (the webhook's signature). */
  sign?: (raw: string) => Record<string, string>;
  /** The status the untouched request answers. */
  ok: number;
  /** State outside the database that must not change either (the SMS outbox). */
  outside?: () => unknown;
  /** Puts back what a successful request used up (a deleted person), so it can work again. */
  restore?: () => Promise<void>;
};

export type ScenarioFactory = (t: TestApp) => Promise<Scenario>;

const signedIn = async (t: TestApp) => {
  const client = t.client();
  const { phone } = await signIn(t, client);
  return { client, phone };
};

const withProfile = async (t: TestApp) => {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  return { client, phone };
};

const withPerson = async (t: TestApp) => {
  const user = await signedIn(t);
  const saved = await user.client.post('/api/people', personDetails());
  if (saved.status !== 201) throw new Error(`Saving a person failed: ${saved.text}`);
  return { ...user, personId: saved.body.person.id as string };
};

/** Keyed 'METHOD /path' exactly as `app.routes` names them. */
export const writeScenarios: Record<string, ScenarioFactory> = {
  'POST /api/auth/otp/send': async (t) => {
    const phone = uniquePhone();
    return { t, client: t.client(), phone: null, method: 'POST', path: '/api/auth/otp/send', body: { phone, captcha: 'not-checked-with-CAPTCHA_PROVIDER-none' }, ok: 200, outside: () => t.sms.messagesTo(phone).length };
  },
  'POST /api/auth/otp/verify': async (t) => {
    const client = t.client();
    const phone = uniquePhone();
    const sent = await client.post('/api/auth/otp/send', { phone });
    if (sent.status !== 200) throw new Error(`Sending a code failed: ${sent.text}`);
    return { t, client, phone: null, method: 'POST', path: '/api/auth/otp/verify', body: { phone, code: lastCode(t.sms, phone) }, ok: 200 };
  },
  'POST /api/auth/sign-out': async (t) => ({ t, ...(await signedIn(t)), method: 'POST', path: '/api/auth/sign-out', ok: 200 }),
  'PUT /api/profile': async (t) => ({
    t,
    ...(await signedIn(t)),
    method: 'PUT',
    path: '/api/profile',
    body: birthDetails({ name: 'Meera Iyer', email: 'meera@example.com', latitude: 13.0827, longitude: 80.2707, birthPlace: 'Chennai' }),
    ok: 200,
  }),
  'PATCH /api/profile': async (t) => ({ t, ...(await signedIn(t)), method: 'PATCH', path: '/api/profile', body: { language: 'hi' }, ok: 200 }),
  'PUT /api/profile/residence': async (t) => ({ t, ...(await withProfile(t)), method: 'PUT', path: '/api/profile/residence', body: { place: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163 }, ok: 200 }),
  'DELETE /api/profile/residence': async (t) => {
    const user = await withProfile(t);
    const set = await user.client.put('/api/profile/residence', { place: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163 });
    if (set.status !== 200) throw new Error(`Saving a residence failed: ${set.text}`);
    return { t, ...user, method: 'DELETE', path: '/api/profile/residence', ok: 200 };
  },
  'PUT /api/profile/lunar-month': async (t) => ({ t, ...(await withProfile(t)), method: 'PUT', path: '/api/profile/lunar-month', body: { lunarMonth: 'purnimanta' }, ok: 200 }),
  'PUT /api/profile/chart-choices': async (t) => ({ t, ...(await withProfile(t)), method: 'PUT', path: '/api/profile/chart-choices', body: { ayanamsa: 'raman', node: 'mean', chartStyle: 'north' }, ok: 200 }),
  'POST /api/people': async (t) => ({ t, ...(await signedIn(t)), method: 'POST', path: '/api/people', body: personDetails(), ok: 201 }),
  'PATCH /api/people/:id': async (t) => {
    const { personId, ...user } = await withPerson(t);
    return { t, ...user, method: 'PATCH', path: `/api/people/${personId}`, body: personDetails({ name: 'Kavya Menon' }), ok: 200 };
  },
  'DELETE /api/people/:id': async (t) => {
    const { personId, ...user } = await withPerson(t);
    const [row] = await t.db.select().from(people).where(eq(people.id, personId));
    return { t, ...user, method: 'DELETE', path: `/api/people/${personId}`, ok: 200, restore: async () => void (await t.db.insert(people).values(row!)) };
  },
  'POST /api/readings': async (t) => ({ t, ...(await withProfile(t)), method: 'POST', path: '/api/readings', body: { readingType: 'daily' }, ok: 200 }),
  'POST /api/questions': async (t) => ({ t, ...(await withProfile(t)), method: 'POST', path: '/api/questions', body: { question: 'When will I get married?' }, ok: 200 }),
  'POST /api/questions/:threadId': async (t) => {
    const user = await withProfile(t);
    const asked = await user.client.post('/api/questions', { question: 'When will I get married?' });
    const threadId = /"thread":\{"id":"([^"]+)"/.exec(asked.text)?.[1];
    if (!threadId) throw new Error(`Asking the first question failed: ${asked.text}`);
    return { t, ...user, method: 'POST', path: `/api/questions/${threadId}`, body: { question: 'and next year?' }, ok: 200 };
  },
  'PUT /api/reminders': async (t) => ({ t, ...(await signedIn(t)), method: 'PUT', path: '/api/reminders', body: { subscription: browserSubscription().subscription, timeOfDay: '07:00' }, ok: 200 }),
  'DELETE /api/reminders': async (t) => {
    const user = await signedIn(t);
    const { subscription } = browserSubscription();
    const on = await user.client.put('/api/reminders', { subscription, timeOfDay: '07:00' });
    if (on.status !== 200) throw new Error(`Turning the reminder on failed: ${on.text}`);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    return { t, ...user, method: 'DELETE', path: '/api/reminders', body: { endpoint: subscription.endpoint }, ok: 200, restore: async () => void (await t.db.insert(pushSubscriptions).values(row!)) };
  },
  'POST /api/matches': async (t) => ({
    t,
    ...(await withProfile(t)),
    method: 'POST',
    path: '/api/matches',
    body: { a: { kind: 'me' }, b: { kind: 'new', name: 'Rohan Mehta', gender: 'male', birthDate: '1988-11-02', birthTime: '21:10', birthPlace: 'Pune', latitude: 18.5204, longitude: 73.8567 } },
    ok: 200,
  }),
  'POST /api/muhurta/personal': async (t) => ({
    t,
    ...(await withProfile(t)),
    method: 'POST',
    path: '/api/muhurta/personal',
    body: { purpose: 'vehicle', from: '2026-03-01', to: '2026-03-07', lat: 28.6139, lon: 77.209, place: 'New Delhi, India', people: [{ kind: 'me' }] },
    ok: 201,
  }),
  'POST /api/matches/:matchId/poruthams': async (t) => {
    const user = await withProfile(t);
    // The free reading pays for the report; reading it again with the poruthams costs nothing.
    const made = await user.client.post('/api/matches', { a: { kind: 'me' }, b: { kind: 'new', name: 'Rohan Mehta', gender: 'male', birthDate: '1988-11-02', birthTime: '21:10', birthPlace: 'Pune', latitude: 18.5204, longitude: 73.8567 } });
    const { matchId } = made.body as { matchId: string };
    return { t, ...user, method: 'POST', path: `/api/matches/${matchId}/poruthams`, ok: 200 };
  },
  'POST /api/analytics/events': async (t) => ({
    t,
    ...(await signedIn(t)),
    method: 'POST',
    path: '/api/analytics/events',
    body: { name: 'page_view', path: '/readings', visitorId: '0b5c4a52-3f7e-4a8e-9a51-6d2f7c1e9b10', properties: { readingType: 'daily' }, source: 'wa' },
    ok: 202,
  }),
  'POST /api/errors': async (t) => ({
    t,
    ...(await signedIn(t)),
    method: 'POST',
    path: '/api/errors',
    body: { message: 'TypeError: reading is undefined', stack: 'TypeError: reading is undefined\n    at render (app.js)', route: '/readings', requestId: 'req-1' },
    ok: 202,
  }),
  'POST /api/shares': async (t) => ({ t, ...(await withProfile(t)), method: 'POST', path: '/api/shares', ok: 200 }),
  // A signed-out visitor opens a friend's invite link.
  'POST /api/referrals/landing': async (t) => {
    const host = await withProfile(t);
    const { code } = (await host.client.get('/api/referrals')).body as { code: string };
    return { t, client: t.client(), phone: null, method: 'POST', path: '/api/referrals/landing', body: { code }, ok: 200 };
  },
  'POST /api/payments/orders': async (t) => ({ t, ...(await withProfile(t)), method: 'POST', path: '/api/payments/orders', body: { planId: 'monthly' }, ok: 200 }),
  'POST /api/payments/orders/:orderId/opened': async (t) => {
    const user = await withProfile(t);
    const { orderId } = await orderFor(user.client, 'monthly');
    return { t, ...user, method: 'POST', path: `/api/payments/orders/${orderId}/opened`, ok: 200 };
  },
  'POST /api/payments/verify': async (t) => {
    const user = await withProfile(t);
    const body = verifyBody(await sandboxPurchase(user.client, 'monthly'));
    return { t, ...user, method: 'POST', path: '/api/payments/verify', body, ok: 200 };
  },
  'POST /api/payments/sandbox/pay': async (t) => {
    const user = await withProfile(t);
    const { orderId } = await orderFor(user.client, 'monthly');
    return { t, ...user, method: 'POST', path: '/api/payments/sandbox/pay', body: { orderId, outcome: 'success' }, ok: 200 };
  },
  // Razorpay's servers: no Origin, no cookie, a signed raw body. Exempt from the same-origin rule.
  'POST /api/payments/webhook': async (t) => {
    const buyer = await withProfile(t);
    const { orderId, amount } = await orderFor(buyer.client, 'monthly');
    const eventId = newEventId();
    return {
      t,
      client: t.client({ origin: null }),
      phone: null,
      method: 'POST',
      path: '/api/payments/webhook',
      body: JSON.parse(paymentEvent('payment.captured', { id: newPaymentId(), orderId, amount })) as Record<string, unknown>,
      sign: (raw) => ({ 'x-razorpay-signature': hmacHex(t.config.payments.webhookSecret, raw), 'x-razorpay-event-id': eventId }),
      ok: 200,
    };
  },
};

type SendInit = {
  /** A raw body instead of the scenario's JSON. */
  raw?: string;
  /** Headers on top of the JSON content type and signature; undefined removes one. */
  headers?: Record<string, string | undefined>;
};

/** Sends the scenario's request, or a spoiled copy of it. */
export function send(s: Scenario, init: SendInit = {}): Promise<TestResponse> {
  const raw = init.raw ?? (s.body === undefined ? undefined : JSON.stringify(s.body));
  const headers: Record<string, string | undefined> = {
    ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(raw !== undefined && s.sign ? s.sign(raw) : {}),
    ...init.headers,
  };
  return s.client.request(s.path, { method: s.method, body: raw, headers });
}
