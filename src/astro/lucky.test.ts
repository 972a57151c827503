import { describe, expect, it } from 'vitest';
import { GRAHA_COLOURS, GRAHA_NUMBERS, luckyFor } from './lucky';
import { GRAHAS } from './zodiac';

describe('lucky colour and number', () => {
  it('takes the colour from the weekday lord and the number from the Moon’s nakshatra lord', () => {
    // Sunday, Moon in Ashwini (lord Ketu).
    expect(luckyFor(0, 0)).toEqual({
      colour: { key: 'saffron', from: 'weekday-lord', lord: 'Sun' },
      number: { value: 7, from: 'nakshatra-lord', lord: 'Ketu' },
    });
    // Saturday, Moon in Revati (index 26, lord Mercury).
    expect(luckyFor(6, 26)).toMatchObject({ colour: { key: 'dark-blue', lord: 'Saturn' }, number: { value: 5, lord: 'Mercury' } });
    // Tuesday, Moon in Rohini (index 3, lord Moon); Magha (index 9) is Ketu's again.
    expect(luckyFor(2, 3)).toMatchObject({ colour: { key: 'red' }, number: { value: 2 } });
    expect(luckyFor(2, 9).number.lord).toBe('Ketu');
  });

  it('has one distinct colour and a Chaldean number 1–9 for each of the nine grahas', () => {
    expect(new Set(GRAHAS.map((g) => GRAHA_COLOURS[g])).size).toBe(9);
    expect(GRAHAS.map((g) => GRAHA_NUMBERS[g]).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(GRAHA_NUMBERS).toMatchObject({ Sun: 1, Moon: 2, Jupiter: 3, Rahu: 4, Mercury: 5, Venus: 6, Ketu: 7, Saturn: 8, Mars: 9 });
  });
});
