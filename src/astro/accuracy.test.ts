/**
 * The engine against Swiss Ephemeris (Lahiri, Moshier) over 40 charts from 1900 to 2050.
 * The reference lives in fixtures/sweph-reference.json, written by scripts/make-astro-fixtures.ts.
 * Tolerances sit a few times above the errors measured today and well inside the promised ones
 * (1' per body, 0.1° ascendant, 1 day per dasha boundary), so a drift such as a wrong ayanamsa by
 * a fraction of an arcminute fails here.
 */
import { describe, expect, it } from 'vitest';
import reference from './fixtures/sweph-reference.json' with { type: 'json' };
import { buildChart } from './chart';
import type { Chart } from './chart';
import { computeDashas } from './dasha';
import type { Graha } from './zodiac';

interface BodyRef { longitude: number; speed: number }
interface ChartRef {
  id: string; date: string; time: string; timezone: string; offset: string;
  latitude: number; longitude: number; kind?: string; timeRule?: 'lmt';
  utc: string; utcMs: number; ayanamsa: number;
  bodies: Record<string, BodyRef>; meanNode: BodyRef; trueNode: BodyRef; ascendant: number;
  dasha: { lord: string; startMs: number; endMs: number; antardashaStartsMs: number[] }[];
}
const charts = reference.charts as ChartRef[];

const ARCSEC = 1 / 3600;
/** Tolerances in arcseconds. Measured maxima (see the report in the PR): Sun 1.4", Moon 3.5", Mars 3.1",
 * Mercury 6.9", Jupiter 6.5", Venus 5.6", Saturn 10", mean node 0.1", true node 20", ascendant 2". */
const TOLERANCE: Record<Graha, number> = {
  Sun: 6, Moon: 10, Mars: 12, Mercury: 20, Jupiter: 20, Venus: 20, Saturn: 30, Rahu: 2, Ketu: 2,
};
const TRUE_NODE_TOLERANCE = 45;
const ASCENDANT_TOLERANCE = 10;
const DAY_MS = 86_400_000;

function arcDiff(a: number, b: number): number {
  return Math.abs((((a - b) % 360) + 540) % 360 - 180);
}

function chartOf(c: ChartRef, node: 'mean' | 'true' = 'mean'): Chart {
  return buildChart({
    date: c.date, time: c.time, latitude: c.latitude, longitude: c.longitude, timezone: c.timezone,
    node, timeRule: c.timeRule ?? 'zone',
  });
}

describe('fixtures', () => {
  it('cover at least 30 charts from 1900 to 2050, both hemispheres and high latitudes', () => {
    expect(charts.length).toBeGreaterThanOrEqual(30);
    const years = charts.map((c) => Number(c.date.slice(0, 4)));
    expect(Math.min(...years)).toBeLessThanOrEqual(1900);
    expect(Math.max(...years)).toBeGreaterThanOrEqual(2050);
    expect(charts.some((c) => c.latitude < -30)).toBe(true);
    expect(charts.some((c) => c.latitude > 64)).toBe(true);
    expect(new Set(charts.map((c) => c.timezone)).size).toBeGreaterThanOrEqual(15);
  });
});

describe.each(charts)('$id ($date $time $timezone)', (c) => {
  const chart = chartOf(c);

  it('turns the civil time into the expected UTC instant', () => {
    expect(chart.utc).toBe(c.utc);
    expect(chart.localTime.kind).toBe(c.kind ?? 'normal');
  });

  it('uses the Lahiri ayanamsa of Swiss Ephemeris within 1"', () => {
    expect(arcDiff(chart.ayanamsa, c.ayanamsa)).toBeLessThan(1 * ARCSEC);
  });

  it('places every planet within tolerance, with the same direction of motion', () => {
    for (const body of chart.bodies.slice(0, 7)) {
      const ref = c.bodies[body.name]!;
      expect(arcDiff(body.longitude, ref.longitude), body.name).toBeLessThan(TOLERANCE[body.name] * ARCSEC);
      if (Math.abs(ref.speed) > 0.01) expect(body.retrograde, `${body.name} retrograde`).toBe(ref.speed < 0);
    }
  });

  it('places the mean node (Rahu) and Ketu opposite it', () => {
    const rahu = chart.bodies.find((b) => b.name === 'Rahu')!;
    const ketu = chart.bodies.find((b) => b.name === 'Ketu')!;
    expect(arcDiff(rahu.longitude, c.meanNode.longitude)).toBeLessThan(TOLERANCE.Rahu * ARCSEC);
    expect(arcDiff(ketu.longitude, c.meanNode.longitude + 180)).toBeLessThan(TOLERANCE.Ketu * ARCSEC);
    expect(rahu.retrograde && ketu.retrograde).toBe(true);
  });

  it('places the true node on request', () => {
    const rahu = chartOf(c, 'true').bodies.find((b) => b.name === 'Rahu')!;
    expect(arcDiff(rahu.longitude, c.trueNode.longitude)).toBeLessThan(TRUE_NODE_TOLERANCE * ARCSEC);
    // Near its frequent stations the true node's direction is a matter of hours; compare only when moving.
    if (Math.abs(c.trueNode.speed) > 0.01) expect(rahu.retrograde).toBe(c.trueNode.speed < 0);
  });

  it('finds the ascendant within tolerance', () => {
    expect(arcDiff(chart.ascendant.longitude, c.ascendant)).toBeLessThan(ASCENDANT_TOLERANCE * ARCSEC);
  });

  it('dates every mahadasha and antardasha boundary within a day', () => {
    const dashas = computeDashas(chart);
    expect(dashas.mahadashas.map((m) => m.lord)).toEqual(c.dasha.map((m) => m.lord));
    dashas.mahadashas.forEach((m, i) => {
      const ref = c.dasha[i]!;
      expect(Math.abs(m.startMs - ref.startMs)).toBeLessThan(DAY_MS);
      expect(Math.abs(m.endMs - ref.endMs)).toBeLessThan(DAY_MS);
      m.antardashas.forEach((a, j) => expect(Math.abs(a.startMs - ref.antardashaStartsMs[j]!)).toBeLessThan(DAY_MS));
    });
  });
});

describe('published dasha balances (P. V. R. Narasimha Rao, via PyJHora pvr_tests.py)', () => {
  // Example 50 agrees to the day. For examples 53 and 58 our first mahadasha ends 6 days earlier
  // than the book: the book's Moon sits about 2' behind Swiss Ephemeris' Lahiri Moon (its own
  // ayanamsa and rounding), so the bound is a week; the lords must match exactly.
  it.each(reference.publishedBalances)('$source', (p) => {
    const c = charts.find((x) => x.id === p.caseId)!;
    const chart = chartOf(c);
    const dashas = computeDashas(chart);
    if (p.lord) expect(dashas.birthLord).toBe(p.lord);
    const [years, months, days] = p.balance as [number, number, number];
    const [y, m, d] = c.date.split('-').map(Number) as [number, number, number];
    const expectedEnd = Date.UTC(y + years, m - 1 + months, d + days);
    const endLocal = dashas.mahadashas[0]!.endMs + chart.localTime.offsetSeconds * 1000;
    const endDay = Math.floor(endLocal / DAY_MS) * DAY_MS;
    expect(Math.abs(endDay - expectedEnd) / DAY_MS).toBeLessThanOrEqual(7);
  });
});
