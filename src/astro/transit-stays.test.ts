/**
 * Stays of Saturn and Jupiter over 2025–2028, their ingress instants checked against Swiss
 * Ephemeris (Moshier, Lahiri ayanamsa: the reference of accuracy.test, its ingresses recorded in
 * fixtures/sweph-oracle.json for the windows in fixtures/oracle-cases.ts).
 */
import { describe, expect, it } from 'vitest';
import { STAY_WINDOWS } from './fixtures/oracle-cases';
import { stayIngressesAnswer } from './fixtures/sweph-oracle';
import { scanGraha, siderealLongitude } from './transit-events';
import { stayAt, transitStays } from './transit-stays';
import type { TransitStay } from './transit-stays';
import type { Graha } from './zodiac';

const MINUTE = 60_000;
const DAY = 86_400_000;
const utc = (iso: string) => Date.parse(`${iso}Z`);

/**
 * An ingress instant can only be as close to Swiss Ephemeris as the longitudes are: near a station
 * a few arcseconds of difference are many minutes (Saturn at 0.08°/day crosses 10" in 50 minutes).
 * So the check is twofold: the time apart, and that time turned back into arc at the graha's speed,
 * which must stay inside the per-body agreement accuracy.test holds the chart to (Jupiter 20", Saturn 30").
 * Measured today over these stays: Jupiter 4–18 minutes (≤ 3.5"), Saturn 18–53 minutes (≤ 10.6").
 */
function expectIngressesMatchSweph(stays: readonly TransitStay[], window: (typeof STAY_WINDOWS)[keyof typeof STAY_WINDOWS], maxMinutes: number, maxArcsec: number): void {
  // Swiss Ephemeris' ingresses bounding the stays: stay i runs from ingress i to ingress i + 1.
  const reference = stayIngressesAnswer(window);
  expect(reference).toHaveLength(stays.length + 1);
  for (const [i, s] of stays.entries()) {
    expect(s.sign).toBe(reference[i]!.sign);
    for (const [ms, swe] of [[s.enteredMs, reference[i]!], [s.leftMs, reference[i + 1]!]] as const) {
      expect(ms).not.toBeNull();
      const apart = ms! - swe.atMs;
      expect(Math.abs(apart)).toBeLessThan(maxMinutes * MINUTE);
      expect(Math.abs((apart / DAY) * swe.speed * 3600)).toBeLessThan(maxArcsec);
    }
  }
}

describe('Saturn 2025–2028: Pisces, a first dip into Aries, back to Pisces, into Aries for good', () => {
  const window = STAY_WINDOWS.saturn;
  const stays = transitStays(window.graha, Date.parse(window.fromIso), Date.parse(window.toIso));

  it('lists the stays in order with their real ingresses, before and after the window', () => {
    expect(stays.map((s) => s.sign)).toEqual([11, 0, 11, 0]);
    // Entered Pisces on 29 March 2025 (well before the window) and leaves Aries in August 2029 (after it).
    expect(new Date(stays[0]!.enteredMs!).toISOString().slice(0, 10)).toBe('2025-03-29');
    expect(new Date(stays[3]!.leftMs!).toISOString().slice(0, 7)).toBe('2029-08');
    for (let i = 1; i < stays.length; i++) expect(stays[i]!.enteredMs).toBe(stays[i - 1]!.leftMs);
    expect(stays.every((s) => !s.coversWindow)).toBe(true);
  });

  it('tells a re-entry from a fresh entry', () => {
    expect(stays.map((s) => s.returning)).toEqual([false, false, true, true]);
    expect(stays.map((s) => s.enteredRetrograde)).toEqual([false, false, true, false]);
  });

  it('puts each station in the stay it happens in, the whole stay included', () => {
    expect(stays[0]!.stations.map((s) => s.station)).toEqual(['retrograde', 'direct', 'retrograde', 'direct']);
    expect(stays[1]!.stations.map((s) => s.station)).toEqual(['retrograde']);
    expect(stays[2]!.stations.map((s) => s.station)).toEqual(['direct']);
    for (const s of stays) for (const st of s.stations) {
      expect(st.atMs).toBeGreaterThan(s.enteredMs!);
      expect(st.atMs).toBeLessThan(s.leftMs!);
    }
  });

  it('agrees with Swiss Ephemeris on every ingress as closely as the longitudes allow', () => {
    expectIngressesMatchSweph(stays, window, 75, 15);
  });
});

