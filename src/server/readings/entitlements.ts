import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { entitlementHolds, profiles } from '../db/schema';
import { AppError } from '../http/errors';
import { isPremiumNow } from '../payments/subscription-service';

export type Hold = { kind: 'premium' } | { kind: 'free' | 'share'; id: string };

/**
 * Takes what a reading costs, atomically (ADR 004): premium spends nothing;
 * otherwise the free reading, else one share credit, each by a conditional UPDATE so that
 * simultaneous requests cannot spend the same credit twice. A hold row records the spend, leased
 * until `now + leaseMs`: the caller renews it with `renewHold` while it writes.
 */
export async function reserveReading(db: Db, phone: string, now: Date, leaseMs: number): Promise<Hold> {
  const [profile] = await db.select({ isPremium: profiles.isPremium }).from(profiles).where(eq(profiles.phoneNumber, phone));
  if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
  if (await isPremiumNow(db, phone, profile.isPremium, now)) return { kind: 'premium' };

  return db.transaction(async (tx) => {
    const kind = (await spendFreeReading(tx, phone)) ? 'free' : await spendShare(tx, phone);
    if (!kind) throw new AppError('forbidden', messages.noAccess);
    const [hold] = await tx
      .insert(entitlementHolds)
      .values({ userPhone: phone, kind, createdAt: now, expiresAt: new Date(now.getTime() + leaseMs) })
      .returning({ id: entitlementHolds.id });
    return { kind, id: hold!.id };
  });
}

/** Uses the free reading if it is still unused: true when this call used it. */
async function spendFreeReading(tx: Db, phone: string) {
  const spent = await tx
    .update(profiles)
    .set({ hasUsedFreeReading: true })
    .where(and(eq(profiles.phoneNumber, phone), eq(profiles.hasUsedFreeReading, false)))
    .returning({ phone: profiles.phoneNumber });
  return spent.length === 1;
}

async function spendShare(tx: Db, phone: string) {
  const spent = await tx
    .update(profiles)
    .set({ sharesAvailable: sql`${profiles.sharesAvailable} - 1` })
    .where(and(eq(profiles.phoneNumber, phone), gt(profiles.sharesAvailable, 0)))
    .returning({ phone: profiles.phoneNumber });
  return spent.length === 1 ? ('share' as const) : null;
}

/**
 * The reading is being saved (in the same transaction as this call): the spend becomes final.
 * Should the hold be gone, its lease ran out while the reading was written (this process stalled,
 * or lost the database, for longer than the lease) and a sweep gave the credit back: the credit is
 * taken again, or, when there is none left, this throws and the reading is not saved. Either way
 * the user ends with the reading or the credit, never both.
 */
export async function confirmHold(tx: Db, hold: Hold, phone: string) {
  if (hold.kind === 'premium') return;
  const confirmed = await tx.delete(entitlementHolds).where(eq(entitlementHolds.id, hold.id)).returning({ id: entitlementHolds.id });
  if (confirmed.length === 1) return;
  if (!(await spendFreeReading(tx, phone)) && !(await spendShare(tx, phone))) throw new Error('The reading credit was given back before the reading was saved');
}

/**
 * Extends the lease of a hold whose reading is still being written. False when the hold is gone:
 * a sweep found its lease expired and gave the credit back (confirmHold then takes it again).
 */
export async function renewHold(db: Db, hold: Hold, now: Date, leaseMs: number) {
  if (hold.kind === 'premium') return true;
  const renewed = await db
    .update(entitlementHolds)
    .set({ expiresAt: new Date(now.getTime() + leaseMs) })
    .where(eq(entitlementHolds.id, hold.id))
    .returning({ id: entitlementHolds.id });
  return renewed.length === 1;
}

/** Generation failed: give the credit back, once (deleting the hold is the guard). */
export async function releaseHold(db: Db, hold: Hold) {
  if (hold.kind === 'premium') return;
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(entitlementHolds).where(eq(entitlementHolds.id, hold.id)).returning();
    if (row) await giveBack(tx, row.userPhone, row.kind);
  });
}

async function giveBack(tx: Db, phone: string, kind: string) {
  await tx
    .update(profiles)
    .set(kind === 'free' ? { hasUsedFreeReading: false } : { sharesAvailable: sql`${profiles.sharesAvailable} + 1` })
    .where(eq(profiles.phoneNumber, phone));
}

/**
 * Gives back the credits of holds whose lease has expired: their reading's process died (a crash,
 * SIGKILL, a lost host) and stopped renewing them. Runs at start-up and every few seconds on every
 * instance. Safe with several instances and with live writers: expired rows are locked with SKIP
 * LOCKED and deleted in the same statement, so a hold is given back once (the delete is the guard)
 * and a renewal either commits first (the hold is no longer expired, so it is not picked) or finds
 * the hold gone. In batches, so one run never holds many locks. Returns how many were given back.
 */
export async function releaseExpiredHolds(db: Db, now: Date, batchSize = 100) {
  let released = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const expired = tx
        .select({ id: entitlementHolds.id })
        .from(entitlementHolds)
        .where(lt(entitlementHolds.expiresAt, now))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const rows = await tx
        .delete(entitlementHolds)
        .where(and(inArray(entitlementHolds.id, expired), lt(entitlementHolds.expiresAt, now)))
        .returning({ userPhone: entitlementHolds.userPhone, kind: entitlementHolds.kind });
      // Profiles in one order, so two sweeps giving back to the same users cannot deadlock.
      rows.sort((a, b) => (a.userPhone < b.userPhone ? -1 : a.userPhone > b.userPhone ? 1 : 0));
      for (const row of rows) await giveBack(tx, row.userPhone, row.kind);
      return rows.length;
    });
    released += batch;
    if (batch < batchSize) return released;
  }
}
