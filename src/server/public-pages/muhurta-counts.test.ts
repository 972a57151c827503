/** The counts of the public yearly muhurta lists, in the singular and the plural, in English and Hindi. */
import { describe, expect, it } from 'vitest';
import { publicWords } from './public-words';

describe('public muhurta list counts', () => {
  it('in English', () => {
    const page = publicWords.en.muhurta;
    expect([page.count(1, 1), page.count(31, 24)]).toEqual(['1 window on 1 day', '31 windows on 24 days']);
    expect(page.description('Wedding', 2027, 'Pune', 1)).toMatch(/^1 auspicious window for wedding in 2027/);
    expect(page.description('Wedding', 2027, 'Pune', 40)).toMatch(/^40 auspicious windows for wedding/);
  });

  it('in Hindi', () => {
    const page = publicWords.hi.muhurta;
    expect([page.count(1, 1), page.count(3, 1), page.count(31, 24)]).toEqual(['1 दिन में 1 मुहूर्त', '1 दिन में 3 मुहूर्त', '24 दिनों में 31 मुहूर्त']);
  });
});
