import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentOrders } from '../db/schema';

/**
 * How long an unpaid order stays open. The reconciler takes its last look at an order this old
 * and marks it failed if nothing was captured; until then it counts against its user's limit.
 */
export const openOrderLifetimeMs = 24 * 60 * 60_000;

/** An unpaid order younger than this is handed out again when the user retries the same plan. */
export const orderReuseMs = 30 * 60_000;

/** One user's request for a checkout order: the plan and the price we charge for it (paise). */
export type OrderRequest = { userPhone: string; planId: string; amount: number; provider: string };

export type OrderDecision =
  | { kind: 'reuse'; orderId: string }
  | { kind: 'create' }
  /** At the limit with no order of this plan to hand out: a slot frees when an open order expires. */
  | { kind: 'refuse'; retryAfterSeconds: number };

/**
 * What a new order request gets (docs/security.md, Payments). Every open order is one the
 * reconciler may have to ask the gateway about, so a user holds at most `limit` of them:
 * - an unpaid order of the same plan and price from the last 30 minutes is handed out again;
 * - below the limit, a new order is made;
 * - at the limit, the newest open order of the same plan and price is handed out again. A
 *   Razorpay order takes payment attempts until one is captured, so it serves as well as a new
 *   one, and the user never notices the limit. With none of that plan, the request is refused.
 */
export async function decideOrder(db: Db, request: OrderRequest, now: Date, limit: number): Promise<OrderDecision> {
  // Newest first. At most `limit` of them, give or take orders made before the limit existed.
  const open = await db
    .select({ orderId: paymentOrders.orderId, planId: paymentOrders.planId, amount: paymentOrders.amount, createdAt: paymentOrders.createdAt })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userPhone, request.userPhone),
        eq(paymentOrders.provider, request.provider),
        eq(paymentOrders.status, 'pending'),
        gt(paymentOrders.createdAt, new Date(now.getTime() - openOrderLifetimeMs)),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt));
  const samePlan = open.find((o) => o.planId === request.planId && o.amount === request.amount);
  if (samePlan && samePlan.createdAt.getTime() > now.getTime() - orderReuseMs) return { kind: 'reuse', orderId: samePlan.orderId };
  if (open.length < limit) return { kind: 'create' };
  if (samePlan) return { kind: 'reuse', orderId: samePlan.orderId };
  // Below the limit again once all but limit - 1 of them have expired.
  const freesSlot = open[limit - 1]!;
  return { kind: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil((freesSlot.createdAt.getTime() + openOrderLifetimeMs - now.getTime()) / 1000)) };
}

/**
 * Holds the user's order-making lock until the transaction ends, so that counting their open
 * orders and storing a new one happen as one step: concurrent requests queue here and each
 * counts the orders the ones before it stored.
 */
export async function lockOrdersOf(tx: Db, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-orders:${phone}`}))`);
}

/**
 * Sets when the checkout for an order first opened; later calls keep the first time. A payment
 * attempt (verify, a webhook) implies the checkout opened even if the browser never said so.
 */
export const checkoutOpenedNow = (now: Date) => sql`coalesce(${paymentOrders.checkoutOpenedAt}, ${now.toISOString()}::timestamptz)`;
