/**
 * The lunar month (masa), amanta reckoning: a month runs from one new moon to the next and is
 * named by the sidereal sign the Sun is in at the new moon that starts it (Sun in Meena → Chaitra,
 * Mesha → Vaishakha, … Kumbha → Phalguna). When the Sun enters no new sign between two new moons
 * (no Sankranti), that month is adhika (intercalary): it takes the name of the month that follows
 * it, which starts in the same sign, and festivals are not kept in it. A kshaya month (two
 * Sankrantis in one lunation) is rare — the last was in 1983 — and is not modelled.
 */
import { Body } from 'astronomy-engine';
import { findCrossing } from './crossing';
import { elongationAt } from './day-timeline';
import { localToUtc } from './local-time';
import { riseAndSetOn, tithiOf } from './panchang';
import type { Paksha, PanchangPlace } from './panchang';
import { siderealLongitude } from './transit-events';
import { signOf } from './zodiac';

export const LUNAR_MONTHS = [
  'Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada',
  'Ashvin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna',
] as const;
export type LunarMonthName = (typeof LUNAR_MONTHS)[number];

export interface LunarMonth {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number;
  name: LunarMonthName;
  adhika: boolean;
  /** The new moons that start and end it. */
  startMs: number;
  endMs: number;
}

const DAY_MS = 86_400_000;
/** Mean elongation speed (360° per synodic month of 29.53 days). */
const DEGREES_PER_DAY = 360 / 29.530589;
/** The Moon's speed varies by ±20%, so a new moon is within 3 days of its mean-speed estimate. */
const SEARCH_MS = 3 * DAY_MS;

function newMoonNear(estimateMs: number): number {
  const at = findCrossing(elongationAt, 0, estimateMs - SEARCH_MS, estimateMs + SEARCH_MS);
  if (at === null) throw new RangeError(`No new moon within 3 days of ${new Date(estimateMs).toISOString()}`);
  return at;
}

/** The last new moon at or before an instant. */
export function newMoonBefore(utcMs: number): number {
  return newMoonNear(utcMs - (elongationAt(utcMs) / DEGREES_PER_DAY) * DAY_MS);
}

/** The first new moon after an instant. */
export function newMoonAfter(utcMs: number): number {
  return newMoonNear(utcMs + ((360 - elongationAt(utcMs)) / DEGREES_PER_DAY) * DAY_MS);
}

const sunSignAt = (ms: number) => signOf(siderealLongitude('Sun', ms));

/** The amanta lunar month running at an instant. */
export function lunarMonthAt(utcMs: number): LunarMonth {
  const startMs = newMoonBefore(utcMs);
  const endMs = newMoonAfter(utcMs);
  const sign = sunSignAt(startMs);
  const index = (sign + 1) % 12;
  return { index, name: LUNAR_MONTHS[index]!, adhika: sunSignAt(endMs) === sign, startMs, endMs };
}

/** How an almanac names its months: amanta (new moon to new moon) or purnimanta (full moon to full moon). */
export type MonthReckoning = 'amanta' | 'purnimanta';

export interface MonthName {
  index: number;
  name: LunarMonthName;
  adhika: boolean;
}

/**
 * The purnimanta name (months ending at full moon, as North India names them) of a fortnight of an
 * amanta month. Bright halves share the name; a dark half belongs to the next month, since the
 * purnimanta month begins at the full moon before. An adhika month keeps its name in both
 * reckonings: it is slotted in whole, new moon to new moon.
 */
export function purnimantaName(month: MonthName, paksha: Paksha): MonthName {
  if (paksha === 'Shukla' || month.adhika) return { index: month.index, name: month.name, adhika: month.adhika };
  const index = (month.index + 1) % 12;
  return { index, name: LUNAR_MONTHS[index]!, adhika: false };
}

export interface LunarDate {
  amanta: LunarMonth;
  purnimanta: MonthName;
  paksha: Paksha;
  /** The tithi 1–30 (at sunrise, the udaya tithi, for a civil date). */
  tithi: number;
}

/** The lunar month and fortnight running at an instant. */
export function lunarDateAt(utcMs: number): LunarDate {
  const amanta = lunarMonthAt(utcMs);
  const tithi = tithiOf(elongationAt(utcMs));
  return { amanta, purnimanta: purnimantaName(amanta, tithi.paksha), paksha: tithi.paksha, tithi: tithi.number };
}

/** The lunar month and fortnight of a civil date, taken at sunrise as almanacs do (06:00 without one). */
export function lunarDateOn(date: string, place: PanchangPlace): LunarDate {
  return lunarDateAt(riseAndSetOn(Body.Sun, date, place).riseMs ?? localToUtc(date, '06:00', place.timezone).utcMs);
}
