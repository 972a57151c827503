import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInWithProfile, sseEvents, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { paymentOrders, paymentPlans, profiles, subscriptions } from '../db/schema';
import { checkoutSignature } from './signatures';
import { startFakeRazorpay } from '../../../tests/support/fake-razorpay';
import { orderFor, orderRow, sandboxPurchase, subscriptionsOf, verifyBody } from '../../../tests/support/payment-helpers';

const refused = { status: 400, body: { error: messages.paymentVerificationFailed, code: 'bad_request' } };

/** Nothing was written for this order: no subscription, still pending, no payment attached. */
async function expectNothingWritten(t: TestApp, phone: string, orderId: string) {
  expect(await subscriptionsOf(t.db, phone)).toEqual([]);
  expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'pending', paymentId: null, paidAt: null });
  const me = await t.db.select({ isPremium: profiles.isPremium }).from(profiles).where(eq(profiles.phoneNumber, phone));
  expect(me[0]?.isPremium).toBe(false);
}

async function buyer(t: TestApp) {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  return { client, phone };
}

const isPremium = async (client: TestClient) => (await client.get('/api/me')).body.profile.isPremium as boolean;

describe('POST /api/payments/verify with the sandbox checkout', () => {
  it('grants the plan: subscription for its length, premium on /api/me and /api/subscription, order paid', async () => {
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    const { client, phone } = await buyer(t);
    expect(await isPremium(client)).toBe(false);

    const query = await sandboxPurchase(client, 'quarterly');
    expect(query).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_sandbox_[0-9a-f]{14}$/),
      razorpay_order_id: expect.stringMatching(/^order_sandbox_/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      'notes[plan_id]': 'quarterly',
      amount: '74900',
    });
    const res = await client.post('/api/payments/verify', verifyBody(query));

    expect(res.status).toBe(200);
    const subscription = { planId: 'quarterly', planName: 'Quarterly', startDate: '2026-03-10T04:30:00.000Z', endDate: '2026-06-10T04:30:00.000Z' };
    expect(res.body.subscription).toEqual(subscription);
    expect(res.body.profile).toMatchObject({ phoneNumber: phone, isPremium: true });
    expect(await isPremium(client)).toBe(true);
    expect((await client.get('/api/subscription')).body.subscription).toEqual({ ...subscription, status: 'active' });

    const rows = await subscriptionsOf(t.db, phone);
    expect(rows).toEqual([
      expect.objectContaining({ planId: 'quarterly', status: 'active', paymentId: query.razorpay_payment_id, orderId: query.razorpay_order_id, amountPaid: 749 }),
    ]);
    expect(await orderRow(t.db, query.razorpay_order_id)).toMatchObject({ status: 'paid', paymentId: query.razorpay_payment_id, paidAt: t.clock.now() });
    // Premium follows the dates: the permanent flag stays off for a time-limited plan.
    const [flag] = await t.db.select({ isPremium: profiles.isPremium }).from(profiles).where(eq(profiles.phoneNumber, phone));
    expect(flag?.isPremium).toBe(false);
  });

  it('ends premium after the end date: /api/me says free and readings need credits again', async () => {
    const t = await createTestApp({ start: new Date('2026-01-31T04:30:00Z') });
    const { client } = await buyer(t);
    expect((await client.post('/api/readings', { readingType: 'daily' })).status).toBe(200); // the free reading
    expect((await client.post('/api/readings', { readingType: 'love' })).status).toBe(403);

    const verified = await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'monthly')));
    expect(verified.body.subscription.endDate).toBe('2026-02-28T04:30:00.000Z');
    // Readings of three types (asking for one type again in its period opens it, spending nothing).
    for (const readingType of ['weekly', 'monthly', 'career']) expect(sseEvents((await client.post('/api/readings', { readingType })).text).at(-1)?.type).toBe('done');

    t.clock.advance({ days: 28, minutes: -1 });
    expect(await isPremium(client)).toBe(true);
    t.clock.advance({ minutes: 2 });
    expect(await isPremium(client)).toBe(false);
    expect((await client.get('/api/subscription')).body.subscription).toBeNull();
    const res = await client.post('/api/readings', { readingType: 'yearly' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.noAccess);
  });

  it('refuses a forged signature and writes nothing', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const query = await sandboxPurchase(client);
    const body = verifyBody(query);
    const forgeries = [
      { ...body, razorpay_signature: 'f'.repeat(64) },
      { ...body, razorpay_signature: checkoutSignature('not-the-key-secret', body.razorpay_order_id, body.razorpay_payment_id) },
      // A real signature, for another payment id.
      { ...body, razorpay_payment_id: 'pay_sandbox_00000000000000' },
      { ...body, razorpay_signature: body.razorpay_signature.slice(0, 63) },
      { ...body, razorpay_signature: `${body.razorpay_signature}00` },
    ];
    for (const forged of forgeries) expect(await client.post('/api/payments/verify', forged)).toMatchObject(refused);
    await expectNothingWritten(t, phone, body.razorpay_order_id);
    expect(await isPremium(client)).toBe(false);
  });

  it('refuses a changed amount and writes nothing', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const body = verifyBody(await sandboxPurchase(client, 'yearly'));
    for (const amount of ['100', 100, 24_990, '249901']) {
      expect(await client.post('/api/payments/verify', { ...body, amount })).toMatchObject(refused);
    }
    await expectNothingWritten(t, phone, body.razorpay_order_id);
  });

  it('treats someone else’s order exactly like a missing one, and grants nothing to either user', async () => {
    const t = await createTestApp();
    const owner = await buyer(t);
    const other = await buyer(t);
    const body = verifyBody(await sandboxPurchase(owner.client));

    const stolen = await other.client.post('/api/payments/verify', body);
    const missing = await other.client.post('/api/payments/verify', { ...body, razorpay_order_id: 'order_sandbox_00000000000000' });
    expect(stolen).toMatchObject(refused);
    expect({ ...stolen.body, requestId: undefined }).toEqual({ ...missing.body, requestId: undefined });
    expect(await subscriptionsOf(t.db, other.phone)).toEqual([]);
    await expectNothingWritten(t, owner.phone, body.razorpay_order_id);

    // Nor can the other user use the sandbox to pay the owner's order.
    expect((await other.client.post('/api/payments/sandbox/pay', { orderId: body.razorpay_order_id, outcome: 'success' })).status).toBe(404);

    // The owner's own verification still works afterwards.
    expect((await owner.client.post('/api/payments/verify', body)).status).toBe(200);
  });

  it('answers a replayed payment with the same single subscription', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const body = verifyBody(await sandboxPurchase(client));

    const first = await client.post('/api/payments/verify', body);
    t.clock.advance({ days: 3 });
    const again = await client.post('/api/payments/verify', body);
    const burst = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/payments/verify', body)));

    expect(first.status).toBe(200);
    for (const res of [again, ...burst]) {
      expect(res.status).toBe(200);
      expect(res.body.subscription).toEqual(first.body.subscription);
    }
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });

  it('answers the spec’s messages for an unknown plan or a plan other than the order’s, writing nothing', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const body = verifyBody(await sandboxPurchase(client, 'quarterly'));
    const unknown = await client.post('/api/payments/verify', { ...body, planId: 'platinum' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: messages.invalidPlan });
    expect(await client.post('/api/payments/verify', { ...body, planId: 'monthly' })).toMatchObject(refused);
    await expectNothingWritten(t, phone, body.razorpay_order_id);
  });

  it('answers “Invalid payment details” when a parameter is missing or the amount is zero', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const body = verifyBody(await sandboxPurchase(client));
    const broken = [
      ...Object.keys(body).map((key) => ({ ...body, [key]: undefined })),
      ...Object.keys(body).map((key) => ({ ...body, [key]: '' })),
      { ...body, amount: 0 },
      { ...body, amount: '0' },
      { ...body, amount: '-74900' },
      { ...body, amount: '749.00' },
      { ...body, razorpay_payment_id: 'p'.repeat(500) },
    ];
    for (const input of broken) {
      const res = await client.post('/api/payments/verify', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.error).toBe(messages.invalidPaymentDetails);
    }
    await expectNothingWritten(t, phone, body.razorpay_order_id);
  });

  it('answers 401 to a visitor, and refuses a cross-site request, writing nothing', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const body = verifyBody(await sandboxPurchase(client));
    expect((await t.client().post('/api/payments/verify', body)).status).toBe(401);
    for (const headers of [{ origin: 'https://evil.example' }, { origin: undefined, 'sec-fetch-site': 'cross-site' }]) {
      const res = await client.post('/api/payments/verify', body, { headers });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(messages.forbiddenOrigin);
      const order = await client.post('/api/payments/orders', { planId: 'monthly' }, { headers });
      expect(order.status).toBe(403);
    }
    await expectNothingWritten(t, phone, body.razorpay_order_id);
  });

  it('answers the sandbox’s Fail like Checkout’s payment.failed, and the order can still be paid', async () => {
    const t = await createTestApp();
    const { client, phone } = await buyer(t);
    const { orderId } = await orderFor(client);
    const failed = await client.post('/api/payments/sandbox/pay', { orderId, outcome: 'failure' });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: messages.paymentFailed,
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_sandbox_/) },
      },
    });
    await expectNothingWritten(t, phone, orderId);

    const paid = await client.post('/api/payments/sandbox/pay', { orderId, outcome: 'success' });
    expect((await client.post('/api/payments/verify', verifyBody(paid.body))).status).toBe(200);
    const again = await client.post('/api/payments/sandbox/pay', { orderId, outcome: 'success' });
    expect(again).toMatchObject({ status: 409, body: { error: messages.orderAlreadyPaid } });
  });

  it('starts a renewal bought before the end when the current plan ends, so no paid day is lost', async () => {
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    const { client } = await buyer(t);
    await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'monthly')));
    t.clock.advance({ days: 20 });
    const renewal = await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'monthly')));
    expect(renewal.body.subscription).toMatchObject({ startDate: '2026-04-10T04:30:00.000Z', endDate: '2026-05-10T04:30:00.000Z' });
    // Past the first plan's end (10 Apr), inside the renewal (to 10 May).
    t.clock.advance({ days: 25 });
    expect(await isPremium(client)).toBe(true);
  });

  it('gives a lifetime plan no end date, and sets the permanent premium flag only for it', async () => {
    const t = await createTestApp();
    await t.db
      .insert(paymentPlans)
      .values({ planId: 'lifetime', name: 'Lifetime', description: 'Forever', price: 9999, duration: 'lifetime', features: ['Unlimited readings'] })
      .onConflictDoNothing();
    const { client, phone } = await buyer(t);
    const res = await client.post('/api/payments/verify', verifyBody(await sandboxPurchase(client, 'lifetime')));
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ planId: 'lifetime', endDate: null });
    const [flag] = await t.db.select({ isPremium: profiles.isPremium }).from(profiles).where(eq(profiles.phoneNumber, phone));
    expect(flag?.isPremium).toBe(true);
    t.clock.advance({ days: 3650 });
    await signIn(t, client, phone); // the old session has long expired
    expect(await isPremium(client)).toBe(true);
    expect((await client.get('/api/subscription')).body.subscription).toMatchObject({ planId: 'lifetime', endDate: null });
  });
});

