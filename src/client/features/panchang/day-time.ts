// Times of a panchang day as the page prints them: local to the city (read from the ISO strings,
// never converted to the browser's zone), with the date added when a time falls after midnight.
import type { Language } from '../../../shared/profile';
import { clockRange, formatClockTime, formatDayMonth } from '../../lib/format';

/** The range of dates the API answers for. */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

/** Writes a time with the date it falls on: '2:04 am (27 Jan)'. */
export type OnDate = (time: string, date: string) => string;

const dateOf = (iso: string) => iso.slice(0, 10);

/** '2022-01-27T02:04:00+05:30' on the day '2022-01-26' → '2:04 am (27 Jan)'; on its own day '2:04 am'. */
export function timeOnDay(iso: string, day: string, language: Language, onDate: OnDate): string {
  const time = formatClockTime(iso, language);
  return dateOf(iso) === day ? time : onDate(time, formatDayMonth(iso, language));
}

/**
 * A period of the day: '7:15–8:34 am'; past midnight with its date, once when both ends share it:
 * '11:41 pm–1:11 am (29 Sep)', '1:11–2:41 am (29 Sep)'.
 */
export function rangeOnDay(span: { start: string; end: string }, day: string, language: Language, onDate: OnDate): string {
  const [from, to] = clockRange(span.start, span.end, language);
  const later = (iso: string) => formatDayMonth(iso, language);
  if (dateOf(span.start) !== day) return onDate(`${from}–${to}`, later(span.start));
  return dateOf(span.end) === day ? `${from}–${to}` : `${from}–${onDate(to, later(span.end))}`;
}

/** 'YYYY-MM-DD' within the range the API answers for. */
export const isAnsweredDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= FIRST_DAY && value <= LAST_DAY && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
