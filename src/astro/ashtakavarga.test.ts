import { describe, expect, it } from 'vitest';
import { ashtakavargaFromSigns, ashtakavargaOf, ashtakavargaSigns, transitBindus } from './ashtakavarga';
import type { Ashtakavarga, AvContributor } from './ashtakavarga';
import { ekadhipatyaShodhana, reduceAshtakavarga, trikonaShodhana } from './ashtakavarga-shodhana';
import { buildChart, moonChart } from './chart';
import references from './fixtures/ashtakavarga-references.json';

type Signs = Record<AvContributor, number>;
const sum = (row: readonly number[]): number => row.reduce((a, b) => a + b, 0);

/** Whatever the chart, BPHS ch. 66's totals never change: each contributor gives a fixed number of bindus. */
function expectClassicalTotals(av: Ashtakavarga): void {
  expect({
    Sun: sum(av.bav.Sun), Moon: sum(av.bav.Moon), Mars: sum(av.bav.Mars), Mercury: sum(av.bav.Mercury),
    Jupiter: sum(av.bav.Jupiter), Venus: sum(av.bav.Venus), Saturn: sum(av.bav.Saturn), Lagna: sum(av.bav.Lagna),
  }).toEqual({ Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39, Lagna: 49 });
  expect(sum(av.sav)).toBe(337);
  for (let sign = 0; sign < 12; sign++) expect(av.sav[sign]).toBe(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'].reduce((s, p) => s + av.bav[p as 'Sun'][sign]!, 0));
}

const { chart6, chart7, chart12, example40 } = references;

describe('bhinnashtakavarga and sarvashtakavarga against the published worked examples', () => {
  it('gives every bindu of Chart 6 (eight rows and the SAV) as the textbook does', () => {
    const av = ashtakavargaFromSigns(chart6.signs as Signs);
    expectClassicalTotals(av);
    expect(av.bav).toEqual(chart6.bav);
    expect(av.sav).toEqual(chart6.sav);
  });

  it('gives every bindu of Chart 7 (the seven grahas\' rows and the SAV)', () => {
    const av = ashtakavargaFromSigns(chart7.signs as Signs);
    expectClassicalTotals(av);
    for (const [graha, row] of Object.entries(chart7.bav)) expect(av.bav[graha as 'Sun'], graha).toEqual(row);
    expect(av.sav).toEqual(chart7.sav);
  });

  it('gives Chart 12\'s SAV sign by sign', () => {
    const av = ashtakavargaFromSigns(chart12.signs as Signs);
    expectClassicalTotals(av);
    expect(av.sav).toEqual(chart12.sav);
  });

  it('keeps the classical totals for real births across two centuries and both hemispheres', () => {
    const births = [
      { date: '1990-05-15', time: '14:30', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
      { date: '1869-10-02', time: '07:45', latitude: 21.6417, longitude: 69.6293, timezone: 'Asia/Kolkata' },
      { date: '2023-12-31', time: '23:59', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
      { date: '1950-01-01', time: '00:00', latitude: 64.1466, longitude: -21.9426, timezone: 'Atlantic/Reykjavik' },
    ];
    for (const birth of births) {
      const chart = buildChart(birth);
      expectClassicalTotals(ashtakavargaOf(chart));
      expect(ashtakavargaSigns(chart).Lagna).toBe(chart.ascendant.sign);
    }
  });

  it('refuses a chart read from the Moon, which has no lagna to give bindus', () => {
    const chart = buildChart({ date: '1990-05-15', time: '12:00', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' });
    expect(() => ashtakavargaOf(moonChart(chart))).toThrow(/birth time/);
  });
});

describe('reductions and pindas (BPHS ch. 67-69)', () => {
  it('reduces by trikona as the textbook\'s Example 40 does', () => {
    expect(trikonaShodhana(example40.row)).toEqual(example40.afterTrikona);
    // A triangle with an empty sign is left alone; three equal counts all go.
    expect(trikonaShodhana([0, 1, 2, 3, 5, 1, 2, 3, 4, 1, 2, 3])).toEqual([0, 0, 0, 0, 5, 0, 0, 0, 4, 0, 0, 0]);
  });

  it('reduces pairs of signs with one lord by whether grahas occupy them', () => {
    const none = new Array<boolean>(12).fill(false);
    const occupied = (...signs: number[]): boolean[] => none.map((_, i) => signs.includes(i));
    const row = (aries: number, scorpio: number): number[] => [aries, 0, 0, 0, 0, 0, 0, scorpio, 0, 0, 0, 0];
    // Neither occupied: equal counts both go, unequal ones both fall to the smaller.
    expect(ekadhipatyaShodhana(row(3, 3), none)).toEqual(row(0, 0));
    expect(ekadhipatyaShodhana(row(4, 2), none)).toEqual(row(2, 2));
    // One occupied: the other goes if it holds no more, else falls to the occupied one's count.
    expect(ekadhipatyaShodhana(row(4, 2), occupied(0))).toEqual(row(4, 0));
    expect(ekadhipatyaShodhana(row(2, 2), occupied(0))).toEqual(row(2, 0));
    expect(ekadhipatyaShodhana(row(2, 5), occupied(0))).toEqual(row(2, 2));
    // Both occupied, or either empty of bindus: no change. Cancer and Leo are never touched.
    expect(ekadhipatyaShodhana(row(4, 2), occupied(0, 7))).toEqual(row(4, 2));
    expect(ekadhipatyaShodhana(row(4, 0), none)).toEqual(row(4, 0));
    expect(ekadhipatyaShodhana([0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0], none)).toEqual([0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives Example 40-42\'s rasi, graha and shodhya pindas', () => {
    const signs = example40.signs as Signs;
    const av = ashtakavargaFromSigns(signs);
    expectClassicalTotals(av);
    // The example reduces a made-up row, standing in for the Sun's.
    av.bav.Sun = example40.row;
    expect(reduceAshtakavarga(av, signs).Sun.pindas).toEqual(example40.pindas);
  });

  it('gives all twenty-one pindas of Chart 7 as the textbook prints them', () => {
    const signs = chart7.signs as Signs;
    const av = ashtakavargaFromSigns(signs);
    expectClassicalTotals(av);
    const reduced = reduceAshtakavarga(av, signs);
    for (const graha of Object.keys(chart7.bav)) {
      const g = graha as 'Sun';
      expect(reduced[g].pindas, graha).toEqual({ rasi: chart7.pindas.rasi[g], graha: chart7.pindas.graha[g], shodhya: chart7.pindas.shodhya[g] });
    }
  });
});

describe('transit bindus', () => {
  it('reads a graha\'s own bindus and the SAV of the sign it transits', () => {
    const av = ashtakavargaFromSigns(chart6.signs as Signs);
    expectClassicalTotals(av);
    // Chart 6: Saturn's row holds 5 in Capricorn, the SAV 30; Jupiter's row 7 in Virgo, SAV 25.
    expect(transitBindus(av, 'Saturn', 9)).toEqual({ bindus: 5, sav: 30 });
    expect(transitBindus(av, 'Jupiter', 5)).toEqual({ bindus: 7, sav: 25 });
    expect(() => transitBindus(av, 'Saturn', 12)).toThrow(RangeError);
  });
});