describe('POST /api/payments/verify with Razorpay (local fake of its API)', () => {
  const keys = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'fake-key-secret-for-verify' };

  async function razorpayBuyer() {
    const fake = await startFakeRazorpay(keys);
    const t = await createTestApp({
      env: { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: 'whsec_test', RAZORPAY_API_BASE_URL: fake.url },
    });
    const client = t.client();
    const { phone } = await signIn(t, client);
    const order = await orderFor(client, 'monthly');
    /** What Checkout's handler gives after the customer pays at Razorpay. */
    const checkoutResult = (paymentId: string) => ({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.orderId,
      razorpay_signature: checkoutSignature(keys.keySecret, order.orderId, paymentId),
      planId: 'monthly',
      amount: order.amount,
    });
    return { fake, t, client, phone, order, checkoutResult };
  }

  it('fetches the payment and grants it when it is captured in INR for the order’s amount', async () => {
    const { fake, t, client, phone, order, checkoutResult } = await razorpayBuyer();
    const payment = fake.pay(order.orderId);
    const res = await client.post('/api/payments/verify', checkoutResult(payment.id));
    expect(res.status).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toContain(`GET /v1/payments/${payment.id}`);
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });

  it('captures an authorised payment for the stored amount, then grants it', async () => {
    const { fake, t, client, phone, order, checkoutResult } = await razorpayBuyer();
    const payment = fake.pay(order.orderId, { status: 'authorized' });
    const res = await client.post('/api/payments/verify', checkoutResult(payment.id));
    expect(res.status).toBe(200);
    const capture = fake.requests.find((r) => r.path === `/v1/payments/${payment.id}/capture`);
    expect(capture?.body).toEqual({ amount: 29_900, currency: 'INR' });
    expect(fake.payments.get(payment.id)?.status).toBe('captured');
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });

  it('refuses a payment Razorpay reports for another amount, in another currency, or failed', async () => {
    const { fake, t, client, phone, order, checkoutResult } = await razorpayBuyer();
    for (const options of [{ amount: 100 }, { currency: 'USD' }, { status: 'failed' as const }]) {
      const payment = fake.pay(order.orderId, options);
      expect(await client.post('/api/payments/verify', checkoutResult(payment.id))).toMatchObject(refused);
    }
    await expectNothingWritten(t, phone, order.orderId);
  });

  it('says it could not confirm the payment when Razorpay is down, and grants once it answers', async () => {
    const { fake, t, client, phone, order, checkoutResult } = await razorpayBuyer();
    const payment = fake.pay(order.orderId);
    fake.nextPaymentReply = { status: 503, body: { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } } };
    const down = await client.post('/api/payments/verify', checkoutResult(payment.id));
    expect(down).toMatchObject({ status: 502, body: { error: messages.paymentNotConfirmed, code: 'upstream_failed' } });
    await expectNothingWritten(t, phone, order.orderId);

    fake.nextPaymentReply = undefined;
    expect((await client.post('/api/payments/verify', checkoutResult(payment.id))).status).toBe(200);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.orderId, order.orderId))).toHaveLength(1);
    expect((await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, order.orderId)))[0]?.status).toBe('paid');
  });
});
