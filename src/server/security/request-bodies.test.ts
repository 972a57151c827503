import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { questionMessages } from '../../shared/question-messages';
import { muhurtaMessages } from '../../shared/muhurta-messages';
import { referralMessages } from '../../shared/referral-messages';
import { residenceMessages } from '../../shared/residence-messages';
import { chartChoicesMessages } from '../../shared/chart-choices-messages';
import { paymentOrders, paymentPlans, profiles, subscriptions } from '../db/schema';
import { send, writeScenarios, type Scenario } from '../../../tests/support/security-scenarios';
import { expectError, expectNoInternals, snapshot, webhookRoute, writeRoutes } from '../../../tests/support/security-support';

// docs/security.md, Web and 'Authorization': body size limits, every input parsed by a
// schema, unknown fields handled the same way on every route (ignored: zod objects drop them),
// errors as `{ error }` with the right status and never a stack trace. Every write route of the app.

const limit = 32 * 1024;

/** Routes whose handler reads no body at all: whatever is sent is ignored, JSON or not. */
const bodiless = ['POST /api/auth/sign-out', 'POST /api/shares', 'POST /api/matches/:matchId/poruthams', 'DELETE /api/people/:id', 'DELETE /api/profile/residence', 'POST /api/payments/orders/:orderId/opened'];
const jsonRoutes = Object.keys(writeScenarios).filter((r) => !bodiless.includes(r) && r !== webhookRoute);

type FieldRules = Record<string, { message: string; optional?: boolean; wrong?: unknown[] }>;

const birthDetailsFields = {
  name: { message: messages.nameRequired },
  gender: { message: 'Please choose Male or Female', optional: true },
  email: { message: 'Please enter a valid email address', optional: true },
  birthDate: { message: messages.birthDateRequired },
  birthTime: { message: messages.birthTimeRequired },
  birthPlace: { message: messages.birthPlaceRequired },
  country: { message: 'Please enter the country as text', optional: true },
  latitude: { message: 'Please pick the birth place from the suggestions again', optional: true },
  longitude: { message: 'Please pick the birth place from the suggestions again', optional: true },
} satisfies FieldRules;

/** A saved person's fields: the birth-details form's rules, without the email, plus the relation. */
const { email: _email, ...personFields } = { ...birthDetailsFields, relation: { message: messages.relationRequired } };

/**
 * For every field of every route's body, the message it answers when missing or of the wrong
 * type: always the field's own wording, never zod's. `optional` fields may be left out.
 */
const fieldRules: Record<string, FieldRules> = {
  'POST /api/auth/otp/send': { phone: { message: messages.phoneBlank }, captcha: { message: messages.captchaRejected, optional: true } },
  'POST /api/auth/otp/verify': { phone: { message: messages.phoneBlank }, code: { message: messages.otpFormat } },
  'PUT /api/profile': birthDetailsFields,
  'PATCH /api/profile': { language: { message: 'Please choose English or Hindi' } },
  'PUT /api/profile/residence': {
    place: { message: residenceMessages.residenceRequired },
    country: { message: messages.countryNotText, optional: true },
    latitude: { message: residenceMessages.residencePickAgain, optional: true },
    longitude: { message: residenceMessages.residencePickAgain, optional: true },
  },
  // Null is a value here: back to the region's default.
  'PUT /api/profile/lunar-month': { lunarMonth: { message: residenceMessages.lunarMonthInvalid, wrong: [true, 1, [], {}, 'solar'] } },
  'PUT /api/profile/chart-choices': {
    ayanamsa: { message: chartChoicesMessages.ayanamsaInvalid, wrong: [null, true, 1, [], {}, 'fagan'] },
    node: { message: chartChoicesMessages.nodeInvalid, wrong: [null, true, 1, [], {}, 'osculating'] },
    chartStyle: { message: chartChoicesMessages.chartStyleInvalid, wrong: [null, true, 1, [], {}, 'east'] },
  },
  'POST /api/people': personFields,
  'PATCH /api/people/:id': personFields,
  'POST /api/readings': { readingType: { message: 'Unknown reading type' } },
  'POST /api/questions': { question: { message: questionMessages.questionEmpty } },
  'POST /api/questions/:threadId': { question: { message: questionMessages.questionEmpty } },
  'PUT /api/reminders': { subscription: { message: messages.reminderSubscriptionInvalid }, timeOfDay: { message: messages.reminderTimeInvalid } },
  'DELETE /api/reminders': { endpoint: { message: messages.reminderSubscriptionInvalid } },
  'POST /api/matches': { a: { message: messages.matchChooseTwo }, b: { message: messages.matchChooseTwo } },
  'POST /api/muhurta/personal': {
    purpose: { message: muhurtaMessages.muhurtaPurposeInvalid },
    from: { message: muhurtaMessages.muhurtaDateInvalid },
    to: { message: muhurtaMessages.muhurtaDateInvalid },
    lat: { message: messages.panchangPlaceInvalid, optional: true },
    lon: { message: messages.panchangPlaceInvalid, optional: true },
    place: { message: messages.panchangPlaceNameInvalid, optional: true },
    people: { message: muhurtaMessages.muhurtaPeopleCount },
  },
  'POST /api/analytics/events': {
    name: { message: 'Unknown event name' },
    path: { message: 'Invalid path' },
    visitorId: { message: 'Invalid visitor id' },
    properties: { message: 'Invalid properties', optional: true },
    source: { message: 'Invalid source', optional: true },
  },
  'POST /api/errors': {
    message: { message: 'Invalid error report' },
    stack: { message: 'Invalid error report', optional: true },
    route: { message: 'Invalid route' },
    requestId: { message: 'Invalid error report', optional: true },
  },
  'POST /api/payments/orders': { planId: { message: messages.invalidPlan } },
  'POST /api/referrals/landing': { code: { message: referralMessages.inviteCodeMalformed } },
  'POST /api/payments/verify': {
    razorpay_payment_id: { message: messages.invalidPaymentDetails },
    razorpay_order_id: { message: messages.invalidPaymentDetails },
    razorpay_signature: { message: messages.invalidPaymentDetails },
    planId: { message: messages.invalidPaymentDetails },
    // Paise as a number or as the digits of the /payment/success query: both types are right here.
    amount: { message: messages.invalidPaymentDetails, wrong: [true, [], {}, 'north', 1.5, -100] },
  },
  'POST /api/payments/sandbox/pay': { orderId: { message: messages.orderNotFound }, outcome: { message: "outcome must be 'success' or 'failure'" } },
};

