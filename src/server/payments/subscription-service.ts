import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentPlans, subscriptions } from '../db/schema';

export type SubscriptionView = {
  planId: string;
  planName: string;
  status: string;
  startDate: string;
  /** Null means lifetime access. */
  endDate: string | null;
};

/**
 * The subscription in force now: active, with no end date or an end still ahead. Premium follows
 * these dates, so a lapsed plan stops counting without anyone flipping a flag.
 */
export async function currentSubscription(db: Db, phone: string, now: Date): Promise<SubscriptionView | null> {
  const [row] = await db
    .select({
      planId: subscriptions.planId,
      planName: paymentPlans.name,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
    })
    .from(subscriptions)
    .innerJoin(paymentPlans, eq(paymentPlans.planId, subscriptions.planId))
    .where(and(eq(subscriptions.userPhone, phone), eq(subscriptions.status, 'active'), or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now))))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  return { ...row, startDate: row.startDate.toISOString(), endDate: row.endDate?.toISOString() ?? null };
}
