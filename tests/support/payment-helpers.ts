import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp, TestClient } from './test-app';
import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { paymentOrders, subscriptions, webhookEvents } from '../../src/server/db/schema';
import { hmacHex } from '../../src/server/payments/signatures';

/** Creates an order for a plan as the browser does, failing loudly if the server refuses. */
export async function orderFor(client: TestClient, planId = 'quarterly') {
  const res = await client.post('/api/payments/orders', { planId });
  if (res.status !== 200) throw new Error(`Creating an order failed: ${res.status} ${res.text}`);
  return res.body as { orderId: string; amount: number; keyId: string };
}

/** The browser opening the checkout for an order: it tells the server just before the checkout shows. */
export async function openCheckout(client: TestClient, orderId: string) {
  const res = await client.post(`/api/payments/orders/${encodeURIComponent(orderId)}/opened`);
  if (res.status !== 200) throw new Error(`Marking the checkout opened failed: ${res.status} ${res.text}`);
  return res.body as { orderId: string; checkoutOpenedAt: string };
}

/** Order, then the sandbox checkout's Pay: the query /payment/success receives. */
export async function sandboxPurchase(client: TestClient, planId = 'quarterly') {
  const order = await orderFor(client, planId);
  const paid = await client.post('/api/payments/sandbox/pay', { orderId: order.orderId, outcome: 'success' });
  if (paid.status !== 200) throw new Error(`Sandbox payment failed: ${paid.status} ${paid.text}`);
  return paid.body as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string; 'notes[plan_id]': string; amount: string };
}

/** What /payment/success posts to verify, from the query it received. */
export function verifyBody(query: Awaited<ReturnType<typeof sandboxPurchase>>) {
  return {
    razorpay_payment_id: query.razorpay_payment_id,
    razorpay_order_id: query.razorpay_order_id,
    razorpay_signature: query.razorpay_signature,
    planId: query['notes[plan_id]'],
    amount: query.amount,
  };
}

export const subscriptionsOf = (db: Db, phone: string) => db.select().from(subscriptions).where(eq(subscriptions.userPhone, phone));
export const orderRow = async (db: Db, orderId: string) => (await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)))[0];
export const eventRow = async (db: Db, eventId: string) => (await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId)))[0];

export const newEventId = () => `evt_${randomBytes(7).toString('hex')}`;
export const newPaymentId = () => `pay_${randomBytes(7).toString('hex')}`;

/** A Razorpay webhook body for a payment event, as Razorpay sends it (sample payloads). */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid' | 'refund.created',
  payment: { id: string; orderId: string; amount: number; currency?: string; status?: string },
) {
  const status = payment.status ?? (event === 'payment.failed' ? 'failed' : event === 'payment.authorized' ? 'authorized' : 'captured');
  const entity = {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency ?? 'INR',
    status,
    order_id: payment.orderId,
    method: 'upi',
    captured: status === 'captured',
    email: 'void@razorpay.com',
    contact: '+919999999999',
    notes: [],
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    created_at: Math.floor(Date.now() / 1000),
  };
  const contains = event === 'order.paid' ? ['payment', 'order'] : ['payment'];
  const order = { entity: { id: payment.orderId, entity: 'order', amount: payment.amount, amount_paid: payment.amount, currency: 'INR', status: 'paid' } };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event,
    contains,
    payload: event === 'order.paid' ? { payment: { entity }, order } : { payment: { entity } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** Posts a webhook the way Razorpay's servers do: no Origin, no cookie, signed raw body. */
export function postWebhook(
  t: Pick<TestApp, 'client'> & { config: Config },
  body: string,
  options: { eventId?: string; signature?: string; secret?: string } = {},
) {
  const signature = options.signature ?? hmacHex(options.secret ?? t.config.payments.webhookSecret, body);
  return t.client({ origin: null }).request('/api/payments/webhook', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': options.eventId ?? newEventId() },
  });
}
