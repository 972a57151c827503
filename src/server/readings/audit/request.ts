/**
 * How the command line and the audit ask the composer for a reading: a profile built from birth
 * details, its birth chart as the server casts it, and the instant the reading is requested at.
 */
import type { ProfileView } from '../../../shared/profile';
import { birthChartOf } from '../../charts/chart-service';
import type { BirthChart } from '../../charts/chart-service';
import { INDIA_TIME_ZONE } from '../../../shared/india-time';
import { localToUtc } from '../../../astro/local-time';
import type { BirthTimeKnowledge } from '../../../shared/birth-time';
import { birthTimeColumns } from '../../profiles/birth-time-columns';

/** The zone of a request day when none is named: India's, where most readers live. */
export const REQUEST_TIME_ZONE = INDIA_TIME_ZONE;

export interface BirthDetails {
  name: string;
  gender: 'male' | 'female';
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM', local clock time at the birth place; empty when it is not known exactly. */
  time: string;
  /** How well the time is known; exact when left out. */
  timeKnown?: BirthTimeKnowledge;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

/**
 * The profile the server would hold for these details. Coordinates and zone are always filled in,
 * so the chart never depends on a place lookup. The account fields do not reach the text.
 */
export function profileFor(p: BirthDetails): ProfileView {
  return {
    phoneNumber: '+919800000000', name: p.name, gender: p.gender, email: '', birthDate: p.date,
    ...birthTimeColumns({ birthTime: p.time, ...(p.timeKnown ?? { birthTimeAccuracy: 'exact', birthTimeRange: null }) }),
    birthLocation: { city: p.city, country: p.country, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone },
    hasUsedFreeReading: false, sharesAvailable: 0, isPremium: false, language: 'en',
  };
}

/** The birth chart exactly as the server casts it for a stored profile. */
export function birthFor(profile: ProfileView): BirthChart {
  return birthChartOf(profile);
}

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (no 30 February). */
export function isCivilDate(text: string): boolean {
  const m = CIVIL_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today's date in India at an instant, 'YYYY-MM-DD'. */
export function indiaDate(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: REQUEST_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The instant a reading "requested on" a date is asked for: 09:00 on that date where the reader
 * lives (India unless told; these readers live at their birth places), a morning well inside the
 * day, so the period is that date whatever the composer does around midnight.
 */
export function requestInstant(day: string, timeZone: string = REQUEST_TIME_ZONE): Date {
  if (!isCivilDate(day)) throw new RangeError(`Invalid date "${day}": expected YYYY-MM-DD`);
  return new Date(localToUtc(day, '09:00', timeZone).utcMs);
}

/** The calendar date some days after another ('YYYY-MM-DD'). */
export function addCivilDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