describe("Jupiter's Gemini–Cancer loop, 2025–2026", () => {
  const window = STAY_WINDOWS.jupiter;
  const stays = transitStays(window.graha, Date.parse(window.fromIso), Date.parse(window.toIso));

  it('is Gemini, Cancer, Gemini again, Cancer again', () => {
    expect(stays.map((s) => s.sign)).toEqual([2, 3, 2, 3]);
    expect(new Date(stays[0]!.enteredMs!).toISOString().slice(0, 10)).toBe('2025-05-14');
    expect(stays.map((s) => s.returning)).toEqual([false, false, true, true]);
    expect(stays.map((s) => s.enteredRetrograde)).toEqual([false, false, true, false]);
    expect(stays[1]!.stations.map((s) => s.station)).toEqual(['retrograde']);
    expect(stays[2]!.stations.map((s) => s.station)).toEqual(['direct']);
  });

  it('agrees with Swiss Ephemeris on every ingress as closely as the longitudes allow', () => {
    expectIngressesMatchSweph(stays, window, 25, 6);
  });
});

describe('every graha over a year', () => {
  it.each(['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Rahu'] as const)('%s: the stays tile the year and match the sign sampled every six hours', (graha) => {
    const start = utc('2026-02-01T00:00');
    const end = start + 365 * DAY;
    const stays = transitStays(graha, start, end);
    for (let i = 1; i < stays.length; i++) {
      expect(stays[i]!.enteredMs).toBe(stays[i - 1]!.leftMs);
      expect(stays[i]!.sign).not.toBe(stays[i - 1]!.sign);
    }
    for (let t = start; t < end; t += DAY / 4) {
      const stay = stays.find((s) => (s.enteredMs ?? -Infinity) <= t && t < (s.leftMs ?? Infinity))!;
      expect(stay.sign).toBe(Math.floor(siderealLongitude(graha, t) / 30));
    }
  });
});

describe('stayAt', () => {
  it('finds the stay around an instant and says it covers its one-instant window', () => {
    const s = stayAt('Saturn', utc('2027-12-01T00:00'));
    expect(s).toMatchObject({ sign: 11, returning: true, enteredRetrograde: true, coversWindow: true });
    expect(s.enteredMs).toBe(transitStays('Saturn', utc('2026-01-01T00:00'), utc('2028-06-01T00:00'))[2]!.enteredMs);
  });

  it('gives the mean nodes no stations and no re-entries', () => {
    const s = stayAt('Rahu', utc('2026-01-01T00:00'));
    expect(s).toMatchObject({ sign: 10, enteredRetrograde: true, returning: false, stations: [] });
    expect(stayAt('Ketu', utc('2026-01-01T00:00')).enteredMs).toBe(s.enteredMs);
  });

  it('finds the Sun and Moon in their signs', () => {
    const sun = stayAt('Sun', utc('2026-01-01T00:00'));
    expect(sun.sign).toBe(8);
    expect(sun.leftMs! - sun.enteredMs!).toBeGreaterThan(28 * DAY);
    const moon = stayAt('Moon', utc('2026-01-01T00:00'));
    expect(moon.leftMs! - moon.enteredMs!).toBeLessThan(3 * DAY);
  });

  it('rejects an empty window', () => {
    expect(() => transitStays('Sun', 10, 10)).toThrow(RangeError);
  });
});

describe('scanGraha at the edges of a window', () => {
  it('finds a station that falls in the first step of the window', () => {
    // Saturn stationed direct on 28 November 2025: a window opening a day before must still show it.
    const station = scanGraha('Saturn', utc('2025-11-01T00:00'), utc('2026-01-01T00:00')).find((e) => e.kind === 'station')!;
    const edge = scanGraha('Saturn', station.atMs - DAY, station.atMs + 60 * DAY);
    const found = edge.filter((e) => e.kind === 'station');
    expect(found).toHaveLength(1);
    // Stations are refined to the hour; the two scans bracket this one differently.
    expect(Math.abs(found[0]!.atMs - station.atMs)).toBeLessThan(60 * MINUTE);
  });
});

// How fast the scan is, cold and from the cache, is bench:astro's to measure; a timed test fails on a
// busy machine. What a test can hold is that a repeat is served from the cache: the very same list.
describe('cache', () => {
  it('serves a repeat of the same span from the cache', () => {
    const grahas: Graha[] = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
    const start = utc('2031-03-01T00:00');
    const first = grahas.map((g) => transitStays(g, start, start + 365 * DAY));
    const again = grahas.map((g) => transitStays(g, start, start + 365 * DAY));
    for (const [i, stays] of again.entries()) {
      expect(stays.length).toBeGreaterThan(0);
      expect(stays).toBe(first[i]);
    }
  });
});
