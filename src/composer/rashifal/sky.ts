/**
 * The day's sky that every sign's rashifal reads, computed once per date: India's civil day
 * (Asia/Kolkata, 00:00–24:00) at Ujjain, the reference meridian of Indian astronomy. The Moon's
 * sign through that day with the instants it changes, the other grahas' signs at Ujjain's sunrise,
 * the day's fasts and festivals and its lucky colour and number.
 */
import { segmentsIn } from '../../astro/crossing';
import { startOfDayMs } from '../../astro/civil-dates';
import { observancesOn, type Observance } from '../../astro/festivals';
import { luckyFor, type Lucky } from '../../astro/lucky';
import { computePanchang, type PanchangPlace } from '../../astro/panchang';
import { siderealLongitude } from '../../astro/transit-events';
import { signOf, type Graha } from '../../astro/zodiac';

/** Ujjain (Mahakaleshwar), where the classical Indian prime meridian runs; India keeps one zone. */
export const RASHIFAL_PLACE: PanchangPlace & { name: string } = { name: 'Ujjain', latitude: 23.1828, longitude: 75.7681, timezone: 'Asia/Kolkata' };

/** One stretch of the day with the Moon in one sign; null ends lie outside the day. */
export interface MoonStretch {
  sign: number;
  fromMs: number | null;
  toMs: number | null;
}

export interface RashifalSky {
  date: string;
  dayStartMs: number;
  dayEndMs: number;
  sunriseMs: number;
  moon: MoonStretch[];
  /** Each graha's sign (0–11) at sunrise. */
  signs: Record<Exclude<Graha, 'Moon'>, number>;
  observances: Observance[];
  lucky: Lucky;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Refuses anything but a real calendar date 'YYYY-MM-DD' within the engine's years. */
export function assertRashifalDate(date: string): void {
  const m = DATE.exec(date);
  const d = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== date) throw new RangeError(`date must be a calendar date YYYY-MM-DD, got "${date}"`);
  if (+m[1]! < 1900 || +m[1]! > 2100) throw new RangeError(`date must fall between 1900 and 2100, got "${date}"`);
}

export function rashifalSky(date: string): RashifalSky {
  assertRashifalDate(date);
  const place = RASHIFAL_PLACE;
  const dayStartMs = startOfDayMs(date, place.timezone);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const dayEndMs = startOfDayMs(next, place.timezone);
  const panchang = computePanchang(date, place);
  const at = panchang.atMs;
  const moon = segmentsIn((ms) => siderealLongitude('Moon', ms), 30, dayStartMs, dayEndMs).map((s) => ({ sign: s.index, fromMs: s.startMs, toMs: s.endMs }));
  const signAt = (g: Graha) => signOf(siderealLongitude(g, at));
  return {
    date,
    dayStartMs,
    dayEndMs,
    sunriseMs: at,
    moon,
    signs: {
      Sun: signAt('Sun'), Mars: signAt('Mars'), Mercury: signAt('Mercury'), Jupiter: signAt('Jupiter'),
      Venus: signAt('Venus'), Saturn: signAt('Saturn'), Rahu: signAt('Rahu'), Ketu: signAt('Ketu'),
    },
    observances: observancesOn(date, place),
    lucky: luckyFor(panchang.vara.index, panchang.nakshatra.index),
  };
}
