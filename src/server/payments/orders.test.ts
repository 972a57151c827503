import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn, signInWithProfile } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { checkoutThemeColor } from '../../shared/plans';
import { paymentOrders } from '../db/schema';
import { orderFor, orderRow } from '../../../tests/support/payment-helpers';
import { startFakeRazorpay } from '../../../tests/support/fake-razorpay';

const rzpKeys = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'fake-key-secret-for-tests' };

async function razorpayApp(credentials: { keyId: string; keySecret: string } = rzpKeys) {
  const fake = await startFakeRazorpay(rzpKeys);
  const t = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: credentials.keyId,
      RAZORPAY_KEY_SECRET: credentials.keySecret,
      RAZORPAY_WEBHOOK_SECRET: 'fake-webhook-secret',
      RAZORPAY_API_BASE_URL: fake.url,
    },
  });
  return { t, fake };
}

const ordersOf = (t: Awaited<ReturnType<typeof createTestApp>>, phone: string) =>
  t.db.select().from(paymentOrders).where(eq(paymentOrders.userPhone, phone));

describe('POST /api/payments/orders (sandbox)', () => {
  it('charges the stored price in paise, whatever amount or price the browser sends', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);

    const res = await client.post('/api/payments/orders', { planId: 'quarterly', amount: 100, price: 1, currency: 'USD' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
      orderId: expect.stringMatching(/^order_sandbox_[0-9a-f]{14}$/),
      amount: 74_900,
      currency: 'INR',
      name: 'Jyotishi',
      description: 'Quarterly Subscription',
      prefill: { name: 'Asha Verma', contact: phone, email: '' },
      notes: { plan_id: 'quarterly' },
      themeColor: checkoutThemeColor,
    });
    expect(await orderRow(t.db, res.body.orderId)).toMatchObject({
      userPhone: phone,
      planId: 'quarterly',
      provider: 'sandbox',
      amount: 74_900,
      currency: 'INR',
      status: 'pending',
      receipt: expect.stringMatching(/^rcpt_/),
      paymentId: null,
      paidAt: null,
    });
  });

  it('hands out the same open order on a retry, and a new one after 30 minutes or for another plan', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);

    const first = await orderFor(client, 'monthly');
    t.clock.advance({ minutes: 29 });
    expect((await orderFor(client, 'monthly')).orderId).toBe(first.orderId);
    const yearly = await orderFor(client, 'yearly');
    expect(yearly.orderId).not.toBe(first.orderId);
    expect(yearly.amount).toBe(249_900);
    t.clock.advance({ minutes: 2 });
    const later = await orderFor(client, 'monthly');
    expect(later.orderId).not.toBe(first.orderId);

    expect(await ordersOf(t, phone)).toHaveLength(3);
  });

  it('does not hand out an order again once it is paid', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signIn(t, client);
    const first = await orderFor(client, 'monthly');
    await t.db.update(paymentOrders).set({ status: 'paid', paymentId: 'pay_x', paidAt: t.clock.now() }).where(eq(paymentOrders.orderId, first.orderId));
    expect((await orderFor(client, 'monthly')).orderId).not.toBe(first.orderId);
  });

  it('refuses an unknown plan with the spec’s message and stores nothing', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signIn(t, client);
    for (const body of [{ planId: 'platinum' }, { planId: '' }, {}, { planId: 42 }]) {
      const res = await client.post('/api/payments/orders', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.invalidPlan, code: 'bad_request' });
    }
    expect(await ordersOf(t, phone)).toEqual([]);
  });

  it('answers 401 to a visitor who is not signed in (the browser sends them to /auth)', async () => {
    const t = await createTestApp();
    const res = await t.client().post('/api/payments/orders', { planId: 'monthly' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: messages.notSignedIn, code: 'unauthorized' });
  });
});

describe('POST /api/payments/orders (Razorpay, against a local fake of its API)', () => {
  it('creates the order through the SDK with the key, INR, a receipt and notes', async () => {
    const { t, fake } = await razorpayApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name: 'Ravi', email: 'ravi@example.com' });

    const res = await client.post('/api/payments/orders', { planId: 'monthly', amount: 1 });

    expect(res.status).toBe(200);
    const [request] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(request?.auth).toBe(`Basic ${Buffer.from(`${rzpKeys.keyId}:${rzpKeys.keySecret}`).toString('base64')}`);
    expect(request?.body).toEqual({ amount: 29_900, currency: 'INR', receipt: expect.stringMatching(/^rcpt_.{1,35}$/), notes: { plan_id: 'monthly', user_phone: phone } });
    const created = [...fake.orders.values()][0];
    expect(res.body).toMatchObject({
      provider: 'razorpay',
      keyId: rzpKeys.keyId,
      orderId: created?.id,
      amount: 29_900,
      description: 'Monthly Subscription',
      prefill: { name: 'Ravi', contact: phone, email: 'ravi@example.com' },
    });
    expect(res.text).not.toContain(rzpKeys.keySecret);
    expect(await orderRow(t.db, created!.id)).toMatchObject({ provider: 'razorpay', amount: 29_900, status: 'pending' });

    // A retry reuses the order without asking Razorpay again.
    expect((await orderFor(client, 'monthly')).orderId).toBe(created?.id);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a Razorpay error as “Failed to create order: {message}” and stores nothing', async () => {
    const { t } = await razorpayApp({ keyId: rzpKeys.keyId, keySecret: 'a-wrong-secret' });
    const client = t.client();
    const { phone } = await signIn(t, client);
    const res = await client.post('/api/payments/orders', { planId: 'monthly' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: 'Failed to create order: Authentication failed', code: 'upstream_failed' });
    expect(await ordersOf(t, phone)).toEqual([]);
  });

  it('reports a reply without an order id as “Invalid response from order creation API”', async () => {
    const { t, fake } = await razorpayApp();
    fake.nextOrderReply = { status: 200, body: { entity: 'order', amount: 29_900, currency: 'INR' } };
    const client = t.client();
    const { phone } = await signIn(t, client);
    const res = await client.post('/api/payments/orders', { planId: 'monthly' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: messages.orderResponseInvalid, code: 'upstream_failed' });
    expect(await ordersOf(t, phone)).toEqual([]);
  });

  it('reports an unreachable Razorpay without internal details', async () => {
    const t = await createTestApp({
      env: { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w', RAZORPAY_API_BASE_URL: 'http://127.0.0.1:9' },
    });
    const client = t.client();
    await signIn(t, client);
    const res = await client.post('/api/payments/orders', { planId: 'monthly' });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(messages.orderCreateFailed(messages.paymentGatewayUnavailable));
    expect(res.text).not.toContain('127.0.0.1');
  });

  it('allows Razorpay Checkout’s origins in the CSP only with Razorpay', async () => {
    const { t } = await razorpayApp();
    // The pages' CSP (the API's own allows nothing at all): any answer outside /api carries it.
    const csp = (await t.client().get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self'[^;]* https:\/\/api\.razorpay\.com/);
    const sandbox = await createTestApp();
    expect((await sandbox.client().get('/')).headers.get('content-security-policy')).not.toContain('razorpay');
  });

  it('has no sandbox checkout: its Pay answers 404', async () => {
    const { t } = await razorpayApp();
    const client = t.client();
    await signIn(t, client);
    const { orderId } = await orderFor(client, 'monthly');
    const res = await client.post('/api/payments/sandbox/pay', { orderId, outcome: 'success' });
    expect(res.status).toBe(404);
    expect((await orderRow(t.db, orderId))?.status).toBe('pending');
  });
});
