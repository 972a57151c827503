import { describe, expect, it } from 'vitest';
import { choghadiya, choghadiyaNames } from './choghadiya';
import { riseAndSetOn } from './panchang';
import { Body } from 'astronomy-engine';

/**
 * The printed weekly table, one row per period and one column per weekday (Sunday … Saturday),
 * transcribed from a Gujarati almanac's choghadiya chart (webdunia Gujarati) and checked against
 * Monday's and Saturday's tables in two other almanacs. Written out here rather than derived, so
 * that a wrong rule in the code cannot agree with itself.
 */
const DAY_TABLE = [
  ['Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh', 'Char', 'Kaal'],
  ['Char', 'Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh'],
  ['Labh', 'Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit', 'Rog'],
  ['Amrit', 'Rog', 'Labh', 'Shubh', 'Char', 'Kaal', 'Udveg'],
  ['Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh', 'Char'],
  ['Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh'],
  ['Rog', 'Labh', 'Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit'],
  ['Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh', 'Char', 'Kaal'],
];
const NIGHT_TABLE = [
  ['Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh'],
  ['Amrit', 'Rog', 'Labh', 'Shubh', 'Char', 'Kaal', 'Udveg'],
  ['Char', 'Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh'],
  ['Rog', 'Labh', 'Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit'],
  ['Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh', 'Char'],
  ['Labh', 'Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit', 'Rog'],
  ['Udveg', 'Amrit', 'Rog', 'Labh', 'Shubh', 'Char', 'Kaal'],
  ['Shubh', 'Char', 'Kaal', 'Udveg', 'Amrit', 'Rog', 'Labh'],
];
const column = (table: string[][], weekday: number) => table.map((row) => row[weekday]);

const DELHI = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

describe('choghadiya', () => {
  it.each([0, 1, 2, 3, 4, 5, 6])('names the day and night of weekday %i as the printed table does', (weekday) => {
    expect(choghadiyaNames(weekday, false).map((c) => c.name)).toEqual(column(DAY_TABLE, weekday));
    expect(choghadiyaNames(weekday, true).map((c) => c.name)).toEqual(column(NIGHT_TABLE, weekday));
  });

  it('labels Amrit, Shubh and Labh good, Char neutral, Udveg, Kaal and Rog bad', () => {
    const natures = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].flatMap((w) => [...choghadiyaNames(w, false), ...choghadiyaNames(w, true)]).map((c) => [c.name, c.nature]));
    expect(natures).toEqual({ Amrit: 'good', Shubh: 'good', Labh: 'good', Char: 'neutral', Udveg: 'bad', Kaal: 'bad', Rog: 'bad' });
  });

  it('cuts the daytime and the night into eight equal periods that tile them (New Delhi, Monday 24 Jan 2022)', () => {
    const today = riseAndSetOn(Body.Sun, '2022-01-24', DELHI);
    const next = riseAndSetOn(Body.Sun, '2022-01-25', DELHI);
    const sun = { riseMs: today.riseMs!, setMs: today.setMs!, nextRiseMs: next.riseMs! };
    const { day, night } = choghadiya(1, sun, DELHI.timezone);
    expect(day[0]!.startMs).toBe(sun.riseMs);
    expect(day[7]!.endMs).toBe(sun.setMs);
    expect(night[0]!.startMs).toBe(sun.setMs);
    expect(night[7]!.endMs).toBe(sun.nextRiseMs);
    for (const periods of [day, night]) {
      for (let i = 1; i < 8; i++) expect(periods[i]!.startMs).toBe(periods[i - 1]!.endMs);
      const lengths = periods.map((p) => p.endMs - p.startMs);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    }
    // A winter day in Delhi: 10 h 41 min of daylight, so each day period is about 80 minutes.
    expect((day[0]!.endMs - day[0]!.startMs) / 60_000).toBeCloseTo(80.1, 0);
    expect(day.map((p) => `${p.name} ${p.start}`).slice(0, 3)).toEqual(['Amrit 07:13', 'Kaal 08:33', 'Shubh 09:53']);
  });
});
