import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { ProfileView } from '../../shared/profile';
import type { BirthDetails } from '../../shared/profile-schema';
import type { Db } from '../db/client';
import { profiles, subscriptions, type Profile } from '../db/schema';

/**
 * Premium follows the dates, not a stale flag: the flag (set by support or a lifetime grant) or
 * an active subscription whose end is open or still ahead.
 */
export async function hasActiveSubscription(db: Db, phone: string, now: Date) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userPhone, phone),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return Boolean(row);
}

export function toProfileView(row: Profile, premium: boolean): ProfileView {
  return {
    phoneNumber: row.phoneNumber,
    name: row.name,
    gender: row.gender === 'female' ? 'female' : 'male',
    email: row.email,
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    birthLocation: { city: row.birthLocation.city, country: row.birthLocation.country },
    hasUsedFreeReading: row.hasUsedFreeReading,
    sharesAvailable: row.sharesAvailable,
    isPremium: premium,
  };
}

export function profileService(db: Db) {
  return {
    async get(phone: string, now: Date): Promise<ProfileView | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.phoneNumber, phone));
      if (!row) return null;
      return toProfileView(row, row.isPremium || (await hasActiveSubscription(db, phone, now)));
    },

    /** Saves birth details only: credits, premium and the free reading are never client-writable. */
    async saveBirthDetails(phone: string, details: BirthDetails, now: Date) {
      const [row] = await db
        .update(profiles)
        .set({
          name: details.name,
          gender: details.gender,
          email: details.email,
          birthDate: details.birthDate,
          birthTime: details.birthTime,
          birthLocation: { city: details.birthPlace, country: details.country },
          updatedAt: now,
        })
        .where(eq(profiles.phoneNumber, phone))
        .returning();
      if (!row) return null;
      return toProfileView(row, row.isPremium || (await hasActiveSubscription(db, phone, now)));
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
