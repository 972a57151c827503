// The panchang's periods against the clock: which one is running now (highlighted on the page and
// the dashboard card when the day shown is today). Instants are compared, never wall-clock text,
// so the browser's own zone does not matter.
import { useEffect, useState } from 'react';
import type { Language } from '../../shared/profile';
import { clockRange, formatClockTime, formatDayMonth } from './format';

export type Span = { start: string; end: string };

/** True while `nowMs` lies in [start, end). */
export const isRunning = (span: Span | null | undefined, nowMs: number) =>
  Boolean(span && Date.parse(span.start) <= nowMs && nowMs < Date.parse(span.end));

/** The period of a list running at `nowMs`, if any. */
export const runningOf = <T extends Span>(spans: readonly T[], nowMs: number): T | undefined => spans.find((s) => isRunning(s, nowMs));

/**
 * Whether `nowMs` falls in the hours before a day's sunrise (within a day of it). The Vedic day runs
 * from sunrise to sunrise, so the period running then is the previous day's night: a page showing
 * the civil date's panchang after midnight needs the day before to mark what is current.
 */
export function isBeforeSunrise(sunrise: string | null | undefined, nowMs: number) {
  if (!sunrise) return false;
  const untilSunrise = Date.parse(sunrise) - nowMs;
  return untilSunrise > 0 && untilSunrise <= 86_400_000;
}

/** The calendar date `days` after (or before) 'YYYY-MM-DD'. */
export function shiftDate(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The time now, refreshed every half minute: enough for periods printed to the minute. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

// Times of a panchang day as pages print them: local to the city (read from the ISO strings,
// never converted to the browser's zone), with the date added when a time falls after midnight.

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
