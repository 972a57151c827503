import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/support/test-db';
import { createTestApp, signIn, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { paymentOrders } from '../db/schema';
import { reconcilePendingOrders } from '../payments/reconcile';
import { checkoutSignature } from '../payments/signatures';
import { startFakeRazorpay, type FakeRazorpay } from '../../../tests/support/fake-razorpay';
import { openCheckout, orderFor, orderRow } from '../../../tests/support/payment-helpers';
import { expectError } from '../../../tests/support/security-support';

// docs/security.md, Payments: a user holds at most PAYMENT_OPEN_ORDERS_PER_USER (5) unpaid orders
// from the last day, and the reconciler asks the gateway only about orders whose checkout opened,
// the longest unchecked first, so a flood of orders can neither grow without end nor push a real
// payment out of its turn. Razorpay is a local fake of its API. The reconciler looks at every order
// in the database, so its tests have a database each; the others share the file's.

const keys = { keyId: 'rzp_test_abuse_payments', keySecret: 'fake-key-secret-for-abuse-tests' };

async function razorpayApp(options: { env?: Record<string, string>; ownDatabase?: boolean } = {}) {
  const fake = await startFakeRazorpay(keys);
  const t = await createTestApp({
    database: options.ownDatabase ? await createTestDb() : undefined,
    start: new Date('2026-05-04T06:00:00Z'),
    env: { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: 'whsec_abuse', RAZORPAY_API_BASE_URL: fake.url, ...options.env },
  });
  return { fake, t };
}

async function user(t: TestApp) {
  const client = t.client();
  const { phone } = await signIn(t, client);
  return { client, phone };
}

const ordersMadeAtRazorpay = (fake: FakeRazorpay) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders').length;
const pendingOrdersOf = (t: TestApp, phone: string) =>
  t.db.select().from(paymentOrders).where(and(eq(paymentOrders.userPhone, phone), eq(paymentOrders.status, 'pending')));
/** The orders the reconciler asked Razorpay about, in the order it asked. */
const askedAbout = (fake: FakeRazorpay) => fake.requests.flatMap((r) => /^\/v1\/orders\/([^/]+)\/payments$/.exec(r.path)?.[1] ?? []);
const isPremium = async (client: TestClient) => (await client.get('/api/me')).body.profile.isPremium as boolean;
const reconcile = (t: TestApp, limit?: number) => reconcilePendingOrders({ db: t.db, provider: t.payments, logger: t.logger }, t.clock.now(), { limit });

describe('open payment orders per user', () => {
  it('hands out the newest open order of the plan once a user holds 5, refuses a plan they hold none of, and asks Razorpay for nothing', async () => {
    const { fake, t } = await razorpayApp();
    const { client, phone } = await user(t);
    const monthly1 = await orderFor(client, 'monthly');
    const quarterly1 = await orderFor(client, 'quarterly');
    t.clock.advance({ minutes: 31 });
    await orderFor(client, 'monthly');
    const quarterly2 = await orderFor(client, 'quarterly');
    t.clock.advance({ minutes: 31 });
    const monthly3 = await orderFor(client, 'monthly');
    expect(await pendingOrdersOf(t, phone)).toHaveLength(5);
    expect(ordersMadeAtRazorpay(fake)).toBe(5);

    // Past the 30-minute retry window: the sixth, seventh… hand out the newest of the same plan.
    t.clock.advance({ minutes: 31 });
    for (let i = 0; i < 3; i++) {
      expect((await orderFor(client, 'monthly')).orderId).toBe(monthly3.orderId);
      expect((await orderFor(client, 'quarterly')).orderId).toBe(quarterly2.orderId);
    }
    expect(monthly3.orderId).not.toBe(monthly1.orderId);
    expect(quarterly2.orderId).not.toBe(quarterly1.orderId);

    // No open yearly order to hand out: refused, with when a slot frees (the first two orders turn a day old).
    const refused = await client.post('/api/payments/orders', { planId: 'yearly' });
    const wait = (24 * 60 - 93) * 60;
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited', retryAfterSeconds: wait } });
    expect(refused.body.error).toBe(`Too many requests. Please try again later. ${messages.tooManyOpenOrders} Try again in 23 hours.`);
    expect(refused.headers.get('Retry-After')).toBe(String(wait));
    const inHindi = await client.post('/api/payments/orders', { planId: 'yearly' }, { headers: { 'accept-language': 'hi' } });
    expect(inHindi).toMatchObject({ status: 429, body: { error: `${messagesHi.tooManyRequests} ${messagesHi.tooManyOpenOrders} ${messagesHi.tryAgainIn(wait)}`, code: 'rate_limited' } });

    expect(await pendingOrdersOf(t, phone)).toHaveLength(5);
    expect(ordersMadeAtRazorpay(fake)).toBe(5);

    // A day after the first two, they no longer count: a yearly order is made.
    t.clock.advance({ seconds: refused.body.retryAfterSeconds });
    const yearly = await orderFor(client, 'yearly');
    expect(yearly.amount).toBe(249_900);
    expect(ordersMadeAtRazorpay(fake)).toBe(6);
  });

  it('takes other users and paid orders out of the count', async () => {
    const { t } = await razorpayApp({ env: { PAYMENT_OPEN_ORDERS_PER_USER: '1' } });
    const first = await user(t);
    const second = await user(t);
    const order = await orderFor(first.client, 'monthly');
    expect((await second.client.post('/api/payments/orders', { planId: 'quarterly' })).status).toBe(200);
    expect((await first.client.post('/api/payments/orders', { planId: 'quarterly' })).body.error).toContain(messages.tooManyOpenOrders);

    await t.db.update(paymentOrders).set({ status: 'paid', paymentId: 'pay_abuse0001', paidAt: t.clock.now() }).where(eq(paymentOrders.orderId, order.orderId));
    expect((await first.client.post('/api/payments/orders', { planId: 'quarterly' })).status).toBe(200);
  });

  it('never lets concurrent requests take a user past 5 open orders', async () => {
    const { fake, t } = await razorpayApp();
    const { client, phone } = await user(t);
    for (const planId of ['monthly', 'quarterly', 'yearly']) await orderFor(client, planId);
    t.clock.advance({ minutes: 31 });

    // Nine at once, three of each plan, each seeing only three open orders when it starts.
    const replies = await Promise.all(['monthly', 'quarterly', 'yearly'].flatMap((planId) => [1, 2, 3].map(() => client.post('/api/payments/orders', { planId }))));

    const pending = await pendingOrdersOf(t, phone);
    expect(pending).toHaveLength(5);
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      // Every order handed out is one of the user's stored open orders, for the plan asked for.
      expect(pending.find((o) => o.orderId === reply.body.orderId)).toMatchObject({ amount: reply.body.amount });
    }
    // Requests that lost the race made orders at Razorpay that nobody is shown.
    expect(ordersMadeAtRazorpay(fake)).toBeGreaterThanOrEqual(5);
  });
});

