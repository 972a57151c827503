/**
 * The built-in composer: facts (from the engine) → a plan (the judgement layer weighs the facts
 * and decides what the reading says, in blocks) → text (a locale writes each block). Phrasing is
 * chosen by a pen seeded from the person, the reading type and the period, so the same inputs
 * give the same text and another person or day reads differently; no template is used twice in
 * one reading.
 */
import type { ReadingFacts } from './facts/types';
import type { Block } from './judgement/plan';
import { READINGS } from './reading-registry';
import { en } from './wording/en/locale-en';
import { signName } from './wording/en/names';
import type { Locale, WordingContext, Written } from './wording/locale';
import { Pen, hashString, wordCount } from './wording/pen';
import { localeFor } from './wording/locales';
import type { Language } from '../../../shared/profile';

export const MIN_WORDS = 300;
export const MAX_WORDS = 900;

/** Blocks a reading can do without when it runs long, least needed first. */
const DROPPABLE: ReadonlyArray<Block['kind']> = ['fast-events', 'yogas', 'slow-weather'];

/** What makes two readings different: who, what, when. */
export function readingSeed(f: ReadingFacts): number {
  const n = f.natal;
  return hashString(`${f.person.name}|${f.person.birthDate}|${f.person.birthTime}|${f.readingType}|${f.period.start}|${n.lagna.degree}`);
}

function write<N>(locale: Locale<N>, ctx: WordingContext<N>, block: Block): Written {
  const writer = locale.writers[block.kind] as (b: Block, c: WordingContext<N>) => Written;
  return writer(block, { ...ctx, pen: ctx.pen.child(block.kind) });
}

/** The reading's paragraphs. */
export function composeParagraphs(facts: ReadingFacts, locale: Locale<unknown> = en as Locale<unknown>): string[] {
  const plan = READINGS[facts.readingType].plan(facts);
  let blocks = plan.blocks;
  for (;;) {
    const paragraphs = render(locale, facts, blocks);
    const words = paragraphs.reduce((n, p) => n + wordCount(p), 0);
    const drop = DROPPABLE.find((k) => blocks.some((b) => b.kind === k));
    if (words <= MAX_WORDS || !drop) return withTimeNote(facts, withCaveat(facts, paragraphs, locale.caveat), locale.timeUnknown);
    blocks = blocks.filter((b) => b.kind !== drop);
  }
}

function render(locale: Locale<unknown>, facts: ReadingFacts, blocks: readonly Block[]): string[] {
  const ctx: WordingContext<unknown> = { pen: new Pen(readingSeed(facts)), facts, names: locale.newNames() };
  const paragraphs: string[] = [];
  for (const block of blocks) {
    const written = write(locale, ctx, block);
    if (!written) continue;
    if (written.join === 'append' && paragraphs.length) paragraphs[paragraphs.length - 1] += ` ${written.text}`;
    // A block written as lines (the week's days, a year's months) gives a short paragraph per line.
    else paragraphs.push(...written.text.split('\n'));
  }
  return paragraphs;
}

function withCaveat(facts: ReadingFacts, paragraphs: string[], caveat?: string): string[] {
  if (!facts.person.approximate || !paragraphs.length) return paragraphs;
  // The chart used a stand-in place: say so rather than sound surer than the chart is.
  const last = paragraphs.length - 1;
  paragraphs[last] += caveat ? ` ${caveat}` : ' One honest caveat: your birth place could not be matched exactly, so the lagna and the houses counted from it are approximate; what is counted from the Moon holds.';
  return paragraphs;
}

/**
 * Without an exact birth time the reading rests on the Moon sign: it says so once, first, in plain
 * words, so that no house it names is taken for one counted from the rising sign.
 */
function withTimeNote(facts: ReadingFacts, paragraphs: string[], timeUnknown?: (moonSign: number) => string): string[] {
  if (facts.person.timeKnown || !paragraphs.length) return paragraphs;
  const moonSign = facts.natal.moon.sign;
  const note = timeUnknown
    ? timeUnknown(moonSign)
    : `Your birth time is not known, so this reading is read from your Moon sign (${signName(moonSign)}) rather than your rising sign, with the houses counted from the Moon.`;
  return [note, ...paragraphs];
}

/** The reading as the user sees it: paragraphs separated by a blank line. */
export function composeReading(facts: ReadingFacts, language: Language = 'en'): string {
  return composeParagraphs(facts, localeFor(language)).join('\n\n');
}
