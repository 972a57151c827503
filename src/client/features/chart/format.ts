/**
 * Display helpers for the chart page: degrees, spans, and dates and times kept in the birth
 * place's calendar (never the browser's time zone), in the interface language.
 */
import type { Language } from '../../../shared/profile';
import { astroText } from '../../i18n/astro';
import { chartText } from '../../i18n/chart';
import { formatCalendarDate, formatClockTime } from '../../lib/format';

/** 12.5725 → 12°34′. Minutes are truncated, as almanacs do, so 29.99° never shows as 30°00′. */
export function formatDegree(degrees: number): string {
  const whole = Math.floor(degrees);
  const minutes = Math.floor((degrees - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayDateFormats: Record<'en' | 'hi', Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** The weekdays by the engine's names, Sunday first, as the astro catalogue keys them. */
const VARAS = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;

// 'YYYY-MM-DD' is a calendar date, not an instant: read and print it in UTC so no zone can shift the day.
const utcDate = (ymd: string) => {
  const [y = 1970, m = 1, d = 1] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** '1990-05-15' → '15 May 1990' / '15 मई 1990' (Hindi writes its months out). */
export const formatDate = (ymd: string, language: Language = 'en') =>
  language === 'en' ? dateFormat.format(utcDate(ymd)) : formatCalendarDate(ymd, language);

/**
 * '2026-11-22' → 'Sunday, 22 November 2026' / 'रविवार, 22 नवंबर 2026' / 'ஞாயிற்றுக்கிழமை, 22 நவம்பர் 2026'.
 * Tamil and Telugu are put together from the app's own names: the platform's Telugu pattern puts the
 * weekday last after a stray comma, and spells months otherwise than the rest of the app.
 */
export const formatLongDate = (ymd: string, language: Language = 'en') =>
  language === 'en' || language === 'hi'
    ? weekdayDateFormats[language].format(utcDate(ymd))
    : `${astroText[language].vara[VARAS[utcDate(ymd).getUTCDay()]!]}, ${formatCalendarDate(ymd, language)}`;

/** Days from one 'YYYY-MM-DD' to another. */
export const daysBetween = (from: string, to: string) => Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / 86_400_000);

/**
 * '14:30' or '2026-11-22T06:49:45+05:30' → '2:30 pm' / '6:49 am' ('दोपहर 2:30' / 'सुबह 6:49'), read
 * from the string itself so the time stays the birth place's local time.
 */
export const formatClock = (value: string, language: Language = 'en') => formatClockTime(value, language);

/** The UTC offset at the end of a local ISO time: '+05:30' → 'UTC+05:30'. */
export function offsetOf(value: string): string | null {
  const match = /([+-]\d{2}:\d{2}|Z)$/.exec(value);
  if (!match) return null;
  return match[1] === 'Z' ? 'UTC' : `UTC${match[1]}`;
}

/** { years: 3, months: 7, days: 23 } → '3 years, 7 months, 23 days' / '3 वर्ष, 7 महीने, 23 दिन' (zero parts left out). */
export function formatSpan(span: { years: number; months: number; days: number }, language: Language = 'en'): string {
  const t = chartText[language].span;
  const parts = [span.years ? t.years(span.years) : null, span.months ? t.months(span.months) : null, span.days ? t.days(span.days) : null].filter(Boolean);
  return parts.length ? parts.join(t.separator) : t.days(0);
}

/** Tithi 1–30 → '13th lunar day of the waxing fortnight', or full moon / new moon. */
export function tithiGloss(tithi: { number: number; paksha: string }, language: Language = 'en'): string {
  const t = chartText[language].panchang;
  const day = tithi.number > 15 ? tithi.number - 15 : tithi.number;
  if (day === 15) return tithi.paksha === 'Shukla' ? t.fullMoon : t.newMoon;
  return t.lunarDay(day, tithi.paksha);
}
