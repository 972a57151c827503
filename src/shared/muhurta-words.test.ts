/**
 * Every count the /muhurta page and its PDF print, in the singular and the plural, in English and
 * Hindi (the public yearly lists' counts: public-pages/muhurta-counts.test.ts), and the line over a
 * wedding's result naming its bride and groom.
 */
import { describe, expect, it } from 'vitest';
import { muhurtaWordsEn } from './muhurta-words-en';
import { muhurtaWordsHi } from './muhurta-words-hi';

describe('muhurta counts', () => {
  it('in English', () => {
    expect([muhurtaWordsEn.found(1, 1), muhurtaWordsEn.found(5, 2)]).toEqual(['1 window on 1 day', '5 windows on 2 days']);
    expect([muhurtaWordsEn.controls.months(1), muhurtaWordsEn.controls.months(12)]).toEqual(['1 month', '12 months']);
    expect([muhurtaWordsEn.people.windows(1), muhurtaWordsEn.people.windows(3)]).toEqual(['1 window', '3 windows']);
  });

  it('in Hindi: दिन and महीना in the singular, दिनों and महीने in the plural', () => {
    expect([muhurtaWordsHi.found(1, 1), muhurtaWordsHi.found(2, 1), muhurtaWordsHi.found(5, 2)])
      .toEqual(['1 दिन में 1 मुहूर्त', '1 दिन में 2 मुहूर्त', '2 दिनों में 5 मुहूर्त']);
    expect([muhurtaWordsHi.controls.months(1), muhurtaWordsHi.controls.months(6)]).toEqual(['1 महीना', '6 महीने']);
    // मुहूर्त is the same word in the singular and the plural.
    expect([muhurtaWordsHi.people.windows(1), muhurtaWordsHi.people.windows(4)]).toEqual(['1 मुहूर्त', '4 मुहूर्त']);
  });

  it('names the bride and the groom of a wedding in the line over the result', () => {
    expect(muhurtaWordsEn.people.appliedWedding('Asha', 'Ravi')).toBe(
      'Narrowed to the windows good for Asha, the bride, and Ravi, the groom: tara bala and chandra bala hold for both, Guru bala for the bride and Surya bala for the groom.');
    expect(muhurtaWordsHi.people.appliedWedding('Asha', 'Ravi')).toBe(
      'सूची में सिर्फ़ वे मुहूर्त हैं जो वधू Asha और वर Ravi के अनुकूल हैं: दोनों का तारा बल और चंद्र बल ठीक है, वधू का गुरु बल और वर का सूर्य बल भी।');
  });
});
