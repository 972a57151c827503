/**
 * The closing of every built-in reading, in every language: it never says again what the
 * summary on top already said (its verdict, its help and its hindrance), and across readers it
 * ends in several different shapes rather than one formula.
 */
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../shared/profile';
import { readingParts } from '../shared/reading-text';
import { readingTypes } from '../shared/reading-types';
import { PEOPLE, factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import { CLOSING_SHAPES } from './wording/closing-shapes';
import { CLOSING_WORDS } from './wording/en/closing';
import { CLOSING_WORDS_HI } from './wording/hi/closing';
import { CLOSING_WORDS_TA } from './wording/ta/closing';
import { CLOSING_WORDS_TE } from './wording/te/closing';
import type { ClosingWords } from './wording/closing-shapes';
import { expansions } from './wording/pen';

/** Each language's closing words, whose shapes a closing is recognised by. */
const CLOSING_WORDS_OF: Record<Language, ClosingWords> = { en: CLOSING_WORDS, hi: CLOSING_WORDS_HI, ta: CLOSING_WORDS_TA, te: CLOSING_WORDS_TE };

const DATES = ['2026-11-24T03:30:00Z', '2027-08-09T03:30:00Z'].map((d) => new Date(d));

const cases = languages.flatMap((language) =>
  readingTypes.flatMap((type) =>
    PEOPLE.flatMap((person) =>
      DATES.map((date) => {
        const facts = factsFor(person, type, date);
        const parts = readingParts(composeReading(facts, language));
        const summary = parts.find((p) => p.kind === 'summary')!.text;
        return { language, label: `${language} ${type} for ${person.name}`, name: facts.person.firstName, approximate: facts.person.approximate, summary, closing: parts.at(-1)!.text };
      }),
    ),
  ),
);

/** The words of a text, without punctuation or the reader's name (which every greeting has). */
const words = (text: string, name: string) => text.toLowerCase().replace(/[.,;:!?।"“”()'’]/g, ' ').split(/\s+/).filter((w) => w && w !== name.toLowerCase() && w !== 'जी' && w !== 'గారూ');

function sharedRuns(a: string, b: string, name: string, n: number): string[] {
  const runs = (ws: string[]) => new Set(ws.slice(0, Math.max(0, ws.length - n + 1)).map((_, i) => ws.slice(i, i + n).join(' ')));
  const inB = runs(words(b, name));
  return [...runs(words(a, name))].filter((r) => inB.has(r));
}

/** Which shape a closing has, from the sentence it opens with. */
function shapeOf(closing: string, language: Language): string | undefined {
  const shapes = CLOSING_WORDS_OF[language].shapes;
  const escape = (t: string) => t.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return CLOSING_SHAPES.find((shape) =>
    shapes[shape][0]!.some((template) => expansions(template).some((form) => new RegExp(`^${escape(form).replace(/\{[a-z]+\}/gi, '.+?')}`, 'iu').test(closing))),
  );
}

describe('the closing of a built-in reading', () => {
  it('says nothing the summary already said: no run of four words of the summary comes back', () => {
    for (const c of cases) {
      // The stand-in place's caveat is appended to the last paragraph and is not the closing's own.
      if (c.approximate) continue;
      expect(sharedRuns(c.summary, c.closing, c.name, 4), `${c.label}: ${c.closing}`).toEqual([]);
    }
  });

  it('ends in at least four different shapes in each language', () => {
    for (const language of languages) {
      const ofLanguage = cases.filter((c) => c.language === language);
      const shapes = ofLanguage.map((c) => shapeOf(c.closing, language));
      expect(shapes.filter((s) => s === undefined), ofLanguage.filter((_, i) => !shapes[i]).map((c) => c.closing).join('\n')).toEqual([]);
      expect(new Set(shapes).size, language).toBeGreaterThanOrEqual(4);
    }
  });
});
