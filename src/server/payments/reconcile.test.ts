import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/support/test-db';
import { createTestApp, signIn, type TestApp } from '../../../tests/support/test-app';
import { RazorpayProvider } from './razorpay-provider';
import { reconcilePendingOrders } from './reconcile';
import { startFakeRazorpay } from '../../../tests/support/fake-razorpay';
import { openCheckout, orderFor, orderRow, paymentEvent, postWebhook, subscriptionsOf } from '../../../tests/support/payment-helpers';

// Each test has a database of its own: the reconciler looks at every order in it. It asks only
// about orders whose checkout opened (or was paid in, as a webhook or verify shows), so each
// order here is opened as the browser opens it; abuse-payments.test.ts has the rest.

const reconcile = (t: TestApp) => reconcilePendingOrders({ db: t.db, provider: t.payments, logger: t.logger }, t.clock.now());

describe('reconcilePendingOrders', () => {
  it('grants a sandbox payment whose browser and webhook were both lost, once the order is 15 minutes old', async () => {
    const t = await createTestApp({ database: await createTestDb() });
    const client = t.client();
    const { phone } = await signIn(t, client);
    const { orderId } = await orderFor(client, 'monthly');
    await openCheckout(client, orderId);
    const paid = await client.post('/api/payments/sandbox/pay', { orderId, outcome: 'success' });
    expect(paid.status).toBe(200);
    // …and the browser never reaches /payment/success.

    t.clock.advance({ minutes: 14 });
    expect(await reconcile(t)).toEqual({ checked: 0, fulfilled: 0, failed: 0, errors: 0 });
    expect(await subscriptionsOf(t.db, phone)).toEqual([]);

    t.clock.advance({ minutes: 2 });
    expect(await reconcile(t)).toMatchObject({ checked: 1, fulfilled: 1 });
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'paid', paymentId: paid.body.razorpay_payment_id });
    expect((await client.get('/api/me')).body.profile.isPremium).toBe(true);

    // Nothing left to do on the next run; the user's late verify answers with the same grant.
    expect(await reconcile(t)).toMatchObject({ checked: 0, fulfilled: 0 });
    const late = await client.post('/api/payments/verify', {
      razorpay_payment_id: paid.body.razorpay_payment_id,
      razorpay_order_id: orderId,
      razorpay_signature: paid.body.razorpay_signature,
      planId: 'monthly',
      amount: paid.body.amount,
    });
    expect(late.status).toBe(200);
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });

  describe('with Razorpay (local fake of its API)', () => {
    const keys = { keyId: 'rzp_test_reconcile', keySecret: 'fake-key-secret-for-reconcile' };

    async function setUp() {
      const fake = await startFakeRazorpay(keys);
      const t = await createTestApp({
        database: await createTestDb(),
        env: { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: 'whsec_r', RAZORPAY_API_BASE_URL: fake.url },
      });
      return { fake, t };
    }

    it('fetches the order’s payments, captures an authorised one and grants it; leaves unpaid orders pending', async () => {
      const { fake, t } = await setUp();
      const payer = t.client();
      const { phone } = await signIn(t, payer);
      const paidOrder = await orderFor(payer, 'quarterly');
      await openCheckout(payer, paidOrder.orderId);
      fake.pay(paidOrder.orderId, { status: 'failed' });
      const payment = fake.pay(paidOrder.orderId, { status: 'authorized' });

      const browser = t.client();
      const other = await signIn(t, browser);
      const unpaid = await orderFor(browser, 'monthly');
      await openCheckout(browser, unpaid.orderId);
      fake.pay(unpaid.orderId, { status: 'failed' });

      t.clock.advance({ minutes: 16 });
      expect(await reconcile(t)).toEqual({ checked: 2, fulfilled: 1, failed: 0, errors: 0 });

      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining([`GET /v1/orders/${paidOrder.orderId}/payments`, `POST /v1/payments/${payment.id}/capture`, `GET /v1/orders/${unpaid.orderId}/payments`]),
      );
      expect(await orderRow(t.db, paidOrder.orderId)).toMatchObject({ status: 'paid', paymentId: payment.id });
      expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
      expect(await orderRow(t.db, unpaid.orderId)).toMatchObject({ status: 'pending' });
      expect(await subscriptionsOf(t.db, other.phone)).toEqual([]);

      // After a day with no captured payment, the order is marked failed and no longer polled.
      t.clock.advance({ hours: 24 });
      expect(await reconcile(t)).toMatchObject({ checked: 1, failed: 1 });
      expect((await orderRow(t.db, unpaid.orderId))?.status).toBe('failed');
      expect(await reconcile(t)).toMatchObject({ checked: 0 });
    });

    it('still grants an order a payment.failed webhook marked failed, when the retry on it was captured', async () => {
      const { fake, t } = await setUp();
      const client = t.client();
      const { phone } = await signIn(t, client);
      const order = await orderFor(client, 'monthly');
      const failed = fake.pay(order.orderId, { status: 'failed' });
      await postWebhook(t, paymentEvent('payment.failed', { id: failed.id, orderId: order.orderId, amount: order.amount }));
      expect((await orderRow(t.db, order.orderId))?.status).toBe('failed');
      fake.pay(order.orderId); // the retry in the same Checkout, whose webhook is lost

      t.clock.advance({ minutes: 20 });
      expect(await reconcile(t)).toMatchObject({ fulfilled: 1 });
      expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
    });

    it('refuses a payment for another amount, and survives Razorpay being down', async () => {
      const { fake, t } = await setUp();
      const client = t.client();
      const { phone } = await signIn(t, client);
      const order = await orderFor(client, 'monthly');
      await openCheckout(client, order.orderId);
      fake.pay(order.orderId, { amount: 100 });
      t.clock.advance({ minutes: 16 });
      expect(await reconcile(t)).toMatchObject({ checked: 1, fulfilled: 0, errors: 0 });
      expect(await subscriptionsOf(t.db, phone)).toEqual([]);

      const unreachable = new RazorpayProvider({ keyId: keys.keyId, keySecret: keys.keySecret, apiBaseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
      const report = await reconcilePendingOrders({ db: t.db, provider: unreachable, logger: t.logger }, t.clock.now());
      expect(report).toMatchObject({ checked: 1, fulfilled: 0, errors: 1 });
      expect((await orderRow(t.db, order.orderId))?.status).toBe('pending');
    });
  });
});
