import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, signInWithProfile, type TestApp } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { analyticsEvents, webhookEvents } from '../db/schema';
import { hmacHex } from './signatures';
import {
  eventRow,
  newEventId,
  newPaymentId,
  orderFor,
  orderRow,
  paymentEvent,
  postWebhook,
  sandboxPurchase,
  subscriptionsOf,
  verifyBody,
} from '../../../tests/support/payment-helpers';

async function buyerWithOrder(t: TestApp, planId = 'quarterly') {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  const order = await orderFor(client, planId);
  return { client, phone, order };
}

describe('POST /api/payments/webhook', () => {
  it('activates the subscription of a user who paid but never came back to /payment/success', async () => {
    const t = await createTestApp({ start: new Date('2026-03-10T04:30:00Z') });
    const { client, phone, order } = await buyerWithOrder(t);
    const paymentId = newPaymentId();
    const eventId = newEventId();

    const res = await postWebhook(t, paymentEvent('payment.captured', { id: paymentId, orderId: order.orderId, amount: order.amount }), { eventId });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'processed' });
    expect(await subscriptionsOf(t.db, phone)).toEqual([
      expect.objectContaining({ planId: 'quarterly', paymentId, orderId: order.orderId, endDate: new Date('2026-06-10T04:30:00Z') }),
    ]);
    expect(await orderRow(t.db, order.orderId)).toMatchObject({ status: 'paid', paymentId });
    expect(await eventRow(t.db, eventId)).toMatchObject({ event: 'payment.captured', orderId: order.orderId });
    expect((await client.get('/api/me')).body.profile.isPremium).toBe(true);
  });

  it('activates from order.paid too', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t, 'yearly');
    const res = await postWebhook(t, paymentEvent('order.paid', { id: newPaymentId(), orderId: order.orderId, amount: order.amount }));
    expect(res.body).toEqual({ status: 'processed' });
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t);
    const body = paymentEvent('payment.captured', { id: newPaymentId(), orderId: order.orderId, amount: order.amount });
    const eventId = newEventId();
    const attempts = [
      postWebhook(t, body, { eventId, secret: 'not-the-webhook-secret' }),
      postWebhook(t, body, { eventId, signature: '' }),
      postWebhook(t, body, { eventId, signature: 'a'.repeat(64) }),
      // Signed with the key secret instead of the webhook secret.
      postWebhook(t, body, { eventId, secret: t.config.payments.keySecret }),
      // A valid signature of the same event serialised differently: only the raw body counts.
      postWebhook(t, JSON.stringify(JSON.parse(body), null, 2), { eventId, signature: hmacHex(t.config.payments.webhookSecret, body) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: messages.webhookSignatureInvalid, code: 'bad_request' });
    }
    const unsigned = await t.client({ origin: null }).request('/api/payments/webhook', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    expect(await subscriptionsOf(t.db, phone)).toEqual([]);
    expect(await orderRow(t.db, order.orderId)).toMatchObject({ status: 'pending', paymentId: null });
    expect(await eventRow(t.db, eventId)).toBeUndefined();
  });

  it('grants once when an event is delivered twice, or when both payment.captured and order.paid arrive', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t);
    const paymentId = newPaymentId();
    const captured = paymentEvent('payment.captured', { id: paymentId, orderId: order.orderId, amount: order.amount });
    const eventId = newEventId();

    const [first, second] = await Promise.all([postWebhook(t, captured, { eventId }), postWebhook(t, captured, { eventId })]);
    const third = await postWebhook(t, captured, { eventId });
    const orderPaid = await postWebhook(t, paymentEvent('order.paid', { id: paymentId, orderId: order.orderId, amount: order.amount }));

    expect([first.body.status, second.body.status].sort()).toEqual(['duplicate', 'processed']);
    expect(third.body).toEqual({ status: 'duplicate' });
    expect(orderPaid.status).toBe(200);
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.orderId))).toHaveLength(2);
  });

  it('ends paid when payment.failed comes first and payment.captured after, and stays paid if failed comes late', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t);
    const failedPayment = newPaymentId();
    const retried = newPaymentId();

    expect((await postWebhook(t, paymentEvent('payment.failed', { id: failedPayment, orderId: order.orderId, amount: order.amount }))).body).toEqual({
      status: 'processed',
    });
    expect((await orderRow(t.db, order.orderId))?.status).toBe('failed');

    await postWebhook(t, paymentEvent('payment.captured', { id: retried, orderId: order.orderId, amount: order.amount }));
    expect(await orderRow(t.db, order.orderId)).toMatchObject({ status: 'paid', paymentId: retried });

    // A late failure of the first attempt, delivered after the capture, changes nothing.
    await postWebhook(t, paymentEvent('payment.failed', { id: newPaymentId(), orderId: order.orderId, amount: order.amount }));
    expect(await orderRow(t.db, order.orderId)).toMatchObject({ status: 'paid', paymentId: retried });
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });

  it('gives one subscription when verify and the webhook race for the same payment', async () => {
    const t = await createTestApp();
    for (let round = 0; round < 4; round++) {
      const client = t.client();
      const { phone } = await signInWithProfile(t, client);
      const query = await sandboxPurchase(client);
      const webhook = paymentEvent('payment.captured', { id: query.razorpay_payment_id, orderId: query.razorpay_order_id, amount: Number(query.amount) });

      const [verified, hooked, again] = await Promise.all([
        client.post('/api/payments/verify', verifyBody(query)),
        postWebhook(t, webhook),
        client.post('/api/payments/verify', verifyBody(query)),
      ]);

      expect(verified.status).toBe(200);
      expect(again.status).toBe(200);
      expect(hooked.body).toEqual({ status: 'processed' });
      expect(again.body.subscription).toEqual(verified.body.subscription);
      expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
      // One purchase for analytics too, in rupees, keyed by the payment id.
      await vi.waitFor(async () => {
        const purchases = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.transactionId, query.razorpay_payment_id));
        expect(purchases).toEqual([expect.objectContaining({ name: 'purchase', origin: 'server', value: 749, currency: 'INR' })]);
      });
    }
  });

  it('does not grant a captured payment for another amount or currency, nor for an order we do not know', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t);
    for (const body of [
      paymentEvent('payment.captured', { id: newPaymentId(), orderId: order.orderId, amount: 100 }),
      paymentEvent('payment.captured', { id: newPaymentId(), orderId: order.orderId, amount: order.amount, currency: 'USD' }),
      paymentEvent('payment.captured', { id: newPaymentId(), orderId: 'order_NotOurs0000000', amount: order.amount }),
      paymentEvent('payment.captured', { id: newPaymentId(), orderId: order.orderId, amount: order.amount, status: 'refunded' }),
    ]) {
      const res = await postWebhook(t, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ignored' });
    }
    expect(await subscriptionsOf(t.db, phone)).toEqual([]);
    expect((await orderRow(t.db, order.orderId))?.status).toBe('pending');
  });

  it('acknowledges other events and signed bodies it cannot read with 200, changing nothing', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t);
    for (const body of [
      paymentEvent('payment.authorized', { id: newPaymentId(), orderId: order.orderId, amount: order.amount }),
      paymentEvent('refund.created', { id: newPaymentId(), orderId: order.orderId, amount: order.amount }),
      '{"event":"payment.captured"}',
      'not json',
    ]) {
      const res = await postWebhook(t, body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ignored' });
    }
    expect(await subscriptionsOf(t.db, phone)).toEqual([]);
    expect((await orderRow(t.db, order.orderId))?.status).toBe('pending');
  });

  it('is exempt from the same-origin check, unlike verify and orders', async () => {
    const t = await createTestApp();
    const { phone, order } = await buyerWithOrder(t);
    const body = paymentEvent('payment.captured', { id: newPaymentId(), orderId: order.orderId, amount: order.amount });
    const res = await t.client({ origin: 'https://razorpay.example' }).request('/api/payments/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', 'x-razorpay-signature': hmacHex(t.config.payments.webhookSecret, body) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'processed' });
    expect(await subscriptionsOf(t.db, phone)).toHaveLength(1);
  });
});
