/**
 * Times and dates as the public pages print them, in the city's own zone: '6:58 am' in English,
 * 'सुबह 6:58' in Hindi, 'காலை 6:58' in Tamil, and a date beside a time that falls on another day than the page's.
 */
import { formatLocalDateTime } from '../../astro/local-time';
import type { Language } from '../../shared/profile';
import { calendarDay, dayWithWeekday } from '../lib/south-clock';
import { publicWords } from './public-words';

const MINUTE_MS = 60_000;

type DateWords = Record<'long' | 'short' | 'weekday', (date: string) => string>;

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const intlDates = (locale: string): DateWords => {
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return { long: (date) => long.format(utcNoon(date)), short: (date) => short.format(utcNoon(date)), weekday: (date) => weekday.format(utcNoon(date)) };
};
// Intl's Tamil puts the month first ('டிச. 7, திங்.'); a Tamil or Telugu calendar writes the day first, the month in full.
const southDates = (language: 'ta' | 'te'): DateWords => ({
  long: (date) => dayWithWeekday(date, language),
  short: (date) => calendarDay(date, language, { year: false }),
  weekday: (date) => dayWithWeekday(date, language, { short: true }),
});

const dateFormats: Record<Language, DateWords> = { en: intlDates('en-IN'), hi: intlDates('hi-IN'), ta: southDates('ta'), te: southDates('te') };

/** 'Monday, 7 December 2026' / 'सोमवार, 7 दिसंबर 2026' / 'திங்கட்கிழமை, 7 டிசம்பர் 2026'. */
export const longDate = (date: string, language: Language) => dateFormats[language].long(date);
/** 'Mon, 7 Dec' / 'सोम, 7 दिस॰' / 'திங்கள், 7 டிசம்பர்'. */
export const weekdayDate = (date: string, language: Language) => dateFormats[language].weekday(date);

/**
 * A local ISO time ('2026-12-08T04:13:00+05:30', as the almanac view gives it) as the page prints
 * it; with its date when it is not `pageDate`.
 */
export function clock(localIso: string, pageDate: string, language: Language): string {
  const hour = Number(localIso.slice(11, 13));
  const time = publicWords[language].time(hour, localIso.slice(14, 16));
  const date = localIso.slice(0, 10);
  return date === pageDate ? time : `${time}, ${dateFormats[language].short(date)}`;
}

/** An instant at the place, printed like `clock`. */
export const clockAt = (ms: number, timezone: string, pageDate: string, language: Language) =>
  clock(formatLocalDateTime(Math.round(ms / MINUTE_MS) * MINUTE_MS, timezone), pageDate, language);

/** 'GMT+05:30 (Asia/Kolkata)': the zone a page's times are in. */
export function zoneLabel(localIso: string, timezone: string): string {
  const offset = localIso.slice(19) || '+00:00';
  return `UTC${offset === 'Z' ? '+00:00' : offset} (${timezone})`;
}
