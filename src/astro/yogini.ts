/**
 * Yogini dasha, from BPHS's chapter on the nakshatra dashas (ch. 46 in Santhanam's translation), as the
 * almanacs count it: eight yoginis ruling 1 to 8 years, a 36-year round. The first is found from
 * the Moon's nakshatra (number 1–27 from Ashwini) plus three, divided by eight, the remainder
 * naming the yogini (0 being the eighth, Sankata); the part of its years still to run at birth is
 * the part of the nakshatra the Moon has still to cross, as in Vimshottari.
 */
import type { Chart } from './chart';
import { bodyOf } from './chart';
import { DASHA_YEAR_DAYS, DEFAULT_DASHA_YEAR } from './dasha';
import type { DashaOptions, DashaYear } from './dasha';
import { nakshatraOf } from './nakshatra';
import type { Graha } from './zodiac';

export interface Yogini {
  name: string;
  /** The graha the yogini stands for. */
  lord: Graha;
  years: number;
}

/** In dasha order, each ruling as many years as its place: Mangala 1 … Sankata 8. */
export const YOGINIS: readonly Yogini[] = [
  { name: 'Mangala', lord: 'Moon', years: 1 },
  { name: 'Pingala', lord: 'Sun', years: 2 },
  { name: 'Dhanya', lord: 'Jupiter', years: 3 },
  { name: 'Bhramari', lord: 'Mars', years: 4 },
  { name: 'Bhadrika', lord: 'Mercury', years: 5 },
  { name: 'Ulka', lord: 'Saturn', years: 6 },
  { name: 'Siddha', lord: 'Venus', years: 7 },
  { name: 'Sankata', lord: 'Rahu', years: 8 },
];
const ROUND_YEARS = 36;
/** As many rounds as reach 120 years past birth, the span the Vimshottari list covers. */
const SPAN_YEARS = 120;

const DAY_MS = 86_400_000;

export interface YoginiPeriod {
  yogini: Yogini;
  startMs: number;
  endMs: number;
}

export interface YoginiMahadasha extends YoginiPeriod {
  antardashas: YoginiPeriod[];
}

export interface YoginiDashas {
  system: 'yogini';
  year: DashaYear;
  yearDays: number;
  /** The yogini running at birth. */
  birthYogini: Yogini;
  /** Years of it still to run at birth. */
  balanceYears: number;
  /** From the start of the birth yogini's period (before birth) to 120 years past birth. */
  mahadashas: YoginiMahadasha[];
}

/** Index into YOGINIS of the yogini running at birth, from the Moon's nakshatra (0 = Ashwini). */
export function birthYoginiIndex(nakshatraIndex: number): number {
  // (number + 3) mod 8 counts the yoginis from 1; a remainder of 0 is the eighth.
  return ((nakshatraIndex + 1 + 3) % 8 + 7) % 8;
}

/** The eight antardashas start with the mahadasha's own yogini; each takes its years in 36ths. */
function antardashasOf(index: number, startMs: number, lengthMs: number): YoginiPeriod[] {
  const out: YoginiPeriod[] = [];
  let cursor = startMs;
  for (let j = 0; j < YOGINIS.length; j++) {
    const yogini = YOGINIS[(index + j) % YOGINIS.length]!;
    const endMs = cursor + (lengthMs * yogini.years) / ROUND_YEARS;
    out.push({ yogini, startMs: cursor, endMs });
    cursor = endMs;
  }
  return out;
}

export function yoginiFromMoon(moonLongitude: number, birthMs: number, options: DashaOptions = {}): YoginiDashas {
  const year = options.year ?? DEFAULT_DASHA_YEAR;
  const yearMs = DASHA_YEAR_DAYS[year] * DAY_MS;
  const n = nakshatraOf(moonLongitude);
  const first = birthYoginiIndex(n.index);
  const birthYogini = YOGINIS[first]!;
  const balanceYears = birthYogini.years * (1 - n.traversed);
  let cursor = birthMs - (birthYogini.years - balanceYears) * yearMs;
  const mahadashas: YoginiMahadasha[] = [];
  for (let i = first; cursor < birthMs + SPAN_YEARS * yearMs; i++) {
    const yogini = YOGINIS[i % YOGINIS.length]!;
    const lengthMs = yogini.years * yearMs;
    mahadashas.push({ yogini, startMs: cursor, endMs: cursor + lengthMs, antardashas: antardashasOf(i % YOGINIS.length, cursor, lengthMs) });
    cursor += lengthMs;
  }
  return { system: 'yogini', year, yearDays: DASHA_YEAR_DAYS[year], birthYogini, balanceYears, mahadashas };
}

export function computeYogini(chart: Chart, options: DashaOptions = {}): YoginiDashas {
  return yoginiFromMoon(bodyOf(chart, 'Moon').longitude, chart.utcMs, options);
}
