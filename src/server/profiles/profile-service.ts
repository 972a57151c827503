import { eq } from 'drizzle-orm';
import { isLanguage, type Language, type ProfileView } from '../../shared/profile';
import type { BirthDetails } from '../../shared/profile-schema';
import { residenceMessages } from '../../shared/residence-messages';
import type { ResidenceInput } from '../../shared/residence-schema';
import type { LunarMonthConvention, ResidencePlace } from '../../shared/residence';
import { readerSettingsOf } from '../residence/reader';
import { chartChoicesOf, type ChartChoices } from '../../shared/chart-choices';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { readCache } from '../lib/read-cache';
import { messages } from '../../shared/messages';
import { birthTimeColumns, birthTimeKnowledgeOf } from './birth-time-columns';
import { nearestPlace, resolvePlace, timezoneAt } from '../../astro/places';
import { profiles, type BirthLocation, type Profile } from '../db/schema';
import { currentSubscription, isPremiumNow, premiumAt, type SubscriptionView } from '../payments/subscription-service';

export function toProfileView(row: Profile, premium: boolean): ProfileView {
  return {
    phoneNumber: row.phoneNumber,
    name: row.name,
    gender: row.gender === 'female' ? 'female' : 'male',
    email: row.email,
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    ...birthTimeKnowledgeOf(row),
    birthLocation: row.birthLocation,
    hasUsedFreeReading: row.hasUsedFreeReading,
    sharesAvailable: row.sharesAvailable,
    isPremium: premium,
    language: isLanguage(row.language) ? row.language : 'en',
    ...readerSettingsOf(row),
    chartChoices: chartChoicesOf(row),
  };
}

/**
 * Where the user was born, always with coordinates and zone: from the suggestion they picked, else
 * from the gazetteer by name. A place found neither way is refused (400, naming the field), so no
 * chart is ever cast for a stand-in place the user did not choose; the form then asks for the
 * nearest larger town.
 */
export function locate(details: Pick<BirthDetails, 'birthPlace' | 'country' | 'latitude' | 'longitude'>): BirthLocation {
  const base = { city: details.birthPlace, country: details.country };
  if (details.latitude !== undefined && details.longitude !== undefined) {
    return { ...base, latitude: details.latitude, longitude: details.longitude, timezone: timezoneAt(details.latitude, details.longitude) };
  }
  const place = resolvePlace(`${details.birthPlace}, ${details.country}`);
  if (!place) throw new AppError('bad_request', messages.birthPlaceNotFound, { field: 'birthPlace' });
  return { ...base, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone };
}

/**
 * Where the user lives now, found as the birth place is (the picked suggestion's coordinates, else
 * the gazetteer by name), with the state the gazetteer puts it in for the lunar month default. A
 * place found neither way is refused (400 naming the field) and nothing is saved.
 */
export function locateResidence(input: ResidenceInput): ResidencePlace {
  if (input.latitude !== undefined && input.longitude !== undefined) {
    // A suggestion's coordinates are a gazetteer place's own, so the nearest place is that one.
    const picked = nearestPlace(input.latitude, input.longitude);
    return {
      city: input.place, country: input.country || picked?.country || '', region: picked?.region ?? '',
      latitude: input.latitude, longitude: input.longitude, timezone: timezoneAt(input.latitude, input.longitude),
    };
  }
  const found = resolvePlace(input.country ? `${input.place}, ${input.country}` : input.place);
  if (!found) throw new AppError('bad_request', residenceMessages.residenceNotFound, { field: 'place' });
  return { city: input.place, country: input.country || found.country, region: found.region, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone };
}

export function profileService(db: Db, changes?: ChangeFeed) {
  // Read on nearly every request (/api/me, the chart, each reading): kept in memory, evicted by
  // any write to the profile or its subscriptions (ADR 005).
  const cache = readCache<{ row: Profile; subscription: SubscriptionView | null } | null>(changes, 'profile', { keep: (v) => v !== null });
  const load = (phone: string, now: Date) =>
    cache.get(phone, async () => {
      const [row] = await db.select().from(profiles).where(eq(profiles.phoneNumber, phone));
      return row ? { row, subscription: row.isPremium ? null : await currentSubscription(db, phone, now) } : null;
    });

  return {
    async get(phone: string, now: Date): Promise<ProfileView | null> {
      let found = await load(phone, now);
      // A plan that has run out since it was read: read again (a later plan may have begun).
      if (found?.subscription && !premiumAt(false, found.subscription, now)) {
        cache.evict(phone);
        found = await load(phone, now);
      }
      if (!found) return null;
      return toProfileView(found.row, premiumAt(found.row.isPremium, found.subscription, now));
    },

    /** This process changed the profile or its entitlements: forget it before the database says so. */
    changed: (phone: string) => changes?.announce('profile', phone),

    /** Saves birth details only: credits, premium and the free reading are never client-writable. */
    async saveBirthDetails(phone: string, details: BirthDetails, now: Date) {
      const [row] = await db
        .update(profiles)
        .set({
          name: details.name,
          gender: details.gender,
          email: details.email,
          birthDate: details.birthDate,
          ...birthTimeColumns(details),
          birthLocation: locate(details),
          updatedAt: now,
        })
        .where(eq(profiles.phoneNumber, phone))
        .returning();
      changes?.announce('profile', phone);
      if (!row) return null;
      return toProfileView(row, await isPremiumNow(db, phone, row.isPremium, now));
    },

    /** Saves where the user lives now (null: at the birth place again); null when the user has no profile. */
    async saveResidence(phone: string, residence: ResidencePlace | null, now: Date) {
      const [row] = await db.update(profiles).set({ residence, updatedAt: now }).where(eq(profiles.phoneNumber, phone)).returning();
      changes?.announce('profile', phone);
      if (!row) return null;
      return toProfileView(row, await isPremiumNow(db, phone, row.isPremium, now));
    },

    /** Saves the lunar month convention (null: the region's default); null when the user has no profile. */
    async saveLunarMonth(phone: string, lunarMonth: LunarMonthConvention | null, now: Date) {
      const [row] = await db.update(profiles).set({ lunarMonth, updatedAt: now }).where(eq(profiles.phoneNumber, phone)).returning();
      changes?.announce('profile', phone);
      if (!row) return null;
      return toProfileView(row, await isPremiumNow(db, phone, row.isPremium, now));
    },

    /** Saves the chart choices (docs/decisions/046); null when the user has no profile. */
    async saveChartChoices(phone: string, choices: ChartChoices, now: Date) {
      const [row] = await db.update(profiles).set({ ...choices, updatedAt: now }).where(eq(profiles.phoneNumber, phone)).returning();
      changes?.announce('profile', phone);
      if (!row) return null;
      return toProfileView(row, await isPremiumNow(db, phone, row.isPremium, now));
    },

    /** Saves the interface language only; null when the user has no profile. */
    async saveLanguage(phone: string, language: Language, now: Date) {
      const [row] = await db.update(profiles).set({ language, updatedAt: now }).where(eq(profiles.phoneNumber, phone)).returning();
      changes?.announce('profile', phone);
      if (!row) return null;
      return toProfileView(row, await isPremiumNow(db, phone, row.isPremium, now));
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
