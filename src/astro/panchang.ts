import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { normalizeDegrees } from './angle';
import { formatLocalDate, formatLocalDateTime, localToUtc } from './local-time';
import { NAKSHATRAS, NAKSHATRA_SPAN, nakshatraOf } from './nakshatra';
import { astroTime, siderealSnapshot } from './sidereal-positions';
import type { Named } from './zodiac';

/**
 * Panchang (the five limbs of the day) taken at local sunrise, as almanacs do: the weekday is the
 * one the sunrise falls on, and tithi, nakshatra, yoga and karana are those running at sunrise.
 * Sunrise is when the Sun's upper limb touches the horizon with standard refraction (as Swiss
 * Ephemeris' default and most printed almanacs).
 */

export const VARAS: readonly Named[] = [
  { sanskrit: 'Ravivara', english: 'Sunday' },
  { sanskrit: 'Somavara', english: 'Monday' },
  { sanskrit: 'Mangalavara', english: 'Tuesday' },
  { sanskrit: 'Budhavara', english: 'Wednesday' },
  { sanskrit: 'Guruvara', english: 'Thursday' },
  { sanskrit: 'Shukravara', english: 'Friday' },
  { sanskrit: 'Shanivara', english: 'Saturday' },
];

const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi',
] as const;

export const YOGAS = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
  'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
] as const;

const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;

export type Paksha = 'Shukla' | 'Krishna';

/** Tithi 1–30 from the Moon's elongation (12° each); 1–15 waxing (Shukla), 16–30 waning (Krishna). */
export function tithiOf(elongation: number): { number: number; name: string; paksha: Paksha } {
  const number = Math.min(30, Math.floor(normalizeDegrees(elongation) / 12) + 1);
  const paksha: Paksha = number <= 15 ? 'Shukla' : 'Krishna';
  const name = number === 15 ? 'Purnima' : number === 30 ? 'Amavasya' : TITHI_NAMES[(number - 1) % 15]!;
  return { number, name, paksha };
}

/** Karana: half a tithi (6°). The first half of Shukla Pratipada is the fixed Kimstughna, the
 * last three halves of the month are Shakuni, Chatushpada and Naga, the rest cycle the seven. */
export function karanaOf(elongation: number): { number: number; name: string } {
  const index = Math.min(59, Math.floor(normalizeDegrees(elongation) / 6));
  const name =
    index === 0 ? 'Kimstughna'
      : index === 57 ? 'Shakuni'
        : index === 58 ? 'Chatushpada'
          : index === 59 ? 'Naga'
            : MOVABLE_KARANAS[(index - 1) % 7]!;
  return { number: index + 1, name };
}

/** Yoga 1–27 from the sum of the sidereal longitudes of Sun and Moon, 13°20' each. */
export function yogaOf(sunLongitude: number, moonLongitude: number): { number: number; name: string } {
  const index = Math.min(26, Math.floor(normalizeDegrees(sunLongitude + moonLongitude) / NAKSHATRA_SPAN));
  return { number: index + 1, name: YOGAS[index]! };
}

export interface PanchangPlace {
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface Panchang {
  date: string;
  /** Local ISO-8601 with offset; null when the Sun does not rise or set that day (polar). */
  sunrise: string | null;
  sunset: string | null;
  /** The instant the limbs were taken: sunrise, or local 06:00 when there is no sunrise. */
  atMs: number;
  vara: { index: number; name: string; english: string };
  tithi: { number: number; name: string; paksha: Paksha };
  nakshatra: { index: number; name: string; english: string; pada: number };
  yoga: { number: number; name: string };
  karana: { number: number; name: string };
}

/**
 * The rising and setting of a body on a civil date at a place (ms), each null when it does not
 * happen that day: the polar day or night for the Sun, and about once a month for the Moon, whose
 * rising comes ~50 minutes later each day and so skips one civil date.
 */
export function riseAndSetOn(body: Body, date: string, place: PanchangPlace): { riseMs: number | null; setMs: number | null } {
  const midnight = localToUtc(date, '00:00', place.timezone).utcMs;
  const observer = new Observer(place.latitude, place.longitude, 0);
  const start = astroTime(midnight);
  const riseTime = SearchRiseSet(body, observer, +1, start, 1);
  const setTime = SearchRiseSet(body, observer, -1, start, 1);
  // A rising found within 24 h may fall on the next civil day (DST change, or the Moon); keep today's only.
  const riseMs = riseTime && formatLocalDate(riseTime.date.getTime(), place.timezone) === date ? riseTime.date.getTime() : null;
  const setMs = setTime && formatLocalDate(setTime.date.getTime(), place.timezone) === date ? setTime.date.getTime() : null;
  return { riseMs, setMs };
}

/** Weekday 0–6 (Sunday first) of a civil date, whatever the place. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Panchang for a civil date 'YYYY-MM-DD' at a place. */
export function computePanchang(date: string, place: PanchangPlace): Panchang {
  const { riseMs: sunriseMs, setMs: sunsetMs } = riseAndSetOn(Body.Sun, date, place);
  const atMs = sunriseMs ?? localToUtc(date, '06:00', place.timezone).utcMs;

  const snapshot = siderealSnapshot(astroTime(atMs));
  const sun = snapshot.bodies[0]!.longitude;
  const moon = snapshot.bodies[1]!.longitude;
  const elongation = moon - sun;
  const n = nakshatraOf(moon);
  const weekday = weekdayOf(date);
  const vara = VARAS[weekday]!;
  const nak = NAKSHATRAS[n.index]!;
  return {
    date,
    // To the nearest minute, as almanacs print them and as the full panchang (almanac-view.ts) does:
    // the Kundli's sunrise and the dashboard's must not differ by a truncated minute.
    sunrise: sunriseMs === null ? null : formatLocalDateTime(Math.round(sunriseMs / 60_000) * 60_000, place.timezone),
    sunset: sunsetMs === null ? null : formatLocalDateTime(Math.round(sunsetMs / 60_000) * 60_000, place.timezone),
    atMs,
    vara: { index: weekday, name: vara.sanskrit, english: vara.english },
    tithi: tithiOf(elongation),
    nakshatra: { index: n.index, name: nak.sanskrit, english: nak.english, pada: n.pada },
    yoga: yogaOf(sun, moon),
    karana: karanaOf(elongation),
  };
}