/** zod's own wording, which must never reach a user. */
const zodWording = /^(Invalid input|Invalid option|Too big|Too small|Invalid string|Unrecognized key|Expected)/;

/** The database without the per-IP counters, which the analytics routes bump before parsing (by design). */
const stateOf = async (t: TestApp) => {
  const { rate_events: _counted, ...rest } = await snapshot(t.db);
  return rest;
};

describe('the request-body tables', () => {
  // Walks every route of the app: slow on a busy machine.
  it('cover every state-changing route of the app, each field of each JSON body', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    expect(Object.keys(writeScenarios).sort()).toEqual(writeRoutes(t.app));
    expect(Object.keys(fieldRules).sort()).toEqual([...jsonRoutes].sort());
    for (const route of jsonRoutes) {
      const s = await writeScenarios[route]!(t);
      expect(Object.keys(s.body ?? {}).sort(), route).toEqual(Object.keys(fieldRules[route]!).sort());
    }
  });
});

describe.each(Object.keys(writeScenarios))('%s', (route) => {
  let s: Scenario;
  beforeAll(async () => {
    s = await writeScenarios[route]!(await createTestApp());
  });

  it(`refuses a body over ${limit / 1024} KB with 413, with or without a length, and changes nothing`, async () => {
    const big = JSON.stringify({ ...s.body, padding: 'x'.repeat(limit) });
    const before = await snapshot(s.t.db);
    const outside = s.outside?.();
    for (const headers of [{}, { 'content-length': undefined, 'transfer-encoding': 'chunked' }]) {
      const res = await send(s, { raw: big, headers });
      expectError(res, 413, messages.bodyTooLarge);
    }
    expect(await snapshot(s.t.db)).toEqual(before);
    expect(s.outside?.()).toEqual(outside);
  });

  if (jsonRoutes.includes(route)) {
    it.each([
      ['cut-off JSON', '{"a": ', messages.malformedJson],
      ['an empty body', '', messages.malformedJson],
      ['single quotes', "{'planId': 'monthly'}", messages.malformedJson],
      ['a trailing comma', '{"a": 1,}', messages.malformedJson],
      ['an array', '[1, 2]', messages.bodyNotObject],
      ['null', 'null', messages.bodyNotObject],
      ['a string', '"monthly"', messages.bodyNotObject],
      ['a number', '42', messages.bodyNotObject],
    ])('answers %s with 400 and a clear message, and changes nothing', async (_label, raw, error) => {
      const before = await stateOf(s.t);
      expectError(await send(s, { raw }), 400, error);
      expect(await stateOf(s.t)).toEqual(before);
    });

    it('answers a missing required field with the field’s message, and changes nothing; optional ones may be left out', async () => {
      const before = await stateOf(s.t);
      for (const [field, rule] of Object.entries(fieldRules[route]!)) {
        if (rule.optional) continue;
        const body = { ...s.body };
        delete body[field];
        expectError(await send(s, { raw: JSON.stringify(body) }), 400, rule.message);
      }
      expect(await stateOf(s.t)).toEqual(before);
    });

    it('answers a field of the wrong type with the field’s own message (never zod’s), and changes nothing', async () => {
      const before = await stateOf(s.t);
      for (const [field, rule] of Object.entries(fieldRules[route]!)) {
        const wrong = rule.wrong ?? (typeof s.body![field] === 'number' ? [true, [], 'north', {}] : [true, [], 42, { $ne: '' }]);
        for (const value of wrong) {
          if (field === 'properties' && typeof value === 'object' && !Array.isArray(value)) continue; // any object is a record
          const res = await send(s, { raw: JSON.stringify({ ...s.body, [field]: value }) });
          expectError(res, 400, rule.message);
          expect(res.body.error, `${field} = ${JSON.stringify(value)}`).not.toMatch(zodWording);
        }
      }
      expect(await stateOf(s.t)).toEqual(before);
    });
  }

  if (bodiless.includes(route)) {
    it('reads no body: a malformed or non-object one is ignored like any unknown field', async () => {
      expect((await send(s, { raw: '{"sharesAvailable": 99,' })).status).toBe(s.ok);
      await s.restore?.();
    });
  }

  if (route === webhookRoute) {
    it('acknowledges a signed body it cannot read, changing nothing; refuses it unsigned', async () => {
      const before = await snapshot(s.t.db);
      for (const raw of ['{"event": ', '[1, 2]', 'null']) {
        const res = await send(s, { raw });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ status: 'ignored' });
        expectError(await send(s, { raw, headers: { 'x-razorpay-signature': 'f'.repeat(64) } }), 400, messages.webhookSignatureInvalid);
      }
      expect(await snapshot(s.t.db)).toEqual(before);
    });
  }

  it('the control: the untouched request still works after all of the above', async () => {
    const res = await send(s);
    expect(res.status, res.text).toBe(s.ok);
    expectNoInternals(res);
  });
});

