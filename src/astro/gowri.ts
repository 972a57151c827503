/**
 * Gowri Panchangam (Gowri nalla neram): the Tamil almanacs' eight periods of the daytime (sunrise
 * to sunset) and eight of the night (sunset to the next sunrise), each named for what it favours.
 * Printed calendars give them for a 06:00 sunrise (1½ hours each); here each is an eighth of the
 * real daytime or night at the place, as Rahu kalam is (docs/decisions/048).
 *
 * Seven of the names follow the weekday lords — Uthi the Sun's, Amirdha the Moon's, Rogam Mars',
 * Laabam Mercury's, Dhanam Jupiter's, Sugam Venus', Soram Saturn's — and the eighth, Visham, is
 * Rahu's part. The day starts at the weekday's own lord and walks that wheel, with Visham slotted in
 * at the part of Rahu kalam; the night starts at the lord of the fifth weekday counted from the day
 * (Sunday night at Jupiter's Dhanam, as choghadiya's night does) with Visham at its own place.
 * The tables below are written out as almanacs print them; the test re-derives every cell from
 * that rule, so a slip in one would show.
 */
import type { KaalPeriod } from './kaal';
import { partOf } from './kaal';

export type GowriName = 'Amirdha' | 'Uthi' | 'Laabam' | 'Dhanam' | 'Sugam' | 'Soram' | 'Rogam' | 'Visham';
/** Amirdha, Uthi, Laabam, Dhanam and Sugam are good; Soram (theft), Rogam (illness) and Visham (poison) bad. */
export type GowriQuality = 'good' | 'bad';

export const GOWRI_QUALITY: Readonly<Record<GowriName, GowriQuality>> = {
  Amirdha: 'good',
  Uthi: 'good',
  Laabam: 'good',
  Dhanam: 'good',
  Sugam: 'good',
  Soram: 'bad',
  Rogam: 'bad',
  Visham: 'bad',
};

/** Sunday first, sunrise to sunset. */
export const GOWRI_DAY: ReadonlyArray<readonly GowriName[]> = [
  ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'],
  ['Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi'],
  ['Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha'],
  ['Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham', 'Uthi', 'Amirdha', 'Rogam'],
  ['Dhanam', 'Sugam', 'Soram', 'Uthi', 'Amirdha', 'Visham', 'Rogam', 'Laabam'],
  ['Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam'],
  ['Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam'],
];

/**
 * Sunday first, sunset to the next sunrise. Saturday night ends in Rogam, as the wheel gives it and
 * most almanacs print it; Drik Panchang's table repeats Soram there (docs/decisions/048).
 */
export const GOWRI_NIGHT: ReadonlyArray<readonly GowriName[]> = [
  ['Dhanam', 'Sugam', 'Soram', 'Visham', 'Uthi', 'Amirdha', 'Rogam', 'Laabam'],
  ['Sugam', 'Soram', 'Uthi', 'Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam'],
  ['Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam'],
  ['Uthi', 'Amirdha', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Visham'],
  ['Amirdha', 'Visham', 'Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi'],
  ['Rogam', 'Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha'],
  ['Laabam', 'Dhanam', 'Sugam', 'Soram', 'Uthi', 'Visham', 'Amirdha', 'Rogam'],
];

const PERIODS = 8;

export interface GowriPeriod extends KaalPeriod {
  name: GowriName;
  quality: GowriQuality;
}

/** The sixteen periods of a weekday (0 = Sunday): its daytime from sunrise to sunset, its night to the next sunrise. */
export function gowriPanchangam(
  weekday: number,
  sun: { riseMs: number; setMs: number; nextRiseMs: number },
  timezone: string,
): { day: GowriPeriod[]; night: GowriPeriod[] } {
  const cut = (startMs: number, endMs: number, names: readonly GowriName[]) =>
    names.map((name, i) => ({ name, quality: GOWRI_QUALITY[name], ...partOf(startMs, endMs, i + 1, PERIODS, timezone) }));
  return { day: cut(sun.riseMs, sun.setMs, GOWRI_DAY[weekday]!), night: cut(sun.setMs, sun.nextRiseMs, GOWRI_NIGHT[weekday]!) };
}
