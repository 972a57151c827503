import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { paymentOrders, webhookEvents } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../logger';
import { fulfilPayment, type OnGranted } from './fulfilment';
import { checkoutOpenedNow } from './open-orders';
import { hmacHex, signatureMatches } from './signatures';

const paymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: paymentEntity }).optional() }).loose().default({}),
});

export type WebhookResult = { status: 'processed' | 'duplicate' | 'ignored' };

type Deps = { db: Db; webhookSecret: string; logger: Logger; onGranted?: OnGranted };

/**
 * Razorpay's webhook (docs/security.md, Payments): HMAC-SHA256 of the raw body with the webhook secret,
 * compared in constant time, before anything is parsed. `payment.captured` and `order.paid` grant
 * through the shared fulfilment, with the event id marked processed in the same transaction;
 * `payment.failed` marks a still-pending order failed (a later capture still makes it paid);
 * anything else is acknowledged and ignored. Every branch is one short transaction, well within
 * Razorpay's 5-second budget. Answers 2xx for everything signed, so Razorpay stops retrying.
 */
export async function handleWebhook(deps: Deps, rawBody: string, headers: { signature?: string; eventId?: string }, now: Date): Promise<WebhookResult> {
  if (!signatureMatches(hmacHex(deps.webhookSecret, rawBody), headers.signature)) {
    deps.logger.warn('Webhook refused: bad signature');
    throw new AppError('bad_request', messages.webhookSignatureInvalid);
  }
  let parsed;
  try {
    parsed = eventSchema.safeParse(JSON.parse(rawBody));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    deps.logger.warn('Webhook ignored: signed, but not an event we can read');
    return { status: 'ignored' };
  }
  const { event, payload } = parsed.data;
  // Razorpay sends the id on every delivery; a body's hash stands in should it ever be missing.
  const eventId = headers.eventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const payment = payload.payment?.entity;
  // A payment on one of our orders means its checkout opened, whether or not the browser said
  // so: the reconciler keeps asking about it (an authorised payment it must still capture).
  if (payment) {
    await deps.db.update(paymentOrders).set({ checkoutOpenedAt: checkoutOpenedNow(now) }).where(eq(paymentOrders.orderId, payment.order_id));
  }

  if ((event === 'payment.captured' || event === 'order.paid') && payment) {
    if (payment.status !== 'captured') {
      deps.logger.warn({ event, orderId: payment.order_id, status: payment.status }, 'Webhook ignored: payment not captured');
      return { status: 'ignored' };
    }
    const result = await fulfilPayment(
      deps.db,
      { orderId: payment.order_id, paymentId: payment.id, amount: payment.amount, currency: payment.currency },
      now,
      { event: { id: eventId, type: event }, onGranted: deps.onGranted },
    );
    switch (result.kind) {
      case 'duplicate-event':
        return { status: 'duplicate' };
      case 'rejected':
        deps.logger.warn({ event, orderId: payment.order_id, reason: result.reason }, 'Webhook payment not granted');
        return { status: 'ignored' };
      case 'already-paid':
        if (!result.samePayment) deps.logger.warn({ orderId: payment.order_id }, 'A second payment was captured for a paid order: refund it');
        return { status: 'processed' };
      case 'granted':
        deps.logger.info({ event, orderId: payment.order_id, planId: result.subscription.planId }, 'Subscription granted from a webhook');
        return { status: 'processed' };
    }
  }

  if (event === 'payment.failed' && payment) {
    return deps.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(webhookEvents)
        .values({ eventId, event, orderId: payment.order_id, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (fresh.length === 0) return { status: 'duplicate' as const };
      // Forward only: a paid order never goes back.
      await tx
        .update(paymentOrders)
        .set({ status: 'failed' })
        .where(and(eq(paymentOrders.orderId, payment.order_id), eq(paymentOrders.status, 'pending')));
      return { status: 'processed' as const };
    });
  }

  return { status: 'ignored' };
}
