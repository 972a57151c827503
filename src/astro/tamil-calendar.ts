/**
 * The Tamil solar calendar: a month is the Sun's stay in one sidereal sign (Chithirai while it is
 * in Mesha … Panguni in Meena), and a year runs from Chithirai 1, the Tamil New Year (Puthandu).
 *
 * A month begins on the civil day of its sankranti (the Sun's entry into the sign) when that falls
 * before sunset, else on the next day: Sewell and Dikshit's "Indian Calendar" (1896, art. 28) and
 * Drik Panchang's Puthandu page give this Tamil rule; Kerala, Odisha and Bengal each cut the day
 * elsewhere (docs/decisions/048). Sunset is the place's own, so two far-apart cities can differ by
 * a day in the rare month whose sankranti falls near sunset.
 *
 * The year's name is the samvatsara of the sixty-year cycle counted as South Indian almanacs count
 * it: the Tamil year that begins in April of Gregorian year Y bears the name of Shaka year Y − 78
 * (April 2025 began Vishvavasu).
 */
import { Body } from 'astronomy-engine';
import { findCrossing } from './crossing';
import { addDays } from './day-timeline';
import { formatLocalDate, localToUtc } from './local-time';
import { riseAndSetOn } from './panchang';
import type { PanchangPlace } from './panchang';
import { SAMVATSARAS, type SamvatsaraName } from './samvatsaras';
import { siderealLongitude } from './transit-events';
import { signOf } from './zodiac';

export const TAMIL_MONTHS = [
  'Chithirai', 'Vaikasi', 'Aani', 'Aadi', 'Aavani', 'Purattasi',
  'Aippasi', 'Karthigai', 'Margazhi', 'Thai', 'Maasi', 'Panguni',
] as const;
export type TamilMonthName = (typeof TAMIL_MONTHS)[number];

export interface TamilDate {
  /** 0 = Chithirai (Sun in Mesha) … 11 = Panguni (Sun in Meena). */
  month: { index: number; name: TamilMonthName };
  /** 1 on the month's first civil day. */
  day: number;
  /** The civil date of the month's first day. */
  monthStart: string;
  year: { number: number; name: SamvatsaraName };
}

const DAY_MS = 86_400_000;
/** The Sun never moves slower than 0.95° a day (it ranges 0.953°–1.019°). */
const SLOWEST_SUN = 0.95;
const SHAKA_EPOCH = 78;
/** Shaka 1942 was Sharvari, the 34th name (as samvat.ts counts). */
const SAMVATSARA_OFFSET = 11;
/** Margazhi (the 9th month) and later reach into January–April of the next Gregorian year. */
const MARGAZHI = 8;
const APRIL = 4;

const sunAt = (ms: number) => siderealLongitude('Sun', ms);

/** The day's sunset at the place, or local 18:00 where the Sun does not set (polar). */
function sunsetOf(date: string, place: PanchangPlace): number {
  return riseAndSetOn(Body.Sun, date, place).setMs ?? localToUtc(date, '18:00', place.timezone).utcMs;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The samvatsara of the Tamil year that began in April of a Gregorian year. */
export function tamilYearName(startYear: number): { number: number; name: SamvatsaraName } {
  const index = (((startYear - SHAKA_EPOCH + SAMVATSARA_OFFSET) % 60) + 60) % 60;
  return { number: index + 1, name: SAMVATSARAS[index]! };
}

/** The Tamil month, day and year of a civil date 'YYYY-MM-DD' at a place. */
export function tamilDateOn(date: string, place: PanchangPlace): TamilDate {
  const sunsetMs = sunsetOf(date, place);
  const longitude = sunAt(sunsetMs);
  const index = signOf(longitude);
  const into = longitude - index * 30;
  const ingressMs = findCrossing(sunAt, index * 30, sunsetMs - (into / SLOWEST_SUN + 1) * DAY_MS, sunsetMs);
  if (ingressMs === null) throw new RangeError(`No sankranti found before ${date}`);
  const ingressDate = formatLocalDate(ingressMs, place.timezone);
  const monthStart = ingressMs <= sunsetOf(ingressDate, place) ? ingressDate : addDays(ingressDate);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const startYear = index >= MARGAZHI && month <= APRIL ? year - 1 : year;
  return {
    month: { index, name: TAMIL_MONTHS[index]! },
    day: daysBetween(monthStart, date) + 1,
    monthStart,
    year: tamilYearName(startYear),
  };
}
