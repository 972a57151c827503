import { eq } from 'drizzle-orm';
import type { SubscriptionSummary } from '../../shared/plans';
import type { Db } from '../db/client';
import { paymentOrders, paymentPlans, profiles, subscriptions, webhookEvents } from '../db/schema';
import { planDuration } from './plan-service';
import { grantPeriod } from './subscription-service';

/** A payment the provider says is captured (or a signed webhook does), for one of our orders. */
export type CapturedPayment = { orderId: string; paymentId: string; amount: number; currency: string };

/** A subscription just granted: what analytics records as a purchase. `amount` is in paise. */
export type Grant = { userPhone: string; orderId: string; paymentId: string; amount: number; currency: string; subscription: SubscriptionSummary };

/** Told of every grant, whichever path made it; must not throw (it runs after the commit). */
export type OnGranted = (grant: Grant) => void;

export type Fulfilment =
  /** This call granted the subscription. */
  | ({ kind: 'granted' } & Grant)
  /** The order was already paid (by this payment, or another one when `samePayment` is false). */
  | { kind: 'already-paid'; userPhone: string; subscription: SubscriptionSummary; samePayment: boolean }
  /** A webhook event id we have already processed. */
  | { kind: 'duplicate-event' }
  | { kind: 'rejected'; reason: 'unknown-order' | 'amount-mismatch' | 'payment-reused' };

/**
 * The one fulfilment path for verify, webhooks and the reconciler (docs/security.md, Payments). In one
 * transaction: the webhook event is marked processed (if any), the order row is locked, and an
 * unpaid order becomes paid with its subscription. Racing callers queue on the order's row lock
 * and the later ones find it paid; unique keys on the event id, the order's payment id and the
 * subscription's payment id and order id are the backstop, so a payment grants at most once.
 */
export async function fulfilPayment(
  db: Db,
  payment: CapturedPayment,
  now: Date,
  options: { event?: { id: string; type: string }; onGranted?: OnGranted } = {},
): Promise<Fulfilment> {
  try {
    const result = await db.transaction((tx) => grant(tx, payment, now, options.event));
    if (result.kind === 'granted' && options.onGranted) {
      const { kind: _kind, ...granted } = result;
      try {
        options.onGranted(granted);
      } catch {
        // A listener's failure (analytics) never undoes or fails a committed grant.
      }
    }
    return result;
  } catch (error) {
    // Only a payment id already attached to another order gets here (the row lock serialises
    // everything else): that payment cannot pay a second order.
    if (isUniqueViolation(error)) return { kind: 'rejected', reason: 'payment-reused' };
    throw error;
  }
}

async function grant(tx: Db, payment: CapturedPayment, now: Date, event?: { id: string; type: string }): Promise<Fulfilment> {
  if (event) {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ eventId: event.id, event: event.type, orderId: payment.orderId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (fresh.length === 0) return { kind: 'duplicate-event' };
  }

  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, payment.orderId)).for('update');
  if (!order) return { kind: 'rejected', reason: 'unknown-order' };
  if (order.status === 'paid') {
    return { kind: 'already-paid', userPhone: order.userPhone, subscription: await subscriptionForOrder(tx, order.orderId), samePayment: order.paymentId === payment.paymentId };
  }
  // A failed order may still be paid: Checkout lets the user retry on the same order, and events
  // arrive out of order (payment.failed, then payment.captured). Never the other way round.
  if (payment.amount !== order.amount || payment.currency !== order.currency) return { kind: 'rejected', reason: 'amount-mismatch' };

  const [plan] = await tx.select().from(paymentPlans).where(eq(paymentPlans.planId, order.planId));
  if (!plan) throw new Error(`Order ${order.orderId} names a plan that no longer exists`);
  const duration = planDuration(plan);

  // One grant at a time per user, so that two plans bought together queue one after the other.
  await tx.select({ phone: profiles.phoneNumber }).from(profiles).where(eq(profiles.phoneNumber, order.userPhone)).for('update');
  // A renewal bought before the end starts when the current plan runs out (grantPeriod).
  const { startDate, endDate } = await grantPeriod(tx, order.userPhone, duration, now);

  const inserted = await tx
    .insert(subscriptions)
    .values({
      userPhone: order.userPhone,
      planId: plan.planId,
      status: 'active',
      createdAt: now,
      startDate,
      endDate,
      paymentId: payment.paymentId,
      orderId: order.orderId,
      // docs/product.md, Validation: the amount arrives in paise and is saved in rupees.
      amountPaid: Math.round(order.amount / 100),
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted.length === 0) return { kind: 'rejected', reason: 'payment-reused' };

  await tx.update(paymentOrders).set({ status: 'paid', paymentId: payment.paymentId, paidAt: now }).where(eq(paymentOrders.orderId, order.orderId));

  // docs/product.md, Data says a purchase sets is_premium, but that flag never lapses, and premium must end
  // with the plan: a time-limited plan is only its subscription row,
  // which currentSubscription() reads by its dates. Only lifetime access, which never ends, also
  // sets the flag.
  if (duration === 'lifetime') {
    await tx.update(profiles).set({ isPremium: true, updatedAt: now }).where(eq(profiles.phoneNumber, order.userPhone));
  }

  return {
    kind: 'granted',
    userPhone: order.userPhone,
    orderId: order.orderId,
    paymentId: payment.paymentId,
    amount: order.amount,
    currency: order.currency,
    subscription: { planId: plan.planId, planName: plan.name, startDate: startDate.toISOString(), endDate: endDate?.toISOString() ?? null },
  };
}

/** The subscription an order granted. */
export async function subscriptionForOrder(db: Db, orderId: string): Promise<SubscriptionSummary> {
  const [row] = await db
    .select({ planId: subscriptions.planId, planName: paymentPlans.name, startDate: subscriptions.startDate, endDate: subscriptions.endDate })
    .from(subscriptions)
    .innerJoin(paymentPlans, eq(paymentPlans.planId, subscriptions.planId))
    .where(eq(subscriptions.orderId, orderId));
  if (!row) throw new Error(`Paid order ${orderId} has no subscription`);
  return { planId: row.planId, planName: row.planName, startDate: row.startDate.toISOString(), endDate: row.endDate?.toISOString() ?? null };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
