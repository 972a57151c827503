import type { ReadingType } from '../shared/reading-types';
import { addDays } from '../astro/day-timeline';
import { addMonths, daysBetween, localStamp, startOfDayMs } from '../astro/civil-dates';
import { INDIA_TIME_ZONE } from '../shared/india-time';

/** The zone a period is counted in when no reader is named (the daily reminder's, whose times are India's). */
export const READING_TIME_ZONE = INDIA_TIME_ZONE;

/**
 * The period a reading covers, on a zone's calendar: `start` and `end` are 'YYYY-MM-DD' (both
 * inclusive), `startMs`..`endMs` the same span as instants (the end is the midnight after `end`).
 * A user has at most one reading of a type per period (docs/decisions/006): asking again opens it.
 */
export type ReadingPeriod = { start: string; end: string; startMs: number; endMs: number; days: number };

const ROLLING_MONTHS: Partial<Record<ReadingType, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * Daily: today. Weekly: today and the six days after. Monthly, quarterly and yearly: rolling, from
 * today to the day before the same date 1, 3 or 12 months on (clamped at a short month's end) —
 * the spans the composer dates those readings on. Natal readings (career, love, health, life) are
 * not about a span of time, so the calendar month containing today is their period: a fresh one
 * can be had each month, and the month a reading belongs to does not depend on the day it was asked.
 */
export function readingPeriod(readingType: ReadingType, now: Date, timeZone: string = READING_TIME_ZONE): ReadingPeriod {
  const today = localStamp(now.getTime(), timeZone).date;
  const months = ROLLING_MONTHS[readingType];
  let start = today;
  let after: string;
  if (readingType === 'daily') after = addDays(today, 1);
  else if (readingType === 'weekly') after = addDays(today, 7);
  else if (months) after = addMonths(today, months);
  else {
    start = `${today.slice(0, 8)}01`;
    after = addMonths(start, 1);
  }
  return {
    start,
    end: addDays(after, -1),
    startMs: startOfDayMs(start, timeZone),
    endMs: startOfDayMs(after, timeZone),
    days: daysBetween(start, after),
  };
}
