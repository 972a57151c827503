import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

/**
 * The longest window any limit may use (the OTP and error-report limits per IP count an hour). The
 * retention job deletes rate events older than this (src/server/maintenance/retention.ts), so a
 * longer window would silently count too few: raise this first.
 */
export const longestRateWindowMs = 60 * 60_000;

/**
 * Sliding-window counters in the database, so every instance sees the same numbers.
 * `take` records one event and tells whether the caller is still within `limit`.
 */
export async function takeRateSlot(
  db: Db,
  options: { bucket: string; subject: string; limit: number; windowMs: number; now: Date },
): Promise<boolean> {
  if (options.windowMs > longestRateWindowMs) throw new Error(`Rate window of ${options.windowMs} ms is longer than longestRateWindowMs`);
  const since = new Date(options.now.getTime() - options.windowMs);
  return db.transaction(async (tx) => {
    // Count and record under one lock per subject: simultaneous requests must not all read the
    // same count and all pass.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${options.bucket}:${options.subject}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, options.bucket), eq(rateEvents.subject, options.subject), gt(rateEvents.createdAt, since)));
    if ((row?.n ?? 0) >= options.limit) return false;
    await tx.insert(rateEvents).values({ bucket: options.bucket, subject: options.subject, createdAt: options.now });
    return true;
  });
}
