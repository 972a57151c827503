/**
 * How far a birth time can move before the chart changes where a reader would notice: the lagna's
 * sign, the Moon's nakshatra pada, the navamsa (D9) lagna, and the Vimshottari mahadasha and
 * antardasha running on a given date. For each, the minutes the birth can move earlier and later
 * with that still the same; it tells whether a reading can be trusted with a rounded time.
 *
 * Each of the four moves one way only as the birth moves (the ascendant and the Moon always
 * advance, and the dasha periods slide steadily back as the Moon advances), and none comes back
 * to where it was within a day, so each is found by stepping out from the birth until it has
 * changed and then halving the last step down to a second. Choices: docs/decisions/034.
 */
import { normalizeDegrees } from './angle';
import { ascendantLongitude } from './ascendant';
import { trueAyanamsa } from './ayanamsa';
import type { Chart } from './chart';
import { dashasFromMoon, runningPeriods } from './dasha';
import type { DashaYear } from './dasha';
import { tropicalLongitude } from './ephemeris';
import { PADA_SPAN } from './nakshatra';
import { astroTime } from './sidereal-positions';

const MINUTE_MS = 60_000;
/** How far each way the search looks: a day, by which the lagna and the Moon's pada have always moved on. */
export const SENSITIVITY_WINDOW_MINUTES = 24 * 60;
/** The answer is exact to this: the last second the quantity is still the same. */
const PRECISION_MS = 1000;
const NAVAMSA_SPAN = 30 / 9;

/** Minutes the birth can move each way with the quantity unchanged; null when it stays the same for the whole day searched. */
export interface TimeMargin {
  earlier: number | null;
  later: number | null;
}

export interface TimeSensitivity {
  lagna: TimeMargin;
  moonPada: TimeMargin;
  navamsaLagna: TimeMargin;
  /** The mahadasha and antardasha running at `atMs`. */
  dasha: TimeMargin & { atMs: number };
}

export interface SensitivityOptions {
  /** The instant whose running dasha is watched (ms since 1970 UTC). */
  atMs: number;
  /** The dasha year, as the chart's dashas (decision on dasha years in dasha.ts). */
  year?: DashaYear;
}

/** A margin in minutes rounded down to a hundredth, for display: never more than the birth can really move. */
export function marginRoundedDown(m: TimeMargin): TimeMargin {
  const down = (value: number | null) => (value === null ? null : Math.floor(value * 100) / 100);
  return { earlier: down(m.earlier), later: down(m.later) };
}

type Key = (ms: number) => number | string;

/**
 * Minutes from `birthMs` to the last instant, stepping `direction` (−1 or 1), at which `key` is
 * still what it is at birth, found to a second; null if it has not changed within the window.
 * Steps of `stepMinutes` are safe because each key changes monotonically and never returns.
 */
function margin(key: Key, birthMs: number, direction: -1 | 1, stepMinutes: number): number | null {
  const here = key(birthMs);
  let same = birthMs;
  for (let minutes = stepMinutes; minutes <= SENSITIVITY_WINDOW_MINUTES; minutes += stepMinutes) {
    let changed = birthMs + direction * minutes * MINUTE_MS;
    if (key(changed) === here) {
      same = changed;
      continue;
    }
    while (Math.abs(changed - same) > PRECISION_MS) {
      const middle = (same + changed) / 2;
      if (key(middle) === here) same = middle;
      else changed = middle;
    }
    return Math.abs(same - birthMs) / MINUTE_MS;
  }
  return null;
}

function both(key: Key, birthMs: number, stepMinutes: number): TimeMargin {
  return { earlier: margin(key, birthMs, -1, stepMinutes), later: margin(key, birthMs, 1, stepMinutes) };
}

/**
 * The birth-time sensitivity of a chart cast for a known time. Throws RangeError for a chart read
 * from the Moon (its time is not known, so there is no lagna to keep).
 */
export function birthTimeSensitivity(chart: Chart, options: SensitivityOptions): TimeSensitivity {
  if (chart.moonBased) throw new RangeError('Birth-time sensitivity needs the birth time: a Moon chart has no lagna');
  const { latitude, longitude, ayanamsa } = chart.input;
  const ascendantAt = (ms: number): number => {
    const time = astroTime(ms);
    return normalizeDegrees(ascendantLongitude(time, latitude, longitude) - trueAyanamsa(ayanamsa, time));
  };
  const moonAt = (ms: number): number => {
    const time = astroTime(ms);
    return normalizeDegrees(tropicalLongitude('Moon', time).longitude - trueAyanamsa(ayanamsa, time));
  };
  const dashaAt = (ms: number): string => {
    const running = runningPeriods(dashasFromMoon(moonAt(ms), ms, { year: options.year }), options.atMs);
    return running ? `${running.mahadasha.lord}/${running.antardasha.lord}` : 'outside';
  };
  const birthMs = chart.utcMs;
  return {
    // A sign of the ascendant takes from about 40 minutes (at 60° of latitude) to over three hours;
    // it and the navamsa come back only after a day, so half-hour steps skip nothing.
    lagna: both((ms) => Math.floor(ascendantAt(ms) / 30), birthMs, 30),
    navamsaLagna: both((ms) => Math.floor(ascendantAt(ms) / NAVAMSA_SPAN), birthMs, 30),
    // A pada of the Moon takes four to six and a half hours.
    moonPada: both((ms) => Math.floor(moonAt(ms) / PADA_SPAN), birthMs, 60),
    dasha: { ...both(dashaAt, birthMs, 60), atMs: options.atMs },
  };
}
