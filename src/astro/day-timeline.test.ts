import { describe, expect, it } from 'vitest';
import { NAKSHATRA_SPAN } from './nakshatra';
import { dayTimeline, elongationAt, moonConjunctions, yogaAngleAt } from './day-timeline';
import type { Span } from './day-timeline';
import { PLACES, TIMELINE_DAYS } from './fixtures/oracle-cases';
import { timelineAnswer } from './fixtures/sweph-oracle';
import { siderealLongitude } from './transit-events';

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const MINUTE = 60_000;

/** Each inner boundary of a list of segments, with the value expected just before and after. */
function boundaries<T extends Span>(segments: T[], value: (s: T) => number): Array<{ atMs: number; before: number; after: number }> {
  return segments.slice(0, -1).map((s, i) => ({ atMs: s.endMs!, before: value(s), after: value(segments[i + 1]!) }));
}

describe('day timeline', () => {
  const t = dayTimeline('2025-10-20', DELHI);

  it('covers the civil day: first segments open at the start, last open at the end, contiguous', () => {
    for (const list of [t.moonSigns, t.nakshatras, t.tithis, t.yogas] as Span[][]) {
      expect(list[0]!.startMs).toBeNull();
      expect(list.at(-1)!.endMs).toBeNull();
      for (let i = 1; i < list.length; i++) expect(list[i]!.startMs).toBe(list[i - 1]!.endMs);
      for (const s of list.slice(0, -1)) expect(s.endMs! > t.startMs && s.endMs! < t.endMs).toBe(true);
    }
    expect(t.endMs - t.startMs).toBe(86_400_000);
    // Diwali 2025: Chaturdashi gives way to Amavasya in the afternoon.
    expect(t.tithis.map((s) => s.number)).toEqual([29, 30]);
  });

  it('puts every boundary where the longitudes change (a minute before: old; a minute after: new)', () => {
    const days = ['2025-10-20', '2025-08-16', '2026-03-03', '2024-01-15'].map((d) => dayTimeline(d, DELHI));
    days.push(dayTimeline('2025-03-09', NEW_YORK)); // 23-hour day: clocks spring forward
    let checked = 0;
    for (const day of days) {
      const checks = [
        ...boundaries(day.moonSigns, (s) => s.sign).map((b) => ({ ...b, at: (ms: number) => Math.floor(siderealLongitude('Moon', ms) / 30) })),
        ...boundaries(day.nakshatras, (s) => s.index).map((b) => ({ ...b, at: (ms: number) => Math.floor(siderealLongitude('Moon', ms) / NAKSHATRA_SPAN) })),
        ...boundaries(day.tithis, (s) => s.number).map((b) => ({ ...b, at: (ms: number) => Math.floor(elongationAt(ms) / 12) + 1 })),
        ...boundaries(day.yogas, (s) => s.number).map((b) => ({ ...b, at: (ms: number) => Math.floor(yogaAngleAt(ms) / NAKSHATRA_SPAN) + 1 })),
      ];
      for (const c of checks) {
        expect(c.at(c.atMs - MINUTE)).toBe(c.before);
        expect(c.at(c.atMs + MINUTE)).toBe(c.after);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('ends the tithi and nakshatra within 2 minutes of Swiss Ephemeris', () => {
    const cases = TIMELINE_DAYS.map((d) => ({ day: dayTimeline(d.date, PLACES[d.place]), swe: timelineAnswer(d) }));
    for (const { day, swe } of cases) {
      // Swiss Ephemeris' ends inside the civil day, one for each of ours.
      const tithis = day.tithis.slice(0, -1);
      expect(tithis.map((s) => s.number), `${day.date} tithis`).toHaveLength(swe.tithiEndsMs.length);
      for (const [i, s] of tithis.entries()) {
        expect(Math.abs(s.endMs! - swe.tithiEndsMs[i]!), `${day.date} tithi ${s.number}`).toBeLessThan(2 * MINUTE);
      }
      const nakshatras = day.nakshatras.slice(0, -1);
      expect(nakshatras.map((s) => s.name), `${day.date} nakshatras`).toHaveLength(swe.nakshatraEndsMs.length);
      for (const [i, s] of nakshatras.entries()) {
        expect(Math.abs(s.endMs! - swe.nakshatraEndsMs[i]!), `${day.date} nakshatra ${s.name}`).toBeLessThan(2 * MINUTE);
      }
    }
    // Diwali 2025: almanacs print Amavasya from 15:44 IST on 20 October.
    const amavasya = cases.find((c) => c.day.date === '2025-10-20')!.day.tithis[1]!;
    expect(amavasya.name).toBe('Amavasya');
    expect(Math.abs(amavasya.startMs! - Date.parse('2025-10-20T15:44:00+05:30'))).toBeLessThan(3 * MINUTE);
  });

  it('finds the Moon passing over natal longitudes, once a sidereal month each', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    const end = start + 60 * 86_400_000;
    const passes = moonConjunctions(start, end, [{ key: 'Sun', longitude: 100 }, { key: 'Venus', longitude: 359.9 }]);
    expect(passes.filter((p) => p.key === 'Sun')).toHaveLength(2);
    expect(passes.filter((p) => p.key === 'Venus').length).toBeGreaterThanOrEqual(2);
    for (const p of passes) {
      const target = p.key === 'Sun' ? 100 : 359.9;
      const offset = (ms: number) => ((siderealLongitude('Moon', ms) - target + 540) % 360) - 180;
      expect(offset(p.atMs - MINUTE)).toBeLessThan(0);
      expect(offset(p.atMs + MINUTE)).toBeGreaterThan(0);
    }
    expect(passes.map((p) => p.atMs)).toEqual([...passes.map((p) => p.atMs)].sort((a, b) => a - b));
    expect(moonConjunctions(start, start + 3_600_000, [{ key: 'x', longitude: 0 }])).toEqual([]);
  });
});
