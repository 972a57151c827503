import { describe, expect, it } from 'vitest';
import { readingTypes, type ReadingType } from '../shared/reading-types';
import { readingPeriod } from './reading-period';

/** An instant given as India's wall clock (+05:30, no daylight saving). */
const ist = (local: string) => new Date(`${local}+05:30`);
const span = (type: ReadingType, local: string) => {
  const { start, end, days } = readingPeriod(type, ist(local));
  return { start, end, days };
};

describe('readingPeriod', () => {
  it('daily is today on India’s calendar', () => {
    expect(readingPeriod('daily', ist('2026-11-24T10:00'))).toEqual({
      start: '2026-11-24',
      end: '2026-11-24',
      startMs: ist('2026-11-24T00:00').getTime(),
      endMs: ist('2026-11-25T00:00').getTime(),
      days: 1,
    });
  });

  it('weekly is today and the six days after, across a month and a year', () => {
    expect(span('weekly', '2026-11-24T10:00')).toEqual({ start: '2026-11-24', end: '2026-11-30', days: 7 });
    expect(span('weekly', '2026-12-28T10:00')).toEqual({ start: '2026-12-28', end: '2027-01-03', days: 7 });
  });

  it('monthly, quarterly and yearly roll from today to the day before the same date months on', () => {
    expect(span('monthly', '2026-03-15T09:00')).toEqual({ start: '2026-03-15', end: '2026-04-14', days: 31 });
    expect(span('quarterly', '2026-11-30T09:00')).toEqual({ start: '2026-11-30', end: '2027-02-27', days: 90 });
    expect(span('yearly', '2026-06-01T09:00')).toEqual({ start: '2026-06-01', end: '2027-05-31', days: 365 });
  });

  it('clamps at a short month: 31 January + 1 month ends on the last day of February', () => {
    expect(span('monthly', '2027-01-31T12:00')).toEqual({ start: '2027-01-31', end: '2027-02-27', days: 28 });
    // Leap year: 29 February is the clamped date, so the period ends the day before it.
    expect(span('monthly', '2028-01-31T12:00')).toEqual({ start: '2028-01-31', end: '2028-02-28', days: 29 });
    expect(span('yearly', '2028-02-29T12:00')).toEqual({ start: '2028-02-29', end: '2029-02-27', days: 365 });
  });

  it('natal readings cover the calendar month containing today', () => {
    for (const type of ['career', 'love', 'health', 'life'] as const) {
      expect(span(type, '2026-11-24T10:00')).toEqual({ start: '2026-11-01', end: '2026-11-30', days: 30 });
    }
    expect(span('career', '2026-12-31T23:59')).toEqual({ start: '2026-12-01', end: '2026-12-31', days: 31 });
    expect(span('love', '2027-02-01T00:00')).toEqual({ start: '2027-02-01', end: '2027-02-28', days: 28 });
    expect(span('health', '2028-02-15T08:00')).toEqual({ start: '2028-02-01', end: '2028-02-29', days: 29 });
    const { startMs, endMs } = readingPeriod('life', ist('2026-11-24T10:00'));
    expect([startMs, endMs]).toEqual([ist('2026-11-01T00:00').getTime(), ist('2026-12-01T00:00').getTime()]);
  });

  it('turns over at India’s midnight, not at UTC’s', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    expect(readingPeriod('daily', new Date('2026-11-24T18:29:59Z')).start).toBe('2026-11-24');
    expect(readingPeriod('daily', new Date('2026-11-24T18:30:00Z')).start).toBe('2026-11-25');
    // Still 30 November in UTC, already December in India: a new natal month.
    expect(readingPeriod('career', new Date('2026-11-30T19:00:00Z')).start).toBe('2026-12-01');
    expect(readingPeriod('career', new Date('2026-11-30T18:29:00Z')).start).toBe('2026-11-01');
  });

  it('dates on another zone when told to', () => {
    const at = new Date('2026-11-24T20:00:00Z');
    expect(readingPeriod('daily', at).start).toBe('2026-11-25');
    expect(readingPeriod('daily', at, 'America/New_York').start).toBe('2026-11-24');
  });

  it('every period holds the instant it was asked at and spans its days', () => {
    const now = ist('2026-07-09T15:45');
    for (const type of readingTypes) {
      const p = readingPeriod(type, now);
      expect(p.startMs).toBeLessThanOrEqual(now.getTime());
      expect(p.endMs).toBeGreaterThan(now.getTime());
      expect(p.endMs - p.startMs).toBe(p.days * 86_400_000);
    }
  });
});
