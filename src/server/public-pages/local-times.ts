/**
 * Times and dates as the public pages print them, in the city's own zone: '6:58 am' in English,
 * 'सुबह 6:58' in Hindi, and a date beside a time that falls on another day than the page's.
 */
import { formatLocalDateTime } from '../../astro/local-time';
import type { Language } from '../../shared/profile';
import { publicWords } from './public-words';

const MINUTE_MS = 60_000;

const dateFormats: Record<Language, Record<'long' | 'short' | 'weekday', Intl.DateTimeFormat>> = {
  en: {
    long: new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    short: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    weekday: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  },
  hi: {
    long: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    short: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    weekday: new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  },
};

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Monday, 7 December 2026' / 'सोमवार, 7 दिसंबर 2026'. */
export const longDate = (date: string, language: Language) => dateFormats[language].long.format(utcNoon(date));
/** 'Mon, 7 Dec' / 'सोम, 7 दिस॰'. */
export const weekdayDate = (date: string, language: Language) => dateFormats[language].weekday.format(utcNoon(date));

/**
 * A local ISO time ('2026-12-08T04:13:00+05:30', as the almanac view gives it) as the page prints
 * it; with its date when it is not `pageDate`.
 */
export function clock(localIso: string, pageDate: string, language: Language): string {
  const hour = Number(localIso.slice(11, 13));
  const time = publicWords[language].time(hour, localIso.slice(14, 16));
  const date = localIso.slice(0, 10);
  return date === pageDate ? time : `${time}, ${dateFormats[language].short.format(utcNoon(date))}`;
}

/** An instant at the place, printed like `clock`. */
export const clockAt = (ms: number, timezone: string, pageDate: string, language: Language) =>
  clock(formatLocalDateTime(Math.round(ms / MINUTE_MS) * MINUTE_MS, timezone), pageDate, language);

/** 'GMT+05:30 (Asia/Kolkata)': the zone a page's times are in. */
export function zoneLabel(localIso: string, timezone: string): string {
  const offset = localIso.slice(19) || '+00:00';
  return `UTC${offset === 'Z' ? '+00:00' : offset} (${timezone})`;
}
