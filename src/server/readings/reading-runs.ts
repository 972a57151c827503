import { and, count, eq, gt, min, ne, sql } from 'drizzle-orm';
import { messagesIn } from '../../shared/messages-in';
import type { Language } from '../../shared/profile';
import type { Db } from '../db/client';
import { muhurtaResults, questionTurns, readingRuns, readings } from '../db/schema';
import { waitRefusal } from '../http/errors';
import { momentInWords } from '../lib/moment-words';

const dayMs = 86_400_000;

/** A user's own limits on readings (docs/security.md). */
export type ReadingLimits = {
  /** Readings one user may have being written at once, on all instances together. */
  inProgressPerUser: number;
  /** Readings a premium user may have written in any rolling 24 hours; Infinity for no limit. */
  premiumPerDay: number;
};

/**
 * One user's limit checks and the rows they count happen under this lock, so simultaneous
 * requests (on any instance) cannot all see room for one more.
 */
function lockUser(tx: Db, phone: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`readings:${phone}`}))`);
}

/**
 * Runs whose lease is still alive: a run whose process died stops counting once its lease ends.
 * `firstEnds` is the soonest a lease ends, the longest a refused user waits for a free slot.
 */
async function liveRuns(tx: Db, phone: string, now: Date) {
  const [row] = await tx
    .select({ n: count(), firstEnds: min(readingRuns.expiresAt) })
    .from(readingRuns)
    .where(and(eq(readingRuns.userPhone, phone), gt(readingRuns.expiresAt, now)));
  return { running: row?.n ?? 0, firstEnds: row?.firstEnds ?? now };
}

/**
 * Premium's fair use: the readings saved in the last 24 hours, plus the `running` ones that will
 * be saved, stay under `perDay`. A rolling 24 hours rather than India's calendar day, like the
 * other daily limits: no day boundary lets twice the limit through in a few minutes.
 */
async function refuseOverDailyLimit(tx: Db, phone: string, now: Date, perDay: number, running: number, language: Language) {
  if (!Number.isFinite(perDay)) return;
  const since = new Date(now.getTime() - dayMs);
  const [recent] = await tx
    .select({ n: count(), oldest: min(readings.createdAt) })
    .from(readings)
    .where(and(eq(readings.userPhone, phone), gt(readings.createdAt, since)));
  // A question asked anew counts as a reading does (docs/decisions/043); a free follow-up does not.
  const [asked] = await tx
    .select({ n: count(), oldest: min(questionTurns.createdAt) })
    .from(questionTurns)
    .where(and(eq(questionTurns.userPhone, phone), gt(questionTurns.createdAt, since), ne(questionTurns.spend, 'follow-up')));
  // A personal muhurta search is bought as a reading is, and counts as one (docs/decisions/045).
  const [muhurtas] = await tx
    .select({ n: count(), oldest: min(muhurtaResults.createdAt) })
    .from(muhurtaResults)
    .where(and(eq(muhurtaResults.userPhone, phone), gt(muhurtaResults.createdAt, since)));
  if ((recent?.n ?? 0) + (asked?.n ?? 0) + (muhurtas?.n ?? 0) + running < perDay) return;
  // When the oldest reading, question or search counted turns a day old, there is room for one
  // more (with only running ones counted, when the first of them is saved: a day at the latest).
  const oldest = Math.min(recent?.oldest?.getTime() ?? Infinity, asked?.oldest?.getTime() ?? Infinity, muhurtas?.oldest?.getTime() ?? Infinity);
  const retryAt = new Date((Number.isFinite(oldest) ? oldest : now.getTime()) + dayMs);
  const reason = messagesIn(language).premiumDailyLimit(perDay, momentInWords(retryAt, language));
  throw waitRefusal(retryAt.getTime() - now.getTime(), language, reason, { retryAt: retryAt.toISOString() });
}

/**
 * Records a reading being written, or refuses it with 429: the user already has
 * `inProgressPerUser` being written, or (premium) has reached the day's fair use. Called before
 * anything is spent, so a refusal changes nothing. The run is a lease until `now + leaseMs`:
 * the writer renews it (renewRun) and ends it (endRun); if its process dies, it stops counting
 * when the lease runs out and retention deletes it. Returns the run's id.
 */
export async function startRun(db: Db, phone: string, now: Date, options: { limits: ReadingLimits; leaseMs: number; premium: boolean; language: Language }) {
  return db.transaction(async (tx) => {
    await lockUser(tx, phone);
    const { running, firstEnds } = await liveRuns(tx, phone, now);
    if (running >= options.limits.inProgressPerUser) {
      const reason = messagesIn(options.language).readingsInProgressLimit(options.limits.inProgressPerUser);
      throw waitRefusal(firstEnds.getTime() - now.getTime(), options.language, reason);
    }
    if (options.premium) await refuseOverDailyLimit(tx, phone, now, options.limits.premiumPerDay, running, options.language);
    const [run] = await tx
      .insert(readingRuns)
      .values({ userPhone: phone, startedAt: now, expiresAt: new Date(now.getTime() + options.leaseMs) })
      .returning({ id: readingRuns.id });
    return run!.id;
  });
}

/** Extends a run's lease while its reading is written. False when it is gone (its lease ran out and it was pruned). */
export async function renewRun(db: Db, runId: string, now: Date, leaseMs: number) {
  const renewed = await db
    .update(readingRuns)
    .set({ expiresAt: new Date(now.getTime() + leaseMs) })
    .where(eq(readingRuns.id, runId))
    .returning({ id: readingRuns.id });
  return renewed.length === 1;
}

/** The reading was saved, failed or was refused: it no longer counts as in progress. */
export async function endRun(db: Db, runId: string) {
  await db.delete(readingRuns).where(eq(readingRuns.id, runId));
}

/**
 * Premium's fair use for a reading saved at once, with no run (a Kundli Milan report): call it in
 * the transaction that saves the reading, so simultaneous reports are counted one after another.
 */
export async function refusePremiumOverDailyLimit(tx: Db, phone: string, now: Date, perDay: number, language: Language) {
  if (!Number.isFinite(perDay)) return;
  await lockUser(tx, phone);
  await refuseOverDailyLimit(tx, phone, now, perDay, (await liveRuns(tx, phone, now)).running, language);
}
