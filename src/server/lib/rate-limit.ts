import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

/**
 * Sliding-window counters in the database, so every instance sees the same numbers.
 * `take` records one event and tells whether the caller is still within `limit`.
 */
export async function takeRateSlot(
  db: Db,
  options: { bucket: string; subject: string; limit: number; windowMs: number; now: Date },
): Promise<boolean> {
  const since = new Date(options.now.getTime() - options.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, options.bucket), eq(rateEvents.subject, options.subject), gt(rateEvents.createdAt, since)));
  if ((row?.n ?? 0) >= options.limit) return false;
  await db.insert(rateEvents).values({ bucket: options.bucket, subject: options.subject, createdAt: options.now });
  return true;
}
