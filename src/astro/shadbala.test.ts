import { describe, expect, it } from 'vitest';
import { buildChart, buildChartAt, moonChart } from './chart';
import type { Planet } from './ephemeris';
import { PLANETS } from './ephemeris';
import references from './fixtures/shadbala-references.json';
import { localToUtc } from './local-time';
import { REQUIRED_RUPAS, shadbalaFrom, shadbalaOf } from './shadbala';
import type { GrahaShadbala } from './shadbala';
import { shadbalaSkyOf } from './shadbala-sky';

type Expected = Record<string, Record<Planet, number>>;

/** One printed part of a graha's Shadbala, by the name the fixtures use. */
function part(g: GrahaShadbala, key: string): number {
  switch (key) {
    case 'sthana': return g.sthana.total;
    case 'kala': return g.kala.total;
    // The grand total leaves out cheshta bala, which has its own tolerance.
    case 'total': return g.total - g.cheshta;
    case 'dig': case 'cheshta': case 'naisargika': case 'drik': return g[key];
    default: return key in g.sthana ? g.sthana[key as keyof typeof g.sthana] : g.kala[key as keyof typeof g.kala];
  }
}
function printed(expected: Expected, key: string, planet: Planet): number {
  const value = expected[key]![planet];
  return key === 'total' ? value - expected.cheshta![planet] : value;
}

/**
 * Cheshta bala rests on mean longitudes: ours are the modern mean elements, the books' come from
 * Surya Siddhanta-style tables. For Mars, Jupiter and Saturn the two agree within a degree or two
 * of the cheshta kendra (half a virupa); Venus's seeghrochcha differs by about 3° (1.5 virupas)
 * and Mercury's by about 13° (5 virupas) in both books, the same offset in 1918 and 1981.
 */
const CHESHTA_TOLERANCE: Readonly<Record<Planet, number>> = { Sun: 0.01, Moon: 0.01, Mars: 0.5, Jupiter: 0.5, Saturn: 0.5, Venus: 1.5, Mercury: 5 };

/**
 * The yuddha rows of the record are swapped between the two examples: Jain's kala totals carry a
 * war of Mercury (−0.80) and Jupiter (+0.80), 0.06° apart in his chart, while its yuddha row says
 * none; Raman's kala totals carry none (his Mercury and Jupiter are 97° apart) while its row says
 * ±0.80. The kala totals, which agree with the printed parts, are compared; the yuddha rows are not.
 */
function compare(ours: Record<Planet, GrahaShadbala>, expected: Expected, tolerance: { part: number; total: number }, skip: ReadonlyArray<readonly [string, Planet]>): void {
  for (const key of Object.keys(expected)) {
    if (key === 'yuddha' || key === 'rupas') continue;
    for (const planet of PLANETS) {
      if (skip.some(([k, p]) => k === key && p === planet)) continue;
      const allowed = key === 'cheshta' ? CHESHTA_TOLERANCE[planet] : key === 'total' ? tolerance.total : tolerance.part;
      expect(Math.abs(part(ours[planet], key) - printed(expected, key, planet)), `${key} of ${planet}: ${part(ours[planet], key).toFixed(2)} against ${printed(expected, key, planet)}`).toBeLessThanOrEqual(allowed);
    }
  }
}

describe('Shadbala against the printed worked examples', () => {
  it("gives V. P. Jain's example part by part from our own chart (Lahiri)", () => {
    const { birth, expected } = references.vpJain;
    const shadbala = shadbalaOf(buildChart(birth));
    // Our chart is computed, not copied, and the printed values are rounded to 0.01: a quarter
    // of a virupa is a twelfth of a degree of uchcha or dig arc, or 1.5 minutes of nathonnata time.
    compare(shadbala, expected as Expected, { part: 0.25, total: 0.25 }, []);
  });

  it("gives B. V. Raman's example part by part from the book's longitudes", () => {
    const { birth, longitudes, rahu, expected } = references.bvRaman;
    const utcMs = Date.parse(birth.utc);
    const input = { ...birth, node: 'mean' as const, timeRule: 'zone' as const, ayanamsa: 'lahiri' as const };
    const chart = buildChartAt(utcMs, input, localToUtc(birth.date, birth.time, birth.timezone));
    const sky = shadbalaSkyOf(chart);
    // The book's longitudes are Raman's ayanamsa: the Sun, which every ephemeris agrees on, gives
    // its value, and the ascendant and midheaven are moved with it.
    const ayanamsa = sky.longitudes.Sun + sky.ayanamsa - longitudes.Sun;
    const shift = sky.ayanamsa - ayanamsa;
    const shadbala = shadbalaFrom({ ...sky, longitudes, rahu, ayanamsa, ascendant: sky.ascendant + shift, midheaven: sky.midheaven + shift });
    // The book worked from 1918 tables by hand: its uchcha bala for Saturn is 0.7 virupa from the
    // arithmetic on its own longitude, its time a few minutes from ours; one virupa covers both.
    // Its grand totals are up to 0.7 virupa from the sum of its own printed parts (the Sun's
    // 424.24 against 424.94), so they get two. Mars's printed dig bala, 64.30, is more than the 60
    // dig bala can be: a misprint, skipped with the total that carries it.
    compare(shadbala, expected as Expected, { part: 1, total: 2 }, [['dig', 'Mars'], ['total', 'Mars']]);
  });
});

describe('Shadbala rules the examples do not reach', () => {
  it('applies yuddha bala when two of Mars … Saturn are within a degree, the northern one gaining what the other loses', () => {
    // In V. P. Jain's chart Mercury and Jupiter are 0.06° apart, Jupiter 1.1° north of the
    // ecliptic and Mercury 1.4° south: the book gives Jupiter +0.80 and Mercury −0.80.
    const shadbala = shadbalaOf(buildChart(references.vpJain.birth));
    expect(shadbala.Jupiter.kala.yuddha).toBeCloseTo(0.8, 0);
    expect(shadbala.Mercury.kala.yuddha).toBeCloseTo(-shadbala.Jupiter.kala.yuddha, 10);
    for (const planet of ['Sun', 'Moon', 'Mars', 'Venus', 'Saturn'] as const) expect(shadbala[planet].kala.yuddha).toBe(0);
  });

  it('states each graha in virupas and rupas with the minimum of BPHS and the ratio to it', () => {
    const shadbala = shadbalaOf(buildChart({ date: '1990-05-15', time: '14:30', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' }));
    expect(REQUIRED_RUPAS).toEqual({ Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 });
    for (const planet of PLANETS) {
      const g = shadbala[planet];
      expect(g.total).toBeCloseTo(g.sthana.total + g.dig + g.kala.total + g.cheshta + g.naisargika + g.drik, 9);
      expect(g.rupas).toBeCloseTo(g.total / 60, 12);
      expect(g.ratio).toBeCloseTo(g.rupas / REQUIRED_RUPAS[planet], 12);
      expect(g.dig).toBeGreaterThanOrEqual(0);
      expect(g.dig).toBeLessThanOrEqual(60);
    }
  });

  it('refuses a chart without a birth time, and a birth where the Sun neither rises nor sets', () => {
    const chart = buildChart({ date: '1990-05-15', time: '14:30', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' });
    expect(() => shadbalaOf(moonChart(chart))).toThrow(RangeError);
    expect(() => shadbalaOf(buildChart({ date: '1990-06-21', time: '12:00', latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' }))).toThrow(RangeError);
  });
});
