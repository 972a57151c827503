/**
 * How each language names a sign, a month, a lucky colour and a festival in the free rashifal, and
 * heads a day's: one entry per language, shared by the daily and the period rashifal.
 */
import { observanceName, type ObservanceNaming } from '../../shared/astro-names/observance-name';
import { namesEn, plainEn } from '../../shared/astro-names/en';
import { namesHi } from '../../shared/astro-names/hi';
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import type { Language } from '../../shared/profile';
import { COLOUR_EN } from '../wording/en/day';
import { COLOUR_HI } from '../wording/hi/lore';
import { colourNameTa, observanceTa } from '../wording/ta/lore';
import { COLOUR_TE } from '../wording/te/lore';
import { observanceNameTe } from './period-words-te';

export interface RashifalNaming {
  sign(sign: number): string;
  months: readonly string[];
  colour(key: string): string;
  observance(o: ObservanceNaming): string;
  /** A day's rashifal heading, from the sign's name and the written date. */
  title(name: string, date: string): string;
}

export const NAMING: Record<Language, RashifalNaming> = {
  en: { sign: (s) => `${namesEn.signs[s]} (${plainEn.signs[s]})`, months: namesEn.months, colour: (k) => COLOUR_EN[k] ?? k, observance: (o) => observanceName(o, 'en'), title: (name, date) => `${name} rashifal, ${date}` },
  hi: { sign: (s) => namesHi.signs[s]!, months: namesHi.months, colour: (k) => COLOUR_HI[k] ?? k, observance: (o) => observanceName(o, 'hi'), title: (name, date) => `${name} राशिफल, ${date}` },
  // The Tamil reading's own festival names: a monthly fast by its paksha, a Sankranti as the birth of a Tamil month.
  ta: { sign: (s) => namesTa.signs[s]!, months: namesTa.months, colour: colourNameTa, observance: observanceTa, title: (name, date) => `${name.replace(/ம்$/, '')} ராசிபலன், ${date}` },
  // The Telugu almanac's festival names, a Sankranti by the sign the Sun enters.
  te: { sign: (s) => namesTe.signs[s]!, months: namesTe.months, colour: (k) => COLOUR_TE[k] ?? k, observance: observanceNameTe, title: (name, date) => `${name} రాశిఫలం, ${date}` },
};
