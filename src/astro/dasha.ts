import type { Chart } from './chart';
import { bodyOf } from './chart';
import { NAKSHATRA_LORDS, nakshatraOf } from './nakshatra';
import type { Graha } from './zodiac';

/**
 * Vimshottari dasha: a 120-year cycle of nine planetary periods, entered at birth in the period
 * of the lord of the Moon's nakshatra, with the part of that period already "used up" in
 * proportion to how far the Moon has crossed the nakshatra.
 */

export const DASHA_YEARS: Readonly<Record<Graha, number>> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};

/**
 * Length of a dasha year in days. Tools disagree here and the dates move by days over a life:
 * 365.25 (Julian year, our default, as most Indian software) or the sidereal year.
 */
export const DASHA_YEAR_DAYS = { julian: 365.25, sidereal: 365.256363004 } as const;
export type DashaYear = keyof typeof DASHA_YEAR_DAYS;
export const DEFAULT_DASHA_YEAR: DashaYear = 'julian';

const DAY_MS = 86_400_000;

export interface DashaPeriod {
  lord: Graha;
  /** Milliseconds since 1970 UTC. */
  startMs: number;
  endMs: number;
}

export interface Mahadasha extends DashaPeriod {
  antardashas: DashaPeriod[];
}

export interface Dashas {
  system: 'vimshottari';
  year: DashaYear;
  yearDays: number;
  /** Lord of the Moon's nakshatra: the mahadasha running at birth. */
  birthLord: Graha;
  /** Years of the birth mahadasha still to run at birth. */
  balanceYears: number;
  /** Nine mahadashas; the first started before birth (its start is where the cycle began). */
  mahadashas: Mahadasha[];
}

export interface DashaOptions {
  year?: DashaYear;
}

/** Vimshottari dashas from the Moon's sidereal longitude and the birth instant. */
export function dashasFromMoon(moonLongitude: number, birthMs: number, options: DashaOptions = {}): Dashas {
  const year = options.year ?? DEFAULT_DASHA_YEAR;
  const yearMs = DASHA_YEAR_DAYS[year] * DAY_MS;
  const n = nakshatraOf(moonLongitude);
  const first = n.index % 9;
  const birthLord = NAKSHATRA_LORDS[first]!;
  const balanceYears = DASHA_YEARS[birthLord] * (1 - n.traversed);
  // The cycle began before birth by the part of the first period already elapsed.
  let cursor = birthMs - (DASHA_YEARS[birthLord] - balanceYears) * yearMs;
  const mahadashas: Mahadasha[] = [];
  for (let i = 0; i < 9; i++) {
    const lord = NAKSHATRA_LORDS[(first + i) % 9]!;
    const years = DASHA_YEARS[lord];
    const startMs = cursor;
    const endMs = startMs + years * yearMs;
    mahadashas.push({ lord, startMs, endMs, antardashas: subPeriods((first + i) % 9, startMs, years * yearMs) });
    cursor = endMs;
  }
  return { system: 'vimshottari', year, yearDays: DASHA_YEAR_DAYS[year], birthLord, balanceYears, mahadashas };
}

/** The nine antardashas of a period start with its own lord and share its length as 120ths. */
function subPeriods(lordIndex: number, startMs: number, lengthMs: number): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let cursor = startMs;
  for (let j = 0; j < 9; j++) {
    const sub = NAKSHATRA_LORDS[(lordIndex + j) % 9]!;
    const endMs = cursor + (lengthMs * DASHA_YEARS[sub]) / 120;
    out.push({ lord: sub, startMs: cursor, endMs });
    cursor = endMs;
  }
  return out;
}

/** Vimshottari dashas of a chart. */
export function computeDashas(chart: Chart, options: DashaOptions = {}): Dashas {
  return dashasFromMoon(bodyOf(chart, 'Moon').longitude, chart.utcMs, options);
}

/**
 * The nine pratyantardashas (third level) of an antardasha: the antardasha shared out as
 * antardashas share a mahadasha, in the same order, beginning with the antardasha's own lord.
 * Computed on demand: all 729 for a life are seldom wanted.
 */
export function pratyantardashasOf(antardasha: DashaPeriod): DashaPeriod[] {
  return subPeriods(NAKSHATRA_LORDS.indexOf(antardasha.lord), antardasha.startMs, antardasha.endMs - antardasha.startMs);
}

export interface RunningPeriods {
  mahadasha: Mahadasha;
  antardasha: DashaPeriod;
  pratyantardasha: DashaPeriod;
}

/** The period of a list containing an instant; the last one when rounding leaves the instant just past its end. */
function containing<T extends DashaPeriod>(periods: readonly T[], ms: number): T {
  return periods.find((p) => ms >= p.startMs && ms < p.endMs) ?? periods[periods.length - 1]!;
}

/** The mahadasha, antardasha and pratyantardasha running at an instant, or null outside the 120-year cycle. */
export function runningPeriods(dashas: Dashas, at: Date | number): RunningPeriods | null {
  const ms = typeof at === 'number' ? at : at.getTime();
  const mahadasha = dashas.mahadashas.find((m) => ms >= m.startMs && ms < m.endMs);
  if (!mahadasha) return null;
  const antardasha = containing(mahadasha.antardashas, ms);
  return { mahadasha, antardasha, pratyantardasha: containing(pratyantardashasOf(antardasha), ms) };
}

/** A span of years as whole years, twelfths of a year (months) and days, as almanacs state a balance. */
export function splitYears(years: number, yearDays: number = DASHA_YEAR_DAYS.julian): { years: number; months: number; days: number } {
  const whole = Math.floor(years);
  const monthsExact = (years - whole) * 12;
  const months = Math.floor(monthsExact);
  const days = Math.floor((monthsExact - months) * (yearDays / 12));
  return { years: whole, months, days };
}
