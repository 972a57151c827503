import { and, asc, desc, eq, gt, isNull, max, min, or } from 'drizzle-orm';
import type { PlanDuration, PlanExtension } from '../../shared/plans';
import type { Db } from '../db/client';
import { paymentPlans, subscriptions } from '../db/schema';
import { planDuration, subscriptionEnd } from './plan-service';

export type SubscriptionView = {
  planId: string;
  planName: string;
  status: string;
  /** When premium began without a break: a renewal stacked after it does not move it. */
  startDate: string;
  /** Null means lifetime access. */
  endDate: string | null;
};

/**
 * Premium at `now`, the one rule for access and for what the profile shows: the profile's lifetime
 * flag, or a subscription in force at that moment (`subscription` as currentSubscription read it,
 * possibly a while ago from a cache, so its end is checked again).
 */
export function premiumAt(isPremium: boolean, subscription: SubscriptionView | null, now: Date): boolean {
  return isPremium || (subscription !== null && (subscription.endDate === null || new Date(subscription.endDate) > now));
}

/** Premium now, reading the user's subscriptions when the profile's flag does not already say so. */
export async function isPremiumNow(db: Db, phone: string, isPremium: boolean, now: Date): Promise<boolean> {
  return isPremium || premiumAt(false, await currentSubscription(db, phone, now), now);
}

/** Active subscriptions whose end is still ahead (or that never end). */
const runningAt = (phone: string, now: Date) =>
  and(eq(subscriptions.userPhone, phone), eq(subscriptions.status, 'active'), or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now)));

/**
 * The subscription in force now: active, with no end date or an end still ahead. Premium follows
 * these dates, so a lapsed plan stops counting without anyone flipping a flag. The plan is the one
 * that ends last (renewals are stacked, so the one bought last), its end the end of premium; the
 * start is that of the earliest one still running, so a member who renewed early sees when premium
 * began, not a date to come.
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
    .where(runningAt(phone, now))
    // PostgreSQL puts nulls first in descending order: lifetime, else the latest end.
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  const [first] = await db.select({ start: min(subscriptions.startDate) }).from(subscriptions).where(runningAt(phone, now));
  const startDate = first?.start ? new Date(first.start) : row.startDate;
  return { ...row, startDate: startDate.toISOString(), endDate: row.endDate?.toISOString() ?? null };
}

/**
 * When a time-limited plan bought now starts: now, or when the plan the user already paid for runs
 * out, so a renewal bought before the end loses no paid day.
 */
async function paidUntil(db: Db, phone: string, now: Date): Promise<Date> {
  const [row] = await db
    .select({ end: max(subscriptions.endDate) })
    .from(subscriptions)
    .where(and(eq(subscriptions.userPhone, phone), eq(subscriptions.status, 'active'), gt(subscriptions.endDate, now)));
  const end = row?.end ? new Date(row.end) : null;
  return end && end > now ? end : now;
}

/**
 * The one rule for the dates a plan bought now grants: lifetime starts now and never ends; a
 * time-limited plan starts when what is paid for runs out (`paid`) and lasts its calendar months.
 */
const periodOf = (duration: PlanDuration, paid: Date, now: Date) => {
  const startDate = duration === 'lifetime' ? now : paid;
  return { startDate, endDate: subscriptionEnd(startDate, duration) };
};

/** The dates a plan bought now grants (fulfilment grants them; the member page shows them first). */
export async function grantPeriod(db: Db, phone: string, duration: PlanDuration, now: Date): Promise<{ startDate: Date; endDate: Date | null }> {
  return periodOf(duration, await paidUntil(db, phone, now), now);
}

/**
 * For a member whose premium has an end date: the end date each plan (cheapest first) would give if
 * bought now, null for lifetime. Empty for anyone else: there is nothing to extend.
 */
export async function planExtensions(db: Db, phone: string, subscription: SubscriptionView | null, now: Date): Promise<PlanExtension[]> {
  if (!subscription?.endDate) return [];
  const plans = await db.select({ planId: paymentPlans.planId, duration: paymentPlans.duration }).from(paymentPlans).orderBy(asc(paymentPlans.price), asc(paymentPlans.planId));
  const paid = await paidUntil(db, phone, now);
  return plans.map((plan) => ({ planId: plan.planId, endDate: periodOf(planDuration(plan), paid, now).endDate?.toISOString() ?? null }));
}
