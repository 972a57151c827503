import { and, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { analyticsEvents, errorReports, otpChallenges, publicPages, rateEvents, readingCache, readingRuns, sessions, shareCredits, usedCaptchas, webhookEvents } from '../db/schema';
import { longestRateWindowMs } from '../lib/rate-limit';

const dayMs = 86_400_000;

/**
 * Instances compare timestamps written by other instances' clocks: rows that a limit still counts
 * are kept this much longer than the limit's window, so a clock a little ahead prunes nothing live.
 */
const clockMarginMs = 10 * 60_000;

/**
 * Razorpay retries a webhook for about 24 hours; the event ids only need to outlive that. Past it,
 * a repeated delivery still grants nothing: the order is already paid (fulfilment.ts).
 */
export const webhookEventRetentionMs = 30 * dayMs;
/**
 * A model's reply is asked for again only while its prompt can recur: the prompt carries the
 * reading's period, and the longest period is a year. Each reply is a whole reading.
 */
export const readingCacheRetentionMs = 400 * dayMs;
/** Error reports are for debugging recent releases. */
export const errorReportRetentionMs = 90 * dayMs;
/** Codes sent in the last 24 hours count towards the per-number daily limit and the SMS cap (otp-service.ts). */
const otpCountedMs = dayMs;
/** Share credits earned in a rolling 24 hours count towards the daily cap (share-service.ts). */
const shareCountedMs = dayMs;

/**
 * A public page (public-pages/page-store.ts) is drawn again at most this long after its drawing,
 * whatever its period: the table holds at most a week of drawings, however many cities and dates
 * are asked for, and a change to the pages' wording reaches every stored page within a week.
 */
export const publicPageMaxAgeMs = 7 * dayMs;
/** Last year's festival calendar is still looked at in January. */
const lastYearsCalendarMs = 31 * dayMs;

/**
 * The public pages past their use: a day's panchang once that day is over in every zone (the
 * period is the city's local day; zones run from UTC−12 to UTC+14, so a day before yesterday in UTC
 * is over everywhere), a year's calendar once January of the next year is over, and any page a week
 * after it was drawn. A page drawn in the last minutes (perhaps still being drawn) is left alone.
 */
function publicPageExpired(now: Date): SQL | undefined {
  const dayBefore = new Date(now.getTime() - dayMs).toISOString().slice(0, 10);
  const calendarYear = String(new Date(now.getTime() - lastYearsCalendarMs).getUTCFullYear());
  const p = publicPages.period;
  return and(
    lt(publicPages.claimedAt, ago(now, clockMarginMs)),
    or(
      and(sql`${p} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`, lt(p, dayBefore)),
      and(sql`${p} ~ '^[0-9]{4}$'`, lt(p, calendarYear)),
      lt(publicPages.claimedAt, ago(now, publicPageMaxAgeMs)),
    ),
  );
}

/** sessionMaxDays: a session's absolute lifetime from sign-in (SESSION_MAX_DAYS), whatever its expiry says. */
export type RetentionPolicy = { analyticsDays: number; sessionMaxDays: number };

/** key: the table's primary key, one column or several. */
type Rule = { name: string; table: PgTable; key: PgColumn | PgColumn[]; expired: (now: Date) => SQL | undefined };

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Each table that grows with traffic, and when its rows stop being useful. */
function rules(policy: RetentionPolicy): Rule[] {
  return [
    { name: 'rate_events', table: rateEvents, key: rateEvents.id, expired: (now) => lt(rateEvents.createdAt, ago(now, longestRateWindowMs + clockMarginMs)) },
    {
      name: 'otp_challenges',
      table: otpChallenges,
      key: otpChallenges.id,
      expired: (now) => and(lt(otpChallenges.createdAt, ago(now, otpCountedMs + clockMarginMs)), lt(otpChallenges.expiresAt, now)),
    },
    {
      name: 'sessions',
      table: sessions,
      key: sessions.tokenHash,
      expired: (now) => or(lt(sessions.expiresAt, now), lt(sessions.createdAt, ago(now, policy.sessionMaxDays * dayMs))),
    },
    // The captcha check also deletes expired ones as it goes; this catches quiet periods.
    { name: 'used_captchas', table: usedCaptchas, key: usedCaptchas.signature, expired: (now) => lt(usedCaptchas.expiresAt, now) },
    { name: 'share_credits', table: shareCredits, key: shareCredits.id, expired: (now) => lt(shareCredits.createdAt, ago(now, shareCountedMs + clockMarginMs)) },
    { name: 'webhook_events', table: webhookEvents, key: webhookEvents.eventId, expired: (now) => lt(webhookEvents.receivedAt, ago(now, webhookEventRetentionMs)) },
    { name: 'analytics_events', table: analyticsEvents, key: analyticsEvents.id, expired: (now) => lt(analyticsEvents.createdAt, ago(now, policy.analyticsDays * dayMs)) },
    { name: 'error_reports', table: errorReports, key: errorReports.id, expired: (now) => lt(errorReports.createdAt, ago(now, errorReportRetentionMs)) },
    { name: 'reading_cache', table: readingCache, key: readingCache.promptHash, expired: (now) => lt(readingCache.createdAt, ago(now, readingCacheRetentionMs)) },
    // A run whose lease ran out was left by a process that died: it already no longer counts
    // (reading-runs.ts). The margin spares a run a live writer is about to renew.
    { name: 'reading_runs', table: readingRuns, key: readingRuns.id, expired: (now) => lt(readingRuns.expiresAt, ago(now, clockMarginMs)) },
    { name: 'public_pages', table: publicPages, key: [publicPages.path, publicPages.language, publicPages.period], expired: publicPageExpired },
  ];
}

export type RetentionOptions = {
  /** Rows per DELETE: each is its own short statement, so no run holds many locks for long. */
  batchSize?: number;
  /** Batches per table per run; what is left waits for the next run (hourly). */
  maxBatches?: number;
};

/**
 * Deletes the rows of `rules` past their usefulness, in bounded batches. Safe with several
 * instances running it at once: each batch locks its rows with SKIP LOCKED, so the instances share
 * the work instead of waiting on each other, and a row is deleted once. Returns the rows deleted
 * per table.
 */
export async function pruneExpiredRows(db: Db, now: Date, policy: RetentionPolicy, options: RetentionOptions = {}): Promise<Record<string, number>> {
  const batchSize = options.batchSize ?? 1000;
  const maxBatches = options.maxBatches ?? 100;
  const report: Record<string, number> = {};
  for (const rule of rules(policy)) {
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const keys = Array.isArray(rule.key) ? rule.key : [rule.key];
      const doomed = db
        .select(Object.fromEntries(keys.map((column, i) => [`k${i}`, column])))
        .from(rule.table)
        .where(rule.expired(now))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const chosen = keys.length === 1 ? inArray(keys[0]!, doomed) : sql`(${sql.join(keys, sql`, `)}) in (${doomed})`;
      const rows = await db.delete(rule.table).where(chosen).returning({ key: keys[0]! });
      deleted += rows.length;
      if (rows.length < batchSize) break;
    }
    report[rule.name] = deleted;
  }
  return report;
}
