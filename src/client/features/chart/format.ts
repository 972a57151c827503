/**
 * Display helpers for the chart page: Sanskrit names with English glosses, degrees, and dates
 * and times kept in the birth place's calendar (never the browser's time zone).
 */
import { GRAHA_NAMES, type Graha } from '../../../astro/zodiac';
import type { BodyView, Named } from '../../../shared/chart-view';

/** Two-letter graha abbreviations as Indian chart makers print them. */
export const GRAHA_ABBR: Readonly<Record<Graha, string>> = {
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
};

export const LAGNA: Named = { sanskrit: 'Lagna', english: 'Ascendant' };
export const LAGNA_ABBR = 'As';

const isGraha = (name: string): name is Graha => name in GRAHA_NAMES;

/** A graha's names from its English key ('Sun'), as dasha lords and bodies carry it. */
export function grahaName(name: string): Named {
  return isGraha(name) ? GRAHA_NAMES[name] : { sanskrit: name, english: name };
}

/** Where space is short (legend, dasha lists): Rahu and Ketu glossed as the nodes they are. */
export function grahaShortName(name: string): Named {
  if (name === 'Rahu') return { sanskrit: 'Rahu', english: 'North node' };
  if (name === 'Ketu') return { sanskrit: 'Ketu', english: 'South node' };
  return grahaName(name);
}

export function grahaAbbr(name: string): string {
  return isGraha(name) ? GRAHA_ABBR[name] : name.slice(0, 2);
}

/** 'Simha (Leo)': for screen-reader summaries and titles, where a middle dot reads poorly. */
export const spoken = (named: Named) => `${named.sanskrit} (${named.english})`;

/** 12.5725 → 12°34′. Minutes are truncated, as almanacs do, so 29.99° never shows as 30°00′. */
export function formatDegree(degrees: number): string {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayDateFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// 'YYYY-MM-DD' is a calendar date, not an instant: read and print it in UTC so no zone can shift the day.
const utcDate = (ymd: string) => {
  const [y = 1970, m = 1, d = 1] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** '1990-05-15' → '15 May 1990'. */
export const formatDate = (ymd: string) => dateFormat.format(utcDate(ymd));

/** '2026-11-22' → 'Sunday, 22 November 2026'. */
export const formatLongDate = (ymd: string) => weekdayDateFormat.format(utcDate(ymd));

/** Days from one 'YYYY-MM-DD' to another. */
export const daysBetween = (from: string, to: string) => Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / 86_400_000);

/**
 * '14:30' or '2026-11-22T06:49:45+05:30' → '2:30 pm' / '6:49 am'. The hours and minutes are read
 * from the string itself, so the time stays the birth place's local time whatever the browser's zone.
 */
export function formatClock(value: string): string {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The UTC offset at the end of a local ISO time: '+05:30' → 'UTC+05:30'. */
export function offsetOf(value: string): string | null {
  const match = /([+-]\d{2}:\d{2}|Z)$/.exec(value);
  if (!match) return null;
  return match[1] === 'Z' ? 'UTC' : `UTC${match[1]}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** { years: 3, months: 7, days: 23 } → '3 years, 7 months, 23 days' (zero parts left out). */
export function formatSpan(span: { years: number; months: number; days: number }): string {
  const parts = [
    span.years ? plural(span.years, 'year') : null,
    span.months ? plural(span.months, 'month') : null,
    span.days ? plural(span.days, 'day') : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '0 days';
}

/** Dignity badges: the Sanskrit term a jyotishi would use, with its English meaning. */
export const DIGNITY_LABELS: Readonly<Record<Exclude<BodyView['dignity'], 'neutral'>, Named>> = {
  exalted: { sanskrit: 'Uchcha', english: 'exalted' },
  debilitated: { sanskrit: 'Neecha', english: 'debilitated' },
  own: { sanskrit: 'Swakshetra', english: 'own sign' },
};

export const COMBUST: Named = { sanskrit: 'Asta', english: 'combust' };
export const RETROGRADE: Named = { sanskrit: 'Vakri', english: 'retrograde' };

const PAKSHA_GLOSS: Readonly<Record<string, string>> = { Shukla: 'waxing', Krishna: 'waning' };

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** Tithi 1–30 → '13th lunar day of the waxing fortnight'. */
export function tithiGloss(tithi: { number: number; paksha: string }): string {
  const day = tithi.number > 15 ? tithi.number - 15 : tithi.number;
  const fortnight = PAKSHA_GLOSS[tithi.paksha] ?? tithi.paksha.toLowerCase();
  if (day === 15) return tithi.paksha === 'Shukla' ? 'full moon' : 'new moon';
  return `${ordinal(day)} lunar day of the ${fortnight} fortnight`;
}