/** Fields no client may set, in each spelling a handler might look for (docs/security.md, Authorization). */
const protectedFields: Record<string, unknown> = {
  isPremium: true,
  is_premium: true,
  premium: true,
  sharesAvailable: 99,
  shares_available: 99,
  credits: 99,
  hasUsedFreeReading: false,
  has_used_free_reading: false,
  amount: 1,
  price: 1,
  amountPaid: 1,
  amount_paid: 1,
  status: 'paid',
  endDate: null,
  planId: 'lifetime',
  role: 'admin',
  constructor: { prototype: { isPremium: true } },
};

/** The body with every protected field it does not really take, and a `__proto__` key as raw JSON. */
function withProtectedFields(body: Record<string, unknown> | undefined) {
  const extras = Object.fromEntries(Object.entries(protectedFields).filter(([key]) => !(body && key in body)));
  return `{"__proto__": {"isPremium": true, "sharesAvailable": 99}, ${JSON.stringify({ ...extras, ...body }).slice(1)}`;
}

describe('unknown and protected fields: ignored alike by every route, and they change no entitlement or price', () => {
  // The invite landing is a signed-out visitor's, with no profile of theirs to look at: its own test
  // sends it protected fields (referrals/referral-routes.test.ts).
  const signedInRoutes = Object.keys(writeScenarios).filter((r) => r !== webhookRoute && r !== 'POST /api/referrals/landing');
  let plans: Array<typeof paymentPlans.$inferSelect>;
  beforeAll(async () => {
    const t = await createTestApp();
    plans = await t.db.select().from(paymentPlans);
  });

  it.each(signedInRoutes)('%s', async (route) => {
    const t = await createTestApp();
    const s = await writeScenarios[route]!(t);
    const raw = withProtectedFields(s.body);

    const res = await send(s, { raw });

    // The same answer as without them: accepted, the unknown fields dropped.
    expect(res.status, res.text).toBe(s.ok);
    expectNoInternals(res);
    const phone = s.phone ?? (s.body?.phone as string);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone));
    // No profile exists before a code is verified (docs/security.md, One-time codes).
    if (route !== 'POST /api/auth/otp/send') {
      expect(profile).toMatchObject({
        isPremium: false,
        sharesAvailable: route === 'POST /api/shares' ? 1 : 0,
        // The poruthams' scenario made its report with the free reading first.
        hasUsedFreeReading: route === 'POST /api/readings' || route.startsWith('POST /api/questions') || route === 'POST /api/matches' || route === 'POST /api/matches/:matchId/poruthams' || route === 'POST /api/muhurta/personal',
      });
    } else expect(profile).toBeUndefined();
    if (route !== 'POST /api/payments/verify') expect(res.text).not.toMatch(/"isPremium":true/);
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.userPhone, phone));
    // Only a verified payment grants premium, for the plan and price the order had.
    const monthly = plans.find((p) => p.planId === 'monthly')!.price;
    expect(subs.map((x) => [x.planId, x.amountPaid])).toEqual(route === 'POST /api/payments/verify' ? [['monthly', monthly]] : []);
    const orders = await t.db.select().from(paymentOrders).where(eq(paymentOrders.userPhone, phone));
    for (const order of orders) expect([order.planId, order.amount]).toEqual(['monthly', monthly * 100]);
    expect(await t.db.select().from(paymentPlans)).toEqual(plans);
  });
});
