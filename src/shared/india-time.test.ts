import { describe, expect, it } from 'vitest';
import { todayInIndia } from './india-time';

describe('todayInIndia', () => {
  it("turns to the next day at midnight in India, 18:30 UTC, and agrees with the browser's own zone data", () => {
    expect(todayInIndia(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(todayInIndia(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(todayInIndia(instant)).toBe(zone.format(instant));
    }
  });
});
