import { describe, expect, it } from 'vitest';
import { isBeforeSunrise, runningOf } from './panchang-time';

// Which panchang day holds the period running now: the Vedic day runs from sunrise to sunrise.

const sunrise = '2026-03-10T06:36:00+05:30';
const at = (iso: string) => Date.parse(iso);

describe('the hours before sunrise', () => {
  it('are those between the previous sunrise and this one: the previous day’s night runs then', () => {
    expect(isBeforeSunrise(sunrise, at('2026-03-10T00:05:00+05:30'))).toBe(true);
    expect(isBeforeSunrise(sunrise, at('2026-03-10T06:35:00+05:30'))).toBe(true);
    expect(isBeforeSunrise(sunrise, at('2026-03-09T21:00:00+05:30'))).toBe(true);
  });

  it('end at sunrise, and a day more than one away is no concern of now', () => {
    expect(isBeforeSunrise(sunrise, at('2026-03-10T06:36:00+05:30'))).toBe(false);
    expect(isBeforeSunrise(sunrise, at('2026-03-10T14:00:00+05:30'))).toBe(false);
    expect(isBeforeSunrise(sunrise, at('2026-03-09T05:00:00+05:30'))).toBe(false);
    expect(isBeforeSunrise(null, at('2026-03-10T02:00:00+05:30'))).toBe(false);
  });
});

describe('the period running', () => {
  const night = [
    { start: '2026-03-09T23:48:00+05:30', end: '2026-03-10T01:19:00+05:30', name: 'labh' },
    { start: '2026-03-10T01:19:00+05:30', end: '2026-03-10T02:50:00+05:30', name: 'udveg' },
  ];
  it('is the one whose span holds the instant, in any time zone the browser is in', () => {
    expect(runningOf(night, at('2026-03-09T20:00:00Z'))?.name).toBe('udveg');
    expect(runningOf(night, at('2026-03-10T01:19:00+05:30'))?.name).toBe('udveg');
    expect(runningOf(night, at('2026-03-10T02:50:00+05:30'))).toBeUndefined();
  });
});
