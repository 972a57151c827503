import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { entitlementHolds, profiles } from '../db/schema';
import { AppError } from '../http/errors';
import { currentSubscription } from '../payments/subscription-service';

export type Hold = { kind: 'premium' } | { kind: 'free' | 'share'; id: string };

/**
 * Takes what a reading costs, atomically (ARCHITECTURE.md, data flow): premium spends nothing;
 * otherwise the free reading, else one share credit, each by a conditional UPDATE so that
 * simultaneous requests cannot spend the same credit twice. A hold row records the spend.
 */
export async function reserveReading(db: Db, phone: string, now: Date): Promise<Hold> {
  const [profile] = await db.select({ isPremium: profiles.isPremium }).from(profiles).where(eq(profiles.phoneNumber, phone));
  if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
  if (profile.isPremium || (await currentSubscription(db, phone, now))) return { kind: 'premium' };

  return db.transaction(async (tx) => {
    const free = await tx
      .update(profiles)
      .set({ hasUsedFreeReading: true })
      .where(and(eq(profiles.phoneNumber, phone), eq(profiles.hasUsedFreeReading, false)))
      .returning({ phone: profiles.phoneNumber });
    const kind = free.length === 1 ? 'free' : await spendShare(tx, phone);
    if (!kind) throw new AppError('forbidden', messages.noAccess);
    const [hold] = await tx.insert(entitlementHolds).values({ userPhone: phone, kind, createdAt: now }).returning({ id: entitlementHolds.id });
    return { kind, id: hold!.id };
  });
}

async function spendShare(tx: Db, phone: string) {
  const spent = await tx
    .update(profiles)
    .set({ sharesAvailable: sql`${profiles.sharesAvailable} - 1` })
    .where(and(eq(profiles.phoneNumber, phone), gt(profiles.sharesAvailable, 0)))
    .returning({ phone: profiles.phoneNumber });
  return spent.length === 1 ? ('share' as const) : null;
}

/** The reading was saved (in the same transaction as this call): the spend is final. */
export async function confirmHold(tx: Db, hold: Hold) {
  if (hold.kind === 'premium') return;
  await tx.delete(entitlementHolds).where(eq(entitlementHolds.id, hold.id));
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
 * Holds older than `maxAgeMs` belong to generations that died with their process (a crash or
 * SIGKILL mid-reading): give their credits back. Runs at start-up and periodically.
 */
export async function releaseStaleHolds(db: Db, now: Date, maxAgeMs: number) {
  const stale = await db
    .select({ id: entitlementHolds.id, kind: entitlementHolds.kind })
    .from(entitlementHolds)
    .where(lt(entitlementHolds.createdAt, new Date(now.getTime() - maxAgeMs)));
  for (const hold of stale) await releaseHold(db, { kind: hold.kind === 'free' ? 'free' : 'share', id: hold.id });
  return stale.length;
}
