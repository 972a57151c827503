import { describe, expect, it } from 'vitest';
import { arudhaOfSign, bhavaArudhas, jaiminiPointsOf } from './arudha';
import { buildChart } from './chart';
import references from './fixtures/jaimini-references.json';
import { countingLord, jaiminiChartOf } from './jaimini-lords';
import type { JaiminiChart } from './jaimini-lords';
import type { Graha } from './zodiac';

/** A chart given by signs only, as the textbooks print them; every graha mid-sign. */
const signsOnly = (lagna: number, signs: Record<string, number>): JaiminiChart => ({
  lagna,
  signs: signs as Record<Graha, number>,
  degrees: Object.fromEntries(Object.keys(signs).map((g) => [g, 15])) as Record<Graha, number>,
});

describe('bhava arudhas', () => {
  it("give Jagannatha Hora's twelve arudhas for a birth computed by our own ephemeris", () => {
    const chart = jaiminiChartOf(buildChart(references.chennai1996.birth));
    expect(bhavaArudhas(chart)).toEqual(references.chennai1996.arudhas);
    // Capricorn lagna, Saturn in Pisces: three signs on from Pisces, Taurus. The 12th (Sagittarius)
    // holds its own lord, so its arudha would fall in itself and moves to the 10th from it, Virgo.
    expect(jaiminiPointsOf(chart)).toEqual({ arudhaLagna: 1, upapada: 5 });
  });

  it.each([['pvrExample29'], ['pvrExercise12']] as const)('match the answers of P.V.R. Narasimha Rao\'s %s', (name) => {
    const { lagna, signs, arudhas } = references[name];
    expect(bhavaArudhas(signsOnly(lagna, signs))).toEqual(arudhas);
  });

  it('move an arudha falling in the 7th from its house on to the 10th from there, the 4th from the house', () => {
    // Aries lagna, Mars in Cancer (the 4th): four signs on from Cancer is Libra, the 7th; so Cancer.
    const chart = signsOnly(0, { Sun: 4, Moon: 4, Mars: 3, Mercury: 4, Jupiter: 4, Venus: 4, Saturn: 4, Rahu: 4, Ketu: 10 });
    expect(arudhaOfSign(chart, 0)).toBe(3);
    // Mars in Aries itself: the arudha falls in the 1st and moves to the 10th, Capricorn.
    expect(arudhaOfSign({ ...chart, signs: { ...chart.signs, Mars: 0 } }, 0)).toBe(9);
  });

  it('never fall in their own house or its 7th, wherever the lord stands', () => {
    const start = { Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 0, Ketu: 6 };
    for (let house = 0; house < 12; house++) {
      for (let lordSign = 0; lordSign < 12; lordSign++) {
        const everyLordThere = Object.fromEntries(Object.keys(start).map((g) => [g, lordSign]));
        const distance = (arudhaOfSign(signsOnly(0, everyLordThere), house) - house + 12) % 12;
        expect([0, 6], `house ${house}, lord in ${lordSign}`).not.toContain(distance);
      }
    }
  });
});

describe('the stronger lord of Scorpio and Aquarius', () => {
  const base = { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6, Rahu: 8, Ketu: 2 };

  it('passes over a lord sitting in the sign for the other', () => {
    expect(countingLord(signsOnly(0, { ...base, Saturn: 10 }), 10)).toBe('Rahu');
    expect(countingLord(signsOnly(0, { ...base, Rahu: 10, Ketu: 4 }), 10)).toBe('Saturn');
  });

  it('takes the lord with more grahas beside it, then the exalted one, then dual over fixed over movable signs', () => {
    // Mars and Ketu together in Gemini: a tie on companions; neither exalted; same sign, so degrees decide.
    const tied = { ...signsOnly(0, base), degrees: { ...signsOnly(0, base).degrees, Mars: 10, Ketu: 20 } };
    expect(countingLord(tied, 7)).toBe('Ketu');
    // Saturn in Libra is exalted, Rahu alone in Sagittarius is not.
    expect(countingLord(signsOnly(0, { ...base, Saturn: 6, Rahu: 9 }), 10)).toBe('Saturn');
    // Saturn alone in Cancer (movable), Rahu alone in Pisces (dual).
    expect(countingLord(signsOnly(0, { ...base, Saturn: 3, Mercury: 2, Rahu: 11 }), 10)).toBe('Rahu');
    // Mars joined by the Sun and the Moon outweighs Ketu with one companion.
    expect(countingLord(signsOnly(0, { ...base, Sun: 2, Moon: 2, Mercury: 9, Ketu: 9 }), 7)).toBe('Mars');
  });
});
