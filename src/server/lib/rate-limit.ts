import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';

/**
 * The longest window any limit may use (the OTP and error-report limits per IP count an hour). The
 * retention job deletes rate events older than this (src/server/maintenance/retention.ts), so a
 * longer window would silently count too few: raise this first.
 */
export const longestRateWindowMs = 60 * 60_000;

type SlotOptions = { bucket: string; subject: string; limit: number; windowMs: number; now: Date };

/**
 * Sliding-window counters in the database, so every instance sees the same numbers.
 * `take` records one event and tells whether the caller is still within `limit`.
 */
export async function takeRateSlot(db: Db, options: SlotOptions): Promise<boolean> {
  return (await takeRateSlots(db, { ...options, wanted: 1 })) === 1;
}

/**
 * Takes up to `wanted` slots at once and tells how many it took: as many as `limit` still leaves
 * in the window, possibly none. For limits on things that come in batches (analytics events).
 */
export async function takeRateSlots(db: Db, options: SlotOptions & { wanted: number }): Promise<number> {
  if (options.windowMs > longestRateWindowMs) throw new Error(`Rate window of ${options.windowMs} ms is longer than longestRateWindowMs`);
  if (options.wanted <= 0) return 0;
  const since = new Date(options.now.getTime() - options.windowMs);
  return db.transaction(async (tx) => {
    // Count and record under one lock per subject: simultaneous requests must not all read the
    // same count and all pass.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${options.bucket}:${options.subject}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, options.bucket), eq(rateEvents.subject, options.subject), gt(rateEvents.createdAt, since)));
    const taken = Math.max(0, Math.min(options.wanted, options.limit - (row?.n ?? 0)));
    if (taken === 0) return 0;
    const slot = { bucket: options.bucket, subject: options.subject, createdAt: options.now };
    await tx.insert(rateEvents).values(Array.from({ length: taken }, () => slot));
    return taken;
  });
}

type Window = { bucket: string; subject: string; windowMs: number; now: Date };

/**
 * One limit on a kind of request, per caller: `take` counts one request and tells whether it is
 * within the limit, `waitMs` how long a refused caller must wait. `subjectOf` turns the caller (an
 * IP, a phone number) into the keyed hash the counter is stored under.
 */
export function rateLimit(db: Db, options: { bucket: string; limit: number; windowMs: number; now: () => Date; subjectOf: (caller: string) => string }) {
  const window = (caller: string) => ({ bucket: options.bucket, subject: options.subjectOf(caller), limit: options.limit, windowMs: options.windowMs, now: options.now() });
  return { take: (caller: string) => takeRateSlot(db, window(caller)), waitMs: (caller: string) => rateSlotWaitMs(db, window(caller)) };
}

export type RateLimit = ReturnType<typeof rateLimit>;

/** How many events `subject` has in the window, without recording one. */
export async function countRateEvents(db: Db, options: Window): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.bucket, options.bucket), eq(rateEvents.subject, options.subject), gt(rateEvents.createdAt, new Date(options.now.getTime() - options.windowMs))),
    );
  return row?.n ?? 0;
}

/**
 * How long a refused caller must wait until `limit` allows one more: until enough of the events in
 * the window have aged out of it. At least a second, so a refusal never says "wait 0 seconds".
 */
export async function rateSlotWaitMs(db: Db, options: Window & { limit: number }): Promise<number> {
  const since = new Date(options.now.getTime() - options.windowMs);
  const rows = await db
    .select({ createdAt: rateEvents.createdAt })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, options.bucket), eq(rateEvents.subject, options.subject), gt(rateEvents.createdAt, since)))
    .orderBy(desc(rateEvents.createdAt))
    .limit(options.limit);
  return waitUntilOneAgesOut(rows.map((r) => r.createdAt), options.limit, options.windowMs, options.now);
}

/**
 * Given the newest events first, the wait until fewer than `limit` of them are inside the window:
 * the `limit`-th newest must age out.
 */
export function waitUntilOneAgesOut(newestFirst: Date[], limit: number, windowMs: number, now: Date): number {
  const blocking = newestFirst[limit - 1];
  if (!blocking) return 1000;
  return Math.max(1000, blocking.getTime() + windowMs - now.getTime());
}

/** Counts one event without a limit to check (failures a later request is judged by). */
export async function recordRateEvent(db: Db, options: { bucket: string; subject: string; now: Date }) {
  await db.insert(rateEvents).values({ bucket: options.bucket, subject: options.subject, createdAt: options.now });
}
