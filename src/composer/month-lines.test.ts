/**
 * The month-by-month lines of the quarterly and yearly readings: the period's first or last few
 * days are a slice of a month, and a line about them never calls them a month, in any language.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '../shared/profile';
import { readingParts } from '../shared/reading-text';
import { PEOPLE, factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import { daysBetween } from '../astro/civil-dates';
import { READINGS } from './reading-registry';

const DATES = ['2026-11-24T03:30:00Z', '2027-08-09T03:30:00Z', '2025-01-14T03:30:00Z'].map((d) => new Date(d));
const HEADING = { en: 'Month by month', hi: 'महीना-दर-महीना', ta: 'மாதம் தோறும்', te: 'నెల వారీగా' } as const;
const MONTH = { en: /\bmonths?\b/i, hi: /महीन/u, ta: /மாதம்|மாதத்/u, te: /నెల/u } as const;

const cases = (['quarterly', 'yearly'] as const).flatMap((type) => PEOPLE.flatMap((p) => DATES.map((d) => factsFor(p, type, d))));

/** The lines under the month-by-month heading. */
function monthLines(text: string, heading: string): string[] {
  const parts = readingParts(text);
  const at = parts.findIndex((p) => p.kind === 'heading' && p.text === heading);
  const end = parts.findIndex((p, i) => i > at && p.kind === 'heading');
  return parts.slice(at + 1, end < 0 ? undefined : end).map((p) => p.text);
}

describe('month-by-month lines', () => {
  it('name a slice shorter than a month as its days, never as a month', () => {
    let short = 0;
    for (const facts of cases) {
      const block = READINGS[facts.readingType].plan(facts).blocks.find((b) => b.kind === 'months');
      if (block?.kind !== 'months') continue;
      for (const language of languages) {
        const lines = monthLines(composeReading(facts, language), HEADING[language]);
        expect(lines).toHaveLength(block.months.length);
        for (const [i, m] of block.months.entries()) {
          if (daysBetween(m.start, m.end) + 1 >= 28) continue;
          short++;
          expect(lines[i], `${language} ${facts.readingType} ${m.start}–${m.end}`).not.toMatch(MONTH[language]);
        }
      }
    }
    expect(short).toBeGreaterThan(0);
  });
});
