/**
 * The day's inauspicious periods (Rahu kaal, Yamaganda, Gulika kaal) and the auspicious Abhijit
 * muhurta, all fractions of the daytime from sunrise to sunset, so they shift with the seasons and
 * the place: they are never fixed clock times.
 */
import { Body } from 'astronomy-engine';
import { civilAt } from './local-time';
import { riseAndSetOn, weekdayOf } from './panchang';
import type { PanchangPlace } from './panchang';

/**
 * Which eighth of the daytime (1-based) each period takes, Sunday to Saturday. The customary
 * mnemonic tables, as printed in North and South Indian almanacs alike.
 */
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3] as const;
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1] as const;

/** Abhijit is the 8th of the 15 muhurtas of the day: the one around local noon. */
const ABHIJIT_MUHURTA = 8;
const WEDNESDAY = 3;

export interface KaalPeriod {
  startMs: number;
  endMs: number;
  /** Local clock time 'HH:MM', rounded to the nearest minute. */
  start: string;
  end: string;
}

export interface AbhijitMuhurta extends KaalPeriod {
  /** False on Wednesdays: tradition does not use Abhijit on Budhavara (times are still given). */
  inUse: boolean;
}

export interface Kaal {
  date: string;
  /** Null when the Sun does not both rise and set that day (polar day or night): no periods then. */
  sunriseMs: number | null;
  sunsetMs: number | null;
  rahuKaal: KaalPeriod | null;
  yamaganda: KaalPeriod | null;
  gulikaKaal: KaalPeriod | null;
  abhijit: AbhijitMuhurta | null;
}

/** 'HH:MM' on local clocks, to the nearest minute. */
export function localClock(utcMs: number, timezone: string): string {
  const c = civilAt(Math.round(utcMs / 60_000) * 60_000, timezone);
  return `${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}`;
}

/** Part `part` (1-based) of the interval cut into `parts` equal pieces. */
export function partOf(startMs: number, endMs: number, part: number, parts: number, timezone: string): KaalPeriod {
  const length = (endMs - startMs) / parts;
  const from = Math.round(startMs + (part - 1) * length);
  const to = Math.round(startMs + part * length);
  return { startMs: from, endMs: to, start: localClock(from, timezone), end: localClock(to, timezone) };
}

/**
 * Brahma muhurta, the hour before dawn kept for prayer and study: the 14th of the 15 muhurtas of
 * the night that ends at this sunrise, so from two night muhurtas before sunrise to one before,
 * a night muhurta being (sunrise − the previous sunset) / 15. Drik Panchang prints the same (New
 * Delhi, 31 Dec 2020: sunrise 07:14 after a night of 13 h 39 min, Brahma muhurta 05:25–06:19).
 */
export function brahmaMuhurta(previousSunsetMs: number, sunriseMs: number, timezone: string): KaalPeriod {
  return partOf(previousSunsetMs, sunriseMs, 14, 15, timezone);
}

/** Rahu kaal, Yamaganda, Gulika kaal and Abhijit muhurta for a civil date at a place. */
export function computeKaal(date: string, place: PanchangPlace): Kaal {
  const { riseMs: sunriseMs, setMs: sunsetMs } = riseAndSetOn(Body.Sun, date, place);
  if (sunriseMs === null || sunsetMs === null || sunsetMs <= sunriseMs) {
    return { date, sunriseMs, sunsetMs, rahuKaal: null, yamaganda: null, gulikaKaal: null, abhijit: null };
  }
  const weekday = weekdayOf(date);
  const eighth = (part: number) => partOf(sunriseMs, sunsetMs, part, 8, place.timezone);
  return {
    date,
    sunriseMs,
    sunsetMs,
    rahuKaal: eighth(RAHU_PART[weekday]!),
    yamaganda: eighth(YAMAGANDA_PART[weekday]!),
    gulikaKaal: eighth(GULIKA_PART[weekday]!),
    abhijit: { ...partOf(sunriseMs, sunsetMs, ABHIJIT_MUHURTA, 15, place.timezone), inUse: weekday !== WEDNESDAY },
  };
}
