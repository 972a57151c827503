/**
 * Choghadiya: the daytime (sunrise to sunset) and the night (sunset to the next sunrise) each cut
 * into eight equal parts, named after the seven grahas' periods and read for starting journeys and
 * business, mostly in western India.
 *
 * Each period belongs to a graha, taken in the order Sun, Venus, Mercury, Moon, Saturn, Jupiter,
 * Mars. The day's first period is the weekday lord's, and the eighth comes back to it. The night
 * starts with the lord of the fifth weekday counted from the day (Sunday → Thursday's Jupiter) and
 * steps five places along the same order each time (Jupiter, Moon, Venus, Mars, Saturn, Mercury,
 * Sun). Printed tables (Drik Panchang, Gujarati almanacs) agree, e.g. Monday's day Amrit, Kaal,
 * Shubh, Rog, Udveg, Char, Labh, Amrit and night Char, Rog, Kaal, Labh, Udveg, Shubh, Amrit, Char.
 */
import type { KaalPeriod } from './kaal';
import { partOf } from './kaal';

export type ChoghadiyaName = 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';
/** As almanacs label them: Amrit, Shubh and Labh good; Char (moving) neutral; the rest bad. */
export type ChoghadiyaNature = 'good' | 'neutral' | 'bad';

/** The graha order of the periods, each with its choghadiya. */
const CYCLE: ReadonlyArray<{ name: ChoghadiyaName; nature: ChoghadiyaNature }> = [
  { name: 'Udveg', nature: 'bad' }, // Sun
  { name: 'Char', nature: 'neutral' }, // Venus
  { name: 'Labh', nature: 'good' }, // Mercury
  { name: 'Amrit', nature: 'good' }, // Moon
  { name: 'Kaal', nature: 'bad' }, // Saturn
  { name: 'Shubh', nature: 'good' }, // Jupiter
  { name: 'Rog', nature: 'bad' }, // Mars
];

/** Where each weekday's lord (Sunday's Sun … Saturday's Saturn) stands in CYCLE. */
const WEEKDAY_LORD = [0, 3, 6, 2, 5, 1, 4] as const;
const NIGHT_STEP = 5;
const PERIODS = 8;

export interface ChoghadiyaPeriod extends KaalPeriod {
  name: ChoghadiyaName;
  nature: ChoghadiyaNature;
}

/** The eight names of the day (night = false) or the night of a weekday (0 = Sunday). */
export function choghadiyaNames(weekday: number, night: boolean): Array<{ name: ChoghadiyaName; nature: ChoghadiyaNature }> {
  const first = night ? WEEKDAY_LORD[(weekday + 4) % 7]! : WEEKDAY_LORD[weekday]!;
  const step = night ? NIGHT_STEP : 1;
  return Array.from({ length: PERIODS }, (_, i) => CYCLE[(first + i * step) % CYCLE.length]!);
}

/** The sixteen periods of a weekday: its daytime from sunrise to sunset, its night to the next sunrise. */
export function choghadiya(
  weekday: number,
  sun: { riseMs: number; setMs: number; nextRiseMs: number },
  timezone: string,
): { day: ChoghadiyaPeriod[]; night: ChoghadiyaPeriod[] } {
  const cut = (startMs: number, endMs: number, night: boolean) =>
    choghadiyaNames(weekday, night).map((named, i) => ({ ...named, ...partOf(startMs, endMs, i + 1, PERIODS, timezone) }));
  return { day: cut(sun.riseMs, sun.setMs, false), night: cut(sun.setMs, sun.nextRiseMs, true) };
}
