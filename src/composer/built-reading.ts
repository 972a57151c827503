/**
 * One built-in reading from a profile, as the command line, the audit and the tests see it: the
 * type, the period it covers, its title and its paragraphs. The server's builtin writer streams
 * the same text.
 */
import { readingTitle } from '../shared/reading-types';
import type { Language } from '../shared/profile';
import { localeFor } from './wording/locales';
import type { ReadingType } from '../shared/reading-types';
import { composeWithLength, writePlan } from './compose-reading';
import type { ReadingFacts } from './facts/types';
import { contradictions } from './judgement/consistency';
import type { Contradiction } from './judgement/consistency';
import { READINGS } from './reading-registry';
import { buildReadingFacts } from './facts/build-facts';
import type { ReadingFactsInput } from './facts/build-facts';

export interface BuiltReading {
  type: ReadingType;
  period: { start: string; end: string };
  title: string;
  text: string;
  paragraphs: Array<{ text: string }>;
  /** The length of what the reading says, without the reader's aids (compose-reading.ts). */
  words: number;
}

/** The reading in the given language (English unless asked otherwise). */
export function buildReading(input: ReadingFactsInput, language: Language = 'en'): BuiltReading {
  const facts = buildReadingFacts(input);
  return built(input.readingType, facts, composeWithLength(facts, localeFor(language)), language);
}

/**
 * The reading as the audit measures it: with the contradictions of its plan (none for a plan the
 * composer accepts), and its text written even when there are some, so every figure is counted.
 */
export function auditedReading(input: ReadingFactsInput, language: Language = 'en'): BuiltReading & { contradictions: Contradiction[] } {
  const facts = buildReadingFacts(input);
  const plan = READINGS[input.readingType].plan(facts);
  return { ...built(input.readingType, facts, writePlan(facts, plan, localeFor(language)), language), contradictions: contradictions(plan, facts) };
}

function built(type: ReadingType, facts: ReadingFacts, composed: { paragraphs: string[]; words: number }, language: Language): BuiltReading {
  const paragraphs = composed.paragraphs.map((text) => ({ text }));
  return {
    type,
    period: { start: facts.period.start, end: facts.period.end },
    title: readingTitle(type, language),
    text: paragraphs.map((p) => p.text).join('\n\n'),
    paragraphs,
    words: composed.words,
  };
}
