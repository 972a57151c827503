/**
 * The small interface a language implements to write readings: one writer per kind of block
 * (an exhaustive table, so a new block kind without its wording is a compile error), the
 * reading's greeting, and the templates and slot values its grammar test sweeps.
 */
import type { ReadingType } from '../../shared/reading-types';
import type { ReadingFacts } from '../facts/types';
import type { Block, ReadingPlan } from '../judgement/plan';
import type { SectionKey } from '../layout';
import type { Gloss } from './glossary';
import type { Pen } from './pen';

export interface WordingContext<N> {
  pen: Pen;
  facts: ReadingFacts;
  /** The locale's names with their first-mention glosses, shared by every block of one reading. */
  names: N;
}

/** A block's text: a paragraph of its own, or sentences added to the paragraph before it. */
export type Written = { text: string; join: 'paragraph' | 'append' } | null;

export type BlockWriters<N> = {
  [K in Block['kind']]: (block: Extract<Block, { kind: K }>, ctx: WordingContext<N>) => Written;
};

type TextWriters<N, K extends Block['kind']> = { [P in K]: (block: Extract<Block, { kind: P }>, ctx: WordingContext<N>) => string | null };

/** Block writers whose every block is a paragraph of its own, or nothing when the writer says null. */
export function paragraphs<N, K extends Block['kind']>(writers: TextWriters<N, K>): Pick<BlockWriters<N>, K> {
  const asParagraph = (write: (block: never, ctx: WordingContext<N>) => string | null) => (block: never, ctx: WordingContext<N>): Written => {
    const text = write(block, ctx);
    return text === null ? null : { text, join: 'paragraph' };
  };
  return Object.fromEntries(Object.entries(writers).map(([kind, write]) => [kind, asParagraph(write as never)])) as Pick<BlockWriters<N>, K>;
}

/** What a lay reader needs around the blocks: a heading per section, a summary, plain words for the terms. */
export interface ReaderAids<N> {
  heading(type: ReadingType, section: SectionKey): string;
  /** Two lines, from the plan's own verdict: the balance, its strongest help and hindrance, its key window. */
  summary(plan: ReadingPlan, ctx: WordingContext<N>): [string, string];
  glossary: readonly Gloss[];
  /** The rare terms, explained in every reading: the rest stop once the reader has read a few (glossary.ts). */
  alwaysGlossed: ReadonlySet<string>;
}

export interface Locale<N = unknown> {
  readonly lang: string;
  newNames(): N;
  writers: BlockWriters<N>;
  aids: ReaderAids<N>;
  /** Every template of every pool, by pool name (the grammar test renders each). */
  pools: Readonly<Record<string, readonly string[]>>;
  /** Every value a slot name can take, or a representative set of each shape of value. */
  slotValues(slot: string): readonly string[];
  /** Said at the end when the birth place was a stand-in; English keeps its sentence in the composer. */
  readonly caveat?: string;
  /** Said once at the top when the birth time is not known; English keeps its sentence in the composer. */
  readonly timeUnknown?: (moonSign: number) => string;
}

/**
 * A writer file's pools as the grammar test reads them: 'file.pool' → templates, with nested
 * tables (by tone, by graha…) flattened into dotted names.
 */
export function poolsByName(prefix: string, pools: object): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const [key, value] of Object.entries(pools)) {
    if (Array.isArray(value)) out[`${prefix}.${key}`] = value as readonly string[];
    else Object.assign(out, poolsByName(`${prefix}.${key}`, value as object));
  }
  return out;
}

/** Every phrase of a table of phrase lists, for the slot values the grammar test sweeps. */
export const allOf = (table: Record<number | string, readonly string[]>) => Object.values(table).flat();