describe('POST /api/payments/orders/:orderId/opened', () => {
  it('marks the user’s order as opened in a checkout, once; answers 404 for an unknown or malformed id and 401 to a visitor', async () => {
    const { t } = await razorpayApp();
    const { client } = await user(t);
    const order = await orderFor(client, 'monthly');
    expect((await orderRow(t.db, order.orderId))?.checkoutOpenedAt).toBeNull();

    const opened = await client.post(`/api/payments/orders/${order.orderId}/opened`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ orderId: order.orderId, checkoutOpenedAt: t.clock.now().toISOString() });

    // Opening it again (the user closed the checkout and pays on the same order) keeps the first time.
    t.clock.advance({ minutes: 5 });
    expect((await client.post(`/api/payments/orders/${order.orderId}/opened`)).body).toEqual(opened.body);

    for (const id of ['order_unknown0000000', 'x'.repeat(200), 'order%00nul']) {
      expectError(await client.post(`/api/payments/orders/${id}/opened`), 404, messages.orderNotFound);
    }
    expectError(await t.client().post(`/api/payments/orders/${order.orderId}/opened`), 401, messages.notSignedIn);
  });
});

describe('the reconciler', () => {
  it('checks and grants another user’s opened, paid order in the very next run, whatever 150 never-opened orders of one user wait', async () => {
    const { fake, t } = await razorpayApp({ ownDatabase: true });
    const flooder = await user(t);
    // Orders such as one user could make before the limit existed: none ever had a checkout opened.
    const flood = Array.from({ length: 150 }, (_, i) => ({
      orderId: `order_flood${String(i).padStart(4, '0')}${randomBytes(3).toString('hex')}`,
      userPhone: flooder.phone,
      planId: 'monthly',
      provider: 'razorpay',
      amount: 29_900,
      currency: 'INR',
      status: 'pending',
      receipt: `rcpt_flood_${i}`,
      createdAt: t.clock.now(),
    }));
    await t.db.insert(paymentOrders).values(flood);

    t.clock.advance({ seconds: 1 });
    const payer = await user(t);
    const order = await orderFor(payer.client, 'quarterly');
    await openCheckout(payer.client, order.orderId);
    fake.pay(order.orderId); // …and the browser and the webhook are both lost.

    t.clock.advance({ minutes: 16 });
    expect(await reconcile(t)).toEqual({ checked: 1, fulfilled: 1, failed: 0, errors: 0 });
    expect(await isPremium(payer.client)).toBe(true);
    expect(askedAbout(fake)).toEqual([order.orderId]);
  });

  it('asks about an order nobody opened only once, when it is a day old: a late grant if it was paid after all, else it is marked failed', async () => {
    const { fake, t } = await razorpayApp({ ownDatabase: true });
    const payer = await user(t);
    const paidUnseen = await orderFor(payer.client, 'monthly');
    fake.pay(paidUnseen.orderId); // the browser died before it could say the checkout opened
    const other = await user(t);
    const unpaid = await orderFor(other.client, 'monthly');

    t.clock.advance({ minutes: 16 });
    expect(await reconcile(t)).toMatchObject({ checked: 0 });
    t.clock.advance({ hours: 23, minutes: 43 });
    expect(await reconcile(t)).toMatchObject({ checked: 0 });

    t.clock.advance({ minutes: 2 });
    expect(await reconcile(t)).toEqual({ checked: 2, fulfilled: 1, failed: 1, errors: 0 });
    expect(await isPremium(payer.client)).toBe(true);
    expect(await orderRow(t.db, unpaid.orderId)).toMatchObject({ status: 'failed' });
    expect(await reconcile(t)).toMatchObject({ checked: 0 });
    expect(askedAbout(fake).sort()).toEqual([paidUnseen.orderId, unpaid.orderId].sort());
  });

  it('asks about an order whose verify found Razorpay down, though the browser never said the checkout opened', async () => {
    const { fake, t } = await razorpayApp({ ownDatabase: true });
    const { client } = await user(t);
    const order = await orderFor(client, 'monthly');
    const payment = fake.pay(order.orderId);
    fake.nextPaymentReply = { status: 503, body: { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } } };
    const down = await client.post('/api/payments/verify', {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.orderId,
      razorpay_signature: checkoutSignature(keys.keySecret, order.orderId, payment.id),
      planId: 'monthly',
      amount: order.amount,
    });
    expectError(down, 502, messages.paymentNotConfirmed);
    fake.nextPaymentReply = undefined;

    t.clock.advance({ minutes: 16 });
    expect(await reconcile(t)).toMatchObject({ checked: 1, fulfilled: 1 });
    expect(await isPremium(client)).toBe(true);
  });

  it('goes round every opened order when there are more than a run takes, those Razorpay fails on included: none twice before all once', async () => {
    const { fake, t } = await razorpayApp({ ownDatabase: true });
    const opened: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { client } = await user(t);
      const order = await orderFor(client, 'monthly');
      await openCheckout(client, order.orderId);
      opened.push(order.orderId);
      t.clock.advance({ seconds: 1 });
    }
    // Three more that Razorpay does not know: asking about them fails every time.
    const { phone } = await user(t);
    for (let i = 0; i < 3; i++) {
      const orderId = `order_unknown${i}${randomBytes(4).toString('hex')}`;
      await t.db.insert(paymentOrders).values({
        orderId,
        userPhone: phone,
        planId: 'monthly',
        provider: 'razorpay',
        amount: 29_900,
        status: 'pending',
        receipt: `rcpt_unknown_${i}`,
        createdAt: t.clock.now(),
        checkoutOpenedAt: t.clock.now(),
      });
      opened.push(orderId);
      t.clock.advance({ seconds: 1 });
    }

    t.clock.advance({ minutes: 16 });
    const runs: string[][] = [];
    for (let run = 0; run < 5; run++) {
      const before = askedAbout(fake).length;
      const report = await reconcile(t, 3);
      expect(report).toMatchObject({ checked: 3, fulfilled: 0 });
      // Within a run the oldest first; which orders a run takes is what matters.
      runs.push(askedAbout(fake).slice(before).sort((a, b) => opened.indexOf(a) - opened.indexOf(b)));
      t.clock.advance({ minutes: 5 });
    }
    // The first round takes runs one to three (the third finishes it and starts the next round):
    // no order is asked about twice before every one has been asked once.
    const byIndex = (indexes: number[]) => indexes.map((i) => opened[i]);
    expect(runs).toEqual([byIndex([0, 1, 2]), byIndex([3, 4, 5]), byIndex([0, 1, 6]), byIndex([2, 3, 4]), byIndex([0, 1, 5])]);
  });
});
