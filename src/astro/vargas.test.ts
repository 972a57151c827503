import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import references from './fixtures/varga-references.json';
import { DIVISIONS, allVargas, isVargottama, vargaSignOf, vargottamaOf } from './vargas';
import type { Division, VargaName } from './vargas';
import { GRAHAS } from './zodiac';

const { chennai1996, example27 } = references;
const POINTS = ['Lagna', ...GRAHAS] as const;

describe('divisional charts by the Parashari rules', () => {
  it('place every point of a published chart in the sign Jagannatha Hora gives, in all sixteen vargas', () => {
    for (const division of DIVISIONS) {
      const expected = chennai1996.signs[`D${division}` as VargaName] as Record<string, number>;
      for (const point of POINTS) {
        const longitude = chennai1996.d1Longitudes[point];
        expect(vargaSignOf(longitude, division), `D${division} ${point} at ${longitude}°`).toBe(expected[point]);
      }
    }
  });

  it('give the same vargas from our own ephemeris for that birth as Jagannatha Hora does', () => {
    const chart = buildChart(chennai1996.birth);
    const vargas = allVargas(chart);
    expect(Object.keys(vargas)).toEqual(DIVISIONS.map((d) => `D${d}`));
    for (const [name, expected] of Object.entries(chennai1996.signs)) expect(vargas[name as VargaName], name).toEqual(expected);
  });

  it("put the Jupiter of P.V.R. Narasimha Rao's Example 27 where the textbook does", () => {
    const vargas = allVargas(buildChart(example27.birth));
    for (const [name, sign] of Object.entries(example27.jupiterSigns)) expect(vargas[name as VargaName].Jupiter, name).toBe(sign);
  });

  it('cut the unequal trimsamsa at 5, 10, 18 and 25 degrees of odd signs, the reverse in even signs', () => {
    const d30 = (lon: number): number => vargaSignOf(lon, 30);
    // Aries: Mars (Aries), Saturn (Aquarius), Jupiter (Sagittarius), Mercury (Gemini), Venus (Libra).
    expect([4.99, 5, 9.99, 10, 17.99, 18, 24.99, 25, 29.99].map(d30)).toEqual([0, 10, 10, 8, 8, 2, 2, 6, 6]);
    // Taurus: Venus (Taurus) to 5, Mercury (Virgo) to 12, Jupiter (Pisces) to 20, Saturn (Capricorn) to 25, Mars (Scorpio).
    expect([30, 35, 41.99, 42, 50, 55, 59.99].map(d30)).toEqual([1, 5, 5, 11, 9, 7, 7]);
  });

  it('give the Sun\'s hora (Leo) to the first half of odd signs and the Moon\'s (Cancer) to the first half of even signs', () => {
    expect([0, 14.99, 15, 30, 45, 359.9].map((lon) => vargaSignOf(lon, 2))).toEqual([4, 4, 3, 3, 4, 4]);
  });

  it('count the D24 from Leo in odd signs and Cancer in even, the D20 from Sagittarius in fixed signs', () => {
    expect(vargaSignOf(0, 24)).toBe(4);
    expect(vargaSignOf(30, 24)).toBe(3);
    expect(vargaSignOf(30, 20)).toBe(8);
    expect(vargaSignOf(60, 20)).toBe(4);
  });

  it('stay within the sign at its last instant, and wrap longitudes past 360', () => {
    for (const division of DIVISIONS) {
      expect(vargaSignOf(29.999999999, division)).toBe(vargaSignOf(29.99, division as Division));
      expect(vargaSignOf(370, division)).toBe(vargaSignOf(10, division));
    }
  });
});

describe('vargottama', () => {
  it('is the same sign in the rasi and the navamsa: the first navamsa of movable, middle of fixed, last of dual signs', () => {
    expect(isVargottama(1)).toBe(true); // Aries, first ninth
    expect(isVargottama(4)).toBe(false);
    expect(isVargottama(30 + 15)).toBe(true); // Taurus, fifth ninth
    expect(isVargottama(60 + 28)).toBe(true); // Gemini, last ninth
  });

  it('lists the vargottama points of a chart: Example 27\'s Jupiter is in Sagittarius in D1 and D9, nothing in the 1996 chart is', () => {
    expect(vargottamaOf(buildChart(example27.birth))).toContain('Jupiter');
    expect(example27.jupiterSigns.D1).toBe(example27.jupiterSigns.D9);
    expect(POINTS.filter((p) => chennai1996.signs.D1[p] === chennai1996.signs.D9[p])).toEqual([]);
    expect(vargottamaOf(buildChart(chennai1996.birth))).toEqual([]);
  });
});
