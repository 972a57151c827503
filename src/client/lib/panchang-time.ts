// The panchang's periods against the clock: which one is running now (highlighted on the page and
// the dashboard card when the day shown is today). Instants are compared, never wall-clock text,
// so the browser's own zone does not matter.
import { useEffect, useState } from 'react';

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
