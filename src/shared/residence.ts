// Kept free of zod like shared/profile.ts: the app shell reads these types.

/**
 * How lunar months are named. Amanta: a month runs new moon to new moon (South and West India).
 * Purnimanta: full moon to full moon (North India), so a dark fortnight carries the name of the
 * month that follows in amanta reckoning (docs/decisions/023-reader-place-and-calendar.md).
 */
export const lunarMonthConventions = ['amanta', 'purnimanta'] as const;
export type LunarMonthConvention = (typeof lunarMonthConventions)[number];
export const isLunarMonthConvention = (value: unknown): value is LunarMonthConvention =>
  typeof value === 'string' && (lunarMonthConventions as readonly string[]).includes(value);

/** Where the reader lives now, always located: the zone every reading date is written in. */
export type ResidencePlace = {
  city: string;
  country: string;
  /** State or province where the gazetteer knows it ('' otherwise): it picks the lunar month convention in India. */
  region: string;
  latitude: number;
  longitude: number;
  timezone: string;
};

/** The reader's place and calendar as the profile API returns them. */
export type ReaderSettingsView = {
  /** Null: the reader lives at the birth place (the default). */
  residence: ResidencePlace | null;
  lunarMonth: {
    convention: LunarMonthConvention;
    /** False when the convention is the region's default rather than the reader's own choice. */
    chosen: boolean;
    /** The region's default, what clearing the choice would give. */
    regional: LunarMonthConvention;
  };
};

/** The zone a reader's readings are dated in: where they live, else the birth place's (null when neither is located). */
export function readerTimeZone(profile: { residence?: ResidencePlace | null; birthLocation: { timezone?: string } }): string | null {
  return profile.residence?.timezone ?? profile.birthLocation.timezone ?? null;
}

/** Today's date 'YYYY-MM-DD' in a zone. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
