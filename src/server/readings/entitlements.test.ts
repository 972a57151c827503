import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { testFileDb } from '../../../tests/support/test-db';
import type { Db } from '../db/client';
import { entitlementHolds, profiles, readings } from '../db/schema';
import { confirmHold, releaseExpiredHolds, renewHold, reserveReading } from './entitlements';

// Credit holds are leases: the process writing a reading renews its hold, and a sweep
// on any instance gives back the credits of holds nobody renewed. Here the clock is passed in.

const leaseMs = 120_000;
const t0 = new Date('2025-06-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

async function user(db: Db, credits: { free?: boolean; shares?: number } = {}) {
  const phone = uniquePhone();
  await db.insert(profiles).values({ phoneNumber: phone, hasUsedFreeReading: credits.free === false, sharesAvailable: credits.shares ?? 0 });
  return phone;
}
const creditsOf = async (db: Db, phone: string) =>
  (await db.select({ free: profiles.hasUsedFreeReading, shares: profiles.sharesAvailable }).from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;
const holdsOf = (db: Db, phone: string) => db.select().from(entitlementHolds).where(eq(entitlementHolds.userPhone, phone));

describe('reading credit holds', () => {
  it('gives a free reading back once its lease has run out unrenewed, and only once', async () => {
    const { db } = await testFileDb();
    const phone = await user(db);
    const hold = await reserveReading(db, phone, t0, leaseMs);
    expect(hold.kind).toBe('free');
    expect(await creditsOf(db, phone)).toEqual({ free: true, shares: 0 });
    expect((await holdsOf(db, phone))[0]?.expiresAt).toEqual(at(leaseMs));

    await releaseExpiredHolds(db, at(leaseMs - 1));
    expect(await creditsOf(db, phone)).toEqual({ free: true, shares: 0 });

    expect(await releaseExpiredHolds(db, at(leaseMs + 1))).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(db, phone)).toEqual({ free: false, shares: 0 });
    expect(await holdsOf(db, phone)).toEqual([]);
    await releaseExpiredHolds(db, at(leaseMs + 2));
    expect(await creditsOf(db, phone)).toEqual({ free: false, shares: 0 });
    // The writer's next renewal learns that the hold is gone.
    expect(await renewHold(db, hold, at(leaseMs + 3), leaseMs)).toBe(false);
  });

  it('keeps a hold its writer renews, however long the reading takes', async () => {
    const { db } = await testFileDb();
    const phone = await user(db, { free: false, shares: 2 });
    const hold = await reserveReading(db, phone, t0, leaseMs);
    expect(hold.kind).toBe('share');
    for (let minute = 1; minute <= 10; minute++) {
      expect(await renewHold(db, hold, at(minute * 60_000), leaseMs)).toBe(true);
      await releaseExpiredHolds(db, at(minute * 60_000 + 30_000));
    }
    expect(await creditsOf(db, phone)).toEqual({ free: true, shares: 1 });
    expect(await holdsOf(db, phone)).toHaveLength(1);
  });

  it('gives back every expired hold in batches, each credit once, with several sweeps at the same time', async () => {
    const { db } = await testFileDb();
    const phones = await Promise.all(Array.from({ length: 7 }, () => user(db, { free: false, shares: 3 })));
    for (const phone of phones) {
      for (let i = 0; i < 3; i++) await reserveReading(db, phone, t0, leaseMs);
    }
    // Sweeps from three "instances" at once, in batches smaller than the work.
    const released = await Promise.all([0, 1, 2].map(() => releaseExpiredHolds(db, at(leaseMs + 1), 4)));
    expect(released.reduce((a, b) => a + b, 0)).toBe(21);
    for (const phone of phones) {
      expect(await creditsOf(db, phone)).toEqual({ free: true, shares: 3 });
      expect(await holdsOf(db, phone)).toEqual([]);
    }
  });

  it('takes the credit again when a reading is saved after its hold was given back', async () => {
    const { db } = await testFileDb();
    const phone = await user(db);
    const hold = await reserveReading(db, phone, t0, leaseMs);
    // The writing process stalled past its lease; a sweep gave the free reading back.
    await releaseExpiredHolds(db, at(leaseMs + 1));
    expect(await creditsOf(db, phone)).toEqual({ free: false, shares: 0 });

    await db.transaction(async (tx) => {
      await tx.insert(readings).values({ userPhone: phone, readingType: 'daily', predictionText: 'Namaste.' });
      await confirmHold(tx, hold, phone);
    });
    // The reading, and the credit spent: not both.
    expect(await creditsOf(db, phone)).toEqual({ free: true, shares: 0 });
    expect(await db.select().from(readings).where(eq(readings.userPhone, phone))).toHaveLength(1);
  });

  it('does not save the reading when the credit given back has been spent on another one', async () => {
    const { db } = await testFileDb();
    const phone = await user(db);
    const hold = await reserveReading(db, phone, t0, leaseMs);
    await releaseExpiredHolds(db, at(leaseMs + 1));
    // Meanwhile the user started another reading with the free reading given back.
    await reserveReading(db, phone, at(leaseMs + 2), leaseMs);

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(readings).values({ userPhone: phone, readingType: 'daily', predictionText: 'Namaste.' });
        await confirmHold(tx, hold, phone);
      }),
    ).rejects.toThrow(/given back/);
    expect(await db.select().from(readings).where(eq(readings.userPhone, phone))).toEqual([]);
    expect(await creditsOf(db, phone)).toEqual({ free: true, shares: 0 });
  });
});
