import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentOrders } from '../db/schema';
import type { Logger } from '../logger';
import { fulfilPayment, type OnGranted } from './fulfilment';
import { openOrderLifetimeMs } from './open-orders';
import { PaymentProviderError, type PaymentProvider } from './payment-provider';
import { settlePayment } from './settle';

export type ReconcileOptions = {
  /** Orders younger than this are left to the browser and the webhook. */
  minAgeMs?: number;
  /** A pending order with no captured payment after this long is marked failed and left alone. */
  giveUpAfterMs?: number;
  /** At most this many orders per run, the longest unchecked first. */
  limit?: number;
};

export type ReconcileReport = { checked: number; fulfilled: number; failed: number; errors: number };

/**
 * The safety net (docs/security.md, Payments): for orders still unpaid 15 minutes after they were made,
 * ask the provider for the order's payments and grant a captured one (capturing an authorised one
 * first) through the same fulfilment as verify and the webhook. A payment is never lost when both
 * the browser and the webhook fail. Orders marked failed by a `payment.failed` webhook are looked
 * at too, until they are a day old: the user may have retried and paid on the same order.
 *
 * Only orders whose checkout opened are asked about on every run (the browser says so just before
 * it shows the checkout; verify and webhooks imply it): an order nobody opened cannot have been
 * paid, and asking about each of a flood of them would crowd out the real ones. Should the
 * browser's call have been lost on the way to a payment that verify and the webhook both missed
 * too, the order is still asked about once, when it is a day old and would otherwise be marked
 * failed: a late grant rather than none, at one question per order.
 *
 * Each run takes the orders asked about longest ago (never asked first, then the oldest), and
 * stamps them as asked whatever the gateway answers, so successive runs go round all of them
 * however many there are. Run it periodically (main.ts); it is safe to run concurrently with
 * everything else, itself included (concurrent runs take different orders).
 */
export async function reconcilePendingOrders(
  deps: { db: Db; provider: PaymentProvider; logger: Logger; onGranted?: OnGranted },
  now: Date,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const minAgeMs = options.minAgeMs ?? 15 * 60_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? openOrderLifetimeMs;
  const giveUpBefore = new Date(now.getTime() - giveUpAfterMs);
  const due = deps.db
    .select({ orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.provider, deps.provider.name),
        lt(paymentOrders.createdAt, new Date(now.getTime() - minAgeMs)),
        or(
          and(
            isNotNull(paymentOrders.checkoutOpenedAt),
            or(eq(paymentOrders.status, 'pending'), and(eq(paymentOrders.status, 'failed'), gt(paymentOrders.createdAt, giveUpBefore))),
          ),
          // Never opened: the one last look before it is marked failed.
          and(isNull(paymentOrders.checkoutOpenedAt), eq(paymentOrders.status, 'pending'), lt(paymentOrders.createdAt, giveUpBefore)),
        ),
      ),
    )
    .orderBy(sql`${paymentOrders.lastCheckedAt} asc nulls first`, asc(paymentOrders.createdAt))
    .limit(options.limit ?? 100)
    .for('update', { skipLocked: true });
  // Stamped before the gateway is asked, so an order it fails on waits its turn like the rest.
  const stamped = await deps.db.update(paymentOrders).set({ lastCheckedAt: now }).where(inArray(paymentOrders.orderId, due)).returning();
  const orders = stamped.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const report: ReconcileReport = { checked: orders.length, fulfilled: 0, failed: 0, errors: 0 };
  const toFail: string[] = [];
  for (const order of orders) {
    const known = { orderId: order.orderId, amount: order.amount, currency: order.currency };
    try {
      const payments = await deps.provider.fetchOrderPayments(known);
      // Captured first, then authorised ones (which settlePayment captures).
      const candidates = payments.filter((p) => p.status === 'captured').concat(payments.filter((p) => p.status === 'authorized'));
      let granted = false;
      for (const candidate of candidates) {
        const settlement = await settlePayment(deps.provider, candidate, known);
        if (!settlement.ok) {
          deps.logger.warn({ orderId: order.orderId, reason: settlement.reason }, 'Reconciler skipped a payment');
          continue;
        }
        const { payment } = settlement;
        const result = await fulfilPayment(
          deps.db,
          { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, currency: payment.currency },
          now,
          { onGranted: deps.onGranted },
        );
        if (result.kind === 'granted') {
          report.fulfilled += 1;
          deps.logger.info({ orderId: order.orderId, planId: result.subscription.planId }, 'Subscription granted by the reconciler');
        }
        if (result.kind === 'granted' || result.kind === 'already-paid') {
          granted = true;
          break;
        }
      }
      if (!granted && order.status === 'pending' && order.createdAt < giveUpBefore) toFail.push(order.orderId);
    } catch (error) {
      report.errors += 1;
      const reason = error instanceof PaymentProviderError ? error.reason : undefined;
      deps.logger.error({ orderId: order.orderId, reason, message: error instanceof Error ? error.message : String(error) }, 'Reconciler could not check an order');
    }
  }
  if (toFail.length > 0) {
    const failed = await deps.db
      .update(paymentOrders)
      .set({ status: 'failed' })
      .where(and(inArray(paymentOrders.orderId, toFail), eq(paymentOrders.status, 'pending')))
      .returning({ orderId: paymentOrders.orderId });
    report.failed = failed.length;
  }
  return report;
}
