/**
 * The day's Nalla Neram travels with the day's kaal facts, so a Tamil or Telugu reading can name the
 * good hours: the same periods the almanac gives for the reader's place and day, in order.
 */
import { describe, expect, it } from 'vitest';
import { almanacFor } from '../../astro/almanac';
import { PEOPLE, factsFor } from '../../../tests/support/test-profiles';
import type { Reader } from '../input';

const CHENNAI: Reader = { place: { label: 'Chennai', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' }, lunarMonth: 'amanta' };

describe('a daily reading’s kaal facts', () => {
  it('carry the day’s Nalla Neram at the reader’s place, as the almanac gives it', () => {
    for (const asked of ['2025-12-08', '2026-03-19', '2026-07-02']) {
      const facts = factsFor(PEOPLE[0]!, 'daily', new Date(`${asked}T03:00:00Z`), CHENNAI);
      const day = facts.days[0]!;
      const almanac = almanacFor(day.date, { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' });
      const expected = almanac.nallaNeram!.day.map((p) => ({ start: p.start, end: p.end }));
      expect(expected.length).toBeGreaterThan(0);
      expect(day.kaal!.nallaNeram).toEqual(expected);
      // Never inside Rahu kaal: the periods are the good Gowri ones with it cut out.
      for (const p of day.kaal!.nallaNeram) expect(p.end <= day.kaal!.rahu.start || p.start >= day.kaal!.rahu.end).toBe(true);
    }
  });
});
