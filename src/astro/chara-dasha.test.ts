import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { charaAntardashas, charaDashas, charaYears } from './chara-dasha';
import references from './fixtures/jaimini-references.json';
import { jaiminiChartOf } from './jaimini-lords';
import type { JaiminiChart } from './jaimini-lords';
import type { Graha } from './zodiac';

const IST_MS = 5.5 * 3_600_000;
const istMs = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) - IST_MS;

const { chennai1996 } = references;

describe('chara dasha (K. N. Rao)', () => {
  it('gives the sign periods PyJHora prints for a birth, both rounds, to the minute', () => {
    const chart = buildChart(chennai1996.birth);
    const dashas = charaDashas(jaiminiChartOf(chart), chart.utcMs, { year: 'sidereal' });
    // Capricorn lagna; the 9th, Virgo, is not savya, so the signs run backwards.
    expect(dashas.direction).toBe('reverse');
    const expected = [...chennai1996.chara, ...chennai1996.charaSecondRound];
    expect(dashas.periods.map((p) => [p.sign, p.years])).toEqual(expected.map(([sign, , years]) => [sign, years]));
    expected.forEach(([sign, start], i) => {
      expect(Math.abs(dashas.periods[i]!.startMs - istMs(String(start))) / 60_000, `sign ${sign}`).toBeLessThan(1);
    });
  });

  describe('years of a sign', () => {
    const chart = (signs: Partial<Record<Graha, number>>, lagna = 0): JaiminiChart => {
      const all = { Sun: 4, Moon: 4, Mars: 4, Mercury: 4, Jupiter: 4, Venus: 4, Saturn: 4, Rahu: 2, Ketu: 8, ...signs };
      return { lagna, signs: all, degrees: Object.fromEntries(Object.keys(all).map((g) => [g, 15])) as Record<Graha, number> };
    };

    it('count forward from a savya sign and backward from the others, less one', () => {
      // Taurus (savya), Venus in Cancer: Taurus, Gemini, Cancer, 3 − 1 = 2.
      expect(charaYears(chart({ Venus: 3 }), 1)).toBe(2);
      // Cancer (not savya), Moon in Gemini: Cancer, Gemini, 1.
      expect(charaYears(chart({ Moon: 2 }), 3)).toBe(1);
      // Cancer, Moon in Virgo: counted backwards that is the 11th sign, 10 years.
      expect(charaYears(chart({ Moon: 5 }), 3)).toBe(10);
    });

    it('are 12 for a lord in its own sign, one more for an exalted lord and one fewer for a debilitated one', () => {
      expect(charaYears(chart({ Jupiter: 8 }), 8)).toBe(12);
      // Mercury in Virgo is both exalted and at home: 12.
      expect(charaYears(chart({ Mercury: 5 }), 5)).toBe(12);
      // Aries, Mars exalted in Capricorn: 9 + 1.
      expect(charaYears(chart({ Mars: 9 }), 0)).toBe(10);
      // Gemini, Mercury debilitated in Pisces: 9 − 1.
      expect(charaYears(chart({ Mercury: 11 }), 2)).toBe(8);
    });

    it('leave out a sign with no years in a round, and give the second round 12 less the first', () => {
      // Leo, the Sun debilitated in Libra, the 11th counted backwards: 10 − 1 = 9.
      expect(charaYears(chart({ Sun: 6 }), 4)).toBe(9);
      // Sagittarius, Jupiter debilitated in Capricorn one sign on: 1 − 1 = 0; the second round has all 12.
      const zero = chart({ Jupiter: 9 }, 8);
      expect(charaYears(zero, 8)).toBe(0);
      const periods = charaDashas(zero, 0).periods;
      expect(periods.filter((p) => p.sign === 8).map((p) => p.years)).toEqual([12]);
      expect(periods.reduce((sum, p) => sum + p.years, 0)).toBe(144);
    });
  });

  describe('antardashas', () => {
    const YEAR_MS = 365.25 * 86_400_000;

    it('run from the next sign in the order the mahadashas would take from that sign as lagna, the sign itself last', () => {
      const order = (sign: number) => charaAntardashas(sign, 0, 12 * YEAR_MS).map((a) => a.sign);
      // Aries (its 9th, Sagittarius, savya): Taurus … Pisces, then Aries.
      expect(order(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
      // Leo (its 9th, Aries, savya), the textbook's example: Virgo, Libra … Cancer, then Leo.
      expect(order(4)).toEqual([5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4]);
      // Cancer (its 9th, Pisces, not savya): Gemini, Taurus, Aries, Pisces … Leo, then Cancer.
      expect(order(3)).toEqual([2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      // Taurus is savya but its 9th, Capricorn, is not: backward, Aries first.
      expect(order(1)).toEqual([0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      // The forward signs are the textbook's six, and the mahadashas from each lagna run the same way.
      const forward = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((sign) => order(sign)[0] === (sign + 1) % 12);
      expect(forward).toEqual([0, 4, 5, 6, 10, 11]);
    });

    it('are twelve equal parts, as many months each as the period has years, filling it exactly', () => {
      const chart = buildChart(chennai1996.birth);
      const { periods } = charaDashas(jaiminiChartOf(chart), chart.utcMs);
      for (const period of periods) {
        const subs = period.antardashas;
        expect(subs).toHaveLength(12);
        expect(new Set(subs.map((a) => a.sign)).size).toBe(12);
        expect(subs[0]!.startMs).toBe(period.startMs);
        expect(subs[11]!.endMs).toBe(period.endMs);
        expect(subs[11]!.sign).toBe(period.sign);
        subs.forEach((a, i) => {
          if (i > 0) expect(a.startMs).toBe(subs[i - 1]!.endMs);
          expect((a.endMs - a.startMs) / (YEAR_MS / 12)).toBeCloseTo(period.years, 6);
        });
      }
      // The first period of this birth is Capricorn's ten years: its antardashas start from Sagittarius.
      expect(periods[0]!.antardashas.map((a) => a.sign).slice(0, 3)).toEqual([8, 7, 6]);
    });
  });
});
