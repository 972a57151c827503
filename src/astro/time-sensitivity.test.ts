import { describe, expect, it } from 'vitest';
import { buildChart, buildChartAt, moonChart } from './chart';
import type { Chart } from './chart';
import { computeDashas, runningPeriods } from './dasha';
import { birthTimeSensitivity, marginRoundedDown } from './time-sensitivity';

const MINUTE_MS = 60_000;
const AT_MS = Date.parse('2026-12-07T00:00:00Z');

const mumbai = buildChart({ date: '1990-05-15', time: '14:30', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' });
const shifted = (chart: Chart, minutes: number): Chart => buildChartAt(chart.utcMs + minutes * MINUTE_MS, chart.input, chart.localTime);

/** What a reader sees of each quantity, read from the chart itself (not from the search). */
const seen = {
  lagna: (c: Chart) => c.ascendant.sign,
  navamsaLagna: (c: Chart) => c.ascendant.navamsaSign,
  moonPada: (c: Chart) => { const moon = c.bodies[1]!; return `${moon.nakshatra}-${moon.pada}`; },
  dasha: (c: Chart) => { const r = runningPeriods(computeDashas(c), AT_MS); return `${r?.mahadasha.lord}/${r?.antardasha.lord}`; },
};

describe('birth-time sensitivity', () => {
  const sensitivity = birthTimeSensitivity(mumbai, { atMs: AT_MS });

  it('finds, each way, the last minute before the lagna, the Moon\'s pada, the D9 lagna and the running dasha change', () => {
    for (const [name, read] of Object.entries(seen)) {
      const margin = sensitivity[name as keyof typeof seen];
      for (const [direction, minutes] of [[-1, margin.earlier], [1, margin.later]] as const) {
        expect(minutes, `${name} ${direction}`).not.toBeNull();
        // Three seconds inside the margin the chart is as at birth; six seconds past it, it has changed.
        expect(read(shifted(mumbai, direction * (minutes! - 0.05))), `${name} ${direction}`).toBe(read(mumbai));
        expect(read(shifted(mumbai, direction * (minutes! + 0.1))), `${name} ${direction}`).not.toBe(read(mumbai));
      }
    }
    // Leo rising at 27°29': the lagna goes into Virgo some ten minutes later, the D9 lagna sooner on one side.
    expect(sensitivity.lagna.later).toBeGreaterThan(9);
    expect(sensitivity.lagna.later).toBeLessThan(12);
    expect(sensitivity.navamsaLagna.earlier).toBeLessThan(sensitivity.lagna.earlier!);
    expect(sensitivity.dasha.atMs).toBe(AT_MS);
  });

  it('reports at most a minute for a birth one minute before the lagna changes sign', () => {
    const oneBefore = shifted(mumbai, sensitivity.lagna.later! - 1);
    const near = birthTimeSensitivity(oneBefore, { atMs: AT_MS }).lagna;
    expect(near.later).toBeLessThanOrEqual(1);
    expect(near.later).toBeGreaterThan(0.95);
    expect(near.earlier).toBeGreaterThan(100);
  });

  it('is null for a dasha date the birth does not reach within a day either way', () => {
    const before = birthTimeSensitivity(mumbai, { atMs: Date.parse('1950-01-01T00:00:00Z') });
    expect(before.dasha).toEqual({ earlier: null, later: null, atMs: Date.parse('1950-01-01T00:00:00Z') });
  });

  it('is refused for a chart read from the Moon, whose time is not known', () => {
    expect(() => birthTimeSensitivity(moonChart(mumbai), { atMs: AT_MS })).toThrow(RangeError);
  });

  it('rounds a margin down to a hundredth of a minute for display, never up', () => {
    expect(marginRoundedDown({ earlier: 0.999, later: null })).toEqual({ earlier: 0.99, later: null });
    expect(marginRoundedDown({ earlier: 117.539, later: 10.6347 })).toEqual({ earlier: 117.53, later: 10.63 });
  });
});
