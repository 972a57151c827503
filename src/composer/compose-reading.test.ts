import { describe, expect, it } from 'vitest';
import { readingTypes } from '../shared/reading-types';
import type { ReadingType } from '../shared/reading-types';
import { MAX_WORDS, MIN_WORDS, composeParagraphs, composeWithLength } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import { READINGS } from './reading-registry';
import { PEOPLE, factsFor, morePeople } from '../../tests/support/test-profiles';

const people = [...PEOPLE, ...morePeople(6)];
const DATES = ['2025-01-14T03:30:00Z', '2026-11-24T03:30:00Z', '2027-08-09T03:30:00Z'].map((d) => new Date(d));

type Case = { type: ReadingType; person: string; facts: ReadingFacts; paragraphs: string[] };
const cases: Case[] = [];
for (const type of readingTypes) {
  for (const [i, person] of people.entries()) {
    const facts = factsFor(person, type, DATES[i % DATES.length]!);
    cases.push({ type, person: person.name, facts, paragraphs: composeParagraphs(facts) });
  }
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);

describe('the reading registry', () => {
  it('has exactly one entry for every reading type', () => {
    expect(Object.keys(READINGS).sort()).toEqual([...readingTypes].sort());
  });

  it('gives the whole dasha story only to the life and yearly readings', () => {
    const full = readingTypes.filter((t) => READINGS[t].dasha === 'full');
    expect(full.sort()).toEqual(['life', 'yearly']);
    for (const c of cases) {
      const kinds = READINGS[c.type].plan(c.facts).blocks.map((b) => b.kind);
      expect(kinds.includes('dasha-story'), `${c.type} for ${c.person}`).toBe(READINGS[c.type].dasha === 'full' && c.facts.dasha !== null);
    }
  });
});

describe('built-in readings', () => {
  it(`are ${MIN_WORDS}–${MAX_WORDS} words, in every type`, () => {
    // What the reading says; its summary, headings and explanations of terms come on top.
    const outside = cases.map((c) => ({ ...c, words: composeWithLength(c.facts).words })).filter((c) => c.words < MIN_WORDS || c.words > MAX_WORDS);
    expect(outside.map((c) => `${c.type} for ${c.person}: ${c.words} words`)).toEqual([]);
  });

  it('are the same for the same inputs', () => {
    const c = cases[0]!;
    expect(composeParagraphs(c.facts)).toEqual(c.paragraphs);
  });

  it('never say the same sentence twice, nor two near-identical sentences back to back', () => {
    for (const c of cases) {
      const sentences = sentencesOf(c.paragraphs.join('\n'));
      const seen = new Set<string>();
      for (const [i, s] of sentences.entries()) {
        expect(seen.has(s), `"${s}" twice in ${c.type} for ${c.person}`).toBe(false);
        seen.add(s);
        const prev = sentences[i - 1];
        if (prev) {
          const a = new Set(prev.toLowerCase().split(/\W+/));
          const b = s.toLowerCase().split(/\W+/);
          const shared = b.filter((w) => a.has(w)).length / Math.max(b.length, a.size);
          expect(shared, `near-identical in ${c.type}: "${prev}" / "${s}"`).toBeLessThan(0.8);
        }
      }
    }
  });

  it('greet by first name and speak of the chart, not a template', () => {
    for (const c of cases) {
      const text = c.paragraphs.join(' ');
      expect(text).toContain(c.facts.person.firstName);
      expect(text).not.toMatch(/\{|\}|\[|\]|undefined|NaN/);
    }
  });

  it('close with the same verdict the body weighed', () => {
    for (const c of cases) {
      const plan = READINGS[c.type].plan(c.facts);
      const closing = plan.blocks.find((b) => b.kind === 'closing');
      expect(closing?.kind).toBe('closing');
      if (closing?.kind !== 'closing') continue;
      expect(closing.tone).toBe(plan.balance.tone);
      expect(closing.lift).toEqual(plan.balance.lift);
      expect(closing.drag).toEqual(plan.balance.drag);
    }
  });

  it('say once that the lagna is approximate when the birth place was not found', () => {
    const c = cases.find((x) => x.type === 'career')!;
    const facts = { ...c.facts, person: { ...c.facts.person, approximate: true } };
    const text = composeParagraphs(facts).join(' ');
    expect(text.match(/could not be matched exactly/g)).toHaveLength(1);
  });
});
