/**
 * Classical rules as the composed text states them, in English and in Hindi, for facts built
 * from real charts and then set to the case under test (a graha moved, a tithi chosen), so each
 * rule is read in the words a user sees.
 */
import { describe, expect, it } from 'vitest';
import type { ReadingType } from '../../../shared/reading-types';
import { composeParagraphs } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import { localeFor } from './wording/locales';
import { PEOPLE, factsFor } from '../../../../tests/support/test-profiles';

const NOW = new Date('2026-11-24T03:30:00Z');
const textOf = (f: ReadingFacts, language: 'en' | 'hi') => composeParagraphs(f, localeFor(language)).join('\n');
const sentencesOf = (text: string) => text.split(/(?<=[.!?।])\s+|\n+/);
const fresh = (type: ReadingType, person = PEOPLE[0]!, now = NOW) => structuredClone(factsFor(person, type, now));

describe('a graha\'s glance', () => {
  it('is cast from the house where the graha sits, and "own" only when it is in its own sign', () => {
    for (const person of PEOPLE) {
      const f = fresh('love', person);
      const moonSign = f.natal.lagna.sign === 3 ? 4 : f.natal.lagna.sign;
      // The Moon in the 1st house, in a sign it does not rule, glancing at an empty 7th.
      Object.assign(f.natal.grahas.Moon, { house: 1, sign: moonSign, dignity: 'neutral' });
      Object.assign(f.natal.houses[7]!, { occupants: [], aspectedBy: ['Moon'] });
      const en = sentencesOf(textOf(f, 'en')).filter((s) => /drishti/.test(s) && s.includes('Moon'));
      expect(en.length).toBe(1);
      expect(en[0]).toContain('your 1st house');
      expect(en[0]).not.toMatch(/\bown\b/);
      const hi = sentencesOf(textOf(f, 'hi')).filter((s) => s.includes('दृष्टि') || s.includes('देखते हैं'));
      expect(hi.some((s) => s.includes('आपके पहले भाव से') && !s.includes('अपनी ही राशि'))).toBe(true);

      // The same Moon in Cancer, its own sign: now "own" is true and said.
      const g = fresh('love', person);
      Object.assign(g.natal.grahas.Moon, { house: 1, sign: 3, dignity: 'own' });
      Object.assign(g.natal.houses[7]!, { occupants: [], aspectedBy: ['Moon'] });
      expect(textOf(g, 'en')).toMatch(/its own sign, Cancer[^.]*, in your 1st house/);
      expect(textOf(g, 'hi')).toContain('अपनी ही राशि कर्क में, आपके पहले भाव');
    }
  });
});
