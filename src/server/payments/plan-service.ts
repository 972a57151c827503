import { asc, eq } from 'drizzle-orm';
import { durationMonths, periodLabels, planDurations, planFeatures, planFeatureWords, savingPercent, type PlanDuration, type PlanView } from '../../shared/plans';
import type { Db } from '../db/client';
import { paymentPlans } from '../db/schema';

export type PlanRow = typeof paymentPlans.$inferSelect;

const isDuration = (value: string): value is PlanDuration => (planDurations as readonly string[]).includes(value);

/** A plan's duration as stored; the table's check constraint allows only the known ones. */
export function planDuration(plan: Pick<PlanRow, 'duration'>): PlanDuration {
  if (!isDuration(plan.duration)) throw new Error(`Unknown plan duration '${plan.duration}'`);
  return plan.duration;
}

/**
 * A plan as the API sends it. Its features are worded here from what Premium really gives (and
 * the plan's saving from the prices), not read from the row: the seeded lists sold PDFs and
 * priority support, which every user has or nobody does.
 */
export function toPlanView(row: PlanRow, all: PlanRow[], readingsPerDay: number | null): PlanView {
  const duration = planDuration(row);
  const priced = all.map((plan) => ({ price: plan.price, duration: planDuration(plan) }));
  return {
    planId: row.planId,
    name: row.name,
    description: row.description,
    price: row.price,
    duration,
    periodLabel: periodLabels[duration],
    features: planFeatures(planFeatureWords, { readingsPerDay, savingPercent: savingPercent({ price: row.price, duration }, priced) }),
    isPopular: row.isPopular,
  };
}

/**
 * docs/product.md, Calls: all plans, cheapest first. Prices come from here, never from the browser.
 * `readingsPerDay` is Premium's fair-use limit (null: none).
 */
export async function listPlans(db: Db, readingsPerDay: number | null): Promise<PlanView[]> {
  const rows = await db.select().from(paymentPlans).orderBy(asc(paymentPlans.price), asc(paymentPlans.planId));
  return rows.map((row) => toPlanView(row, rows, readingsPerDay));
}

export async function findPlan(db: Db, planId: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.planId, planId));
  return row ?? null;
}

/** India has had one offset, +05:30, with no daylight saving, since 1945. */
const indiaOffsetMs = 330 * 60_000;

/**
 * `months` calendar months after `date`, counted on India's calendar at the same time of day, and
 * clamped to the end of a shorter month: 31 Jan → 28 (or 29) Feb, 30 Nov + 3 → 28/29 Feb.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const local = new Date(date.getTime() + indiaOffsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - indiaOffsetMs);
}

/** When a plan bought to start at `start` ends; null for lifetime (no end date). */
export function subscriptionEnd(start: Date, duration: PlanDuration): Date | null {
  const months = durationMonths[duration];
  return months === null ? null : addCalendarMonths(start, months);
}
