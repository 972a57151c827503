/**
 * One built-in reading from a profile, as the command line, the audit and the tests see it: the
 * type, the period it covers, its title and its paragraphs. The server's builtin writer streams
 * the same text.
 */
import { readingTitle } from '../../../shared/reading-types';
import type { Language } from '../../../shared/profile';
import { localeFor } from './wording/locales';
import type { ReadingType } from '../../../shared/reading-types';
import { composeWithLength } from './compose-reading';
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
  const composed = composeWithLength(facts, localeFor(language));
  const paragraphs = composed.paragraphs.map((text) => ({ text }));
  return {
    type: input.readingType,
    period: { start: facts.period.start, end: facts.period.end },
    title: readingTitle(input.readingType, language),
    text: paragraphs.map((p) => p.text).join('\n\n'),
    paragraphs,
    words: composed.words,
  };
}
