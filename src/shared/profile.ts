// Kept free of zod: the app shell imports it, and zod belongs only to the form pages' chunks.

import type { BirthTimeKnowledge } from './birth-time';
import type { ChartChoices } from './chart-choices';
import type { ReaderSettingsView } from './residence';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** The interface languages; a profile keeps the user's choice so it follows them to any device. */
export const languages = ['en', 'hi', 'ta', 'te'] as const;
export type Language = (typeof languages)[number];
export const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** A page's `<html lang>` in each language, as the server writes it and the app keeps it. */
export const htmlLang: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The profile as the API returns it (always with the reader's place and calendar; optional only for hand-built profiles). */
export type ProfileView = BirthTimeKnowledge & Partial<ReaderSettingsView> & {
  phoneNumber: string;
  name: string;
  gender: Gender;
  email: string;
  birthDate: string;
  /** The time the chart is cast for; not the birth time when birthTimeAccuracy is not 'exact'. */
  birthTime: string;
  birthLocation: { city: string; country: string; latitude?: number; longitude?: number; timezone?: string };
  hasUsedFreeReading: boolean;
  sharesAvailable: number;
  isPremium: boolean;
  language: Language;
  /** The ayanamsa, node and chart style every chart of the account is cast and drawn with (absent only on hand-built profiles: the defaults). */
  chartChoices?: ChartChoices;
};

/** docs/product.md, States: name, birth date, birth time and birth city all non-empty. */
export function isProfileComplete(profile: Pick<ProfileView, 'name' | 'birthDate' | 'birthTime' | 'birthLocation'> | null | undefined) {
  return Boolean(profile && profile.name && profile.birthDate && profile.birthTime && profile.birthLocation.city);
}
