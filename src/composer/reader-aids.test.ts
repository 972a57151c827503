import { describe, expect, it } from 'vitest';
import { languages } from '../shared/profile';
import { readingParts } from '../shared/reading-text';
import { readingTypes } from '../shared/reading-types';
import { PEOPLE, factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import { READINGS } from './reading-registry';
import { keyWindow } from './wording/reader-aids';
import { localeFor } from './wording/locales';
import { firstUse } from './wording/glossary';
import { wordCount } from './wording/pen';

// What makes a built-in reading readable by someone who knows no jyotish, in every type and both
// languages: a two-line summary on top, the text under headings, and every term explained where
// the reading first uses it.

const DATES = ['2026-11-24T03:30:00Z', '2027-08-09T03:30:00Z'].map((d) => new Date(d));
const people = PEOPLE.slice(0, 3);

const cases = readingTypes.flatMap((type) =>
  languages.flatMap((language) =>
    people.map((person, i) => {
      const facts = factsFor(person, type, DATES[i % DATES.length]!);
      return { type, language, person: person.name, facts, text: composeReading(facts, language) };
    }),
  ),
);

describe.each(readingTypes)('a built-in %s reading', (type) => {
  const ofType = cases.filter((c) => c.type === type);

  it('opens with a two-line summary, in English and Hindi', () => {
    for (const c of ofType) {
      const [first] = readingParts(c.text);
      expect(first?.kind, `${c.language} for ${c.person}`).toBe('summary');
      const lines = first!.text.split('\n');
      expect(lines, `${c.language} for ${c.person}`).toHaveLength(2);
      for (const line of lines) expect(line.trim().length).toBeGreaterThan(10);
      expect(first!.text).toContain(c.facts.person.firstName);
    }
  });

  it('draws the summary from its own key window where it has one', () => {
    for (const c of ofType) {
      const window = keyWindow(READINGS[c.type].plan(c.facts));
      if (!window) continue;
      const [summary] = readingParts(c.text);
      // A running window is offered from now: its end is named, never its past start.
      expect(summary!.text, `${c.language} for ${c.person}`).toContain(window.end.slice(0, 4));
      if (!window.running) expect(summary!.text, `${c.language} for ${c.person}`).toContain(window.start.slice(0, 4));
    }
  });

  it('has at least three headed sections, each with text under it', () => {
    for (const c of ofType) {
      const parts = readingParts(c.text);
      const headings = parts.filter((p) => p.kind === 'heading');
      expect(headings.length, `${c.language} for ${c.person}`).toBeGreaterThanOrEqual(3);
      expect(new Set(headings.map((h) => h.text)).size, 'a heading twice').toBe(headings.length);
      for (const [i, part] of parts.entries()) if (part.kind === 'heading') expect(parts[i + 1]?.kind, `empty section "${part.text}"`).toBe('paragraph');
    }
  });

  it('explains every glossary term in brackets where it is first used', () => {
    for (const c of ofType) {
      const { glossary } = localeFor(c.language).aids;
      // Headings are plain words; the explaining happens in the summary and the paragraphs.
      const prose = readingParts(c.text).filter((p) => p.kind !== 'heading').map((p) => p.text).join('\n\n');
      for (const [term] of glossary) {
        const use = firstUse(prose, term, glossary);
        if (!use) continue;
        expect(prose.slice(use.end, use.end + 3), `"${term}" first used without its meaning (${c.language} for ${c.person}): …${prose.slice(use.start - 40, use.end + 40)}…`).toMatch(/^ \(\D/u);
      }
    }
  });
});

describe('every built-in reading', () => {
  it('keeps each paragraph short enough to read on a phone', () => {
    for (const c of cases) {
      for (const part of readingParts(c.text)) {
        if (part.kind !== 'paragraph') continue;
        const words = wordCount(part.text);
        expect(words, `${c.type}, ${c.language} for ${c.person}: ${part.text.slice(0, 80)}…`).toBeLessThanOrEqual(110);
      }
    }
  });
});
