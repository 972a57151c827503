/**
 * The built-in composer: facts (from the engine) → a plan (the judgement layer weighs the facts
 * and decides what the reading says, in blocks) → text (a locale writes each block). The text is
 * laid out for a lay reader: a two-line summary of the plan's verdict, the blocks under headings
 * (layout.ts), and each jyotish term explained where it is first used. Phrasing is
 * chosen by a pen seeded from the person, the reading type and the period, so the same inputs
 * give the same text and another person or day reads differently; no template is used twice in
 * one reading.
 */
import type { ReadingFacts } from './facts/types';
import { ContradictoryPlanError, contradictions } from './judgement/consistency';
import type { Block, ReadingPlan } from './judgement/plan';
import { sectionOf, type SectionKey } from './layout';
import { phoneParagraphs } from './paragraph-length';
import { READINGS } from './reading-registry';
import { en } from './wording/en/locale-en';
import { signName } from './wording/en/names';
import { glossFirstUses, glossaryFor } from './wording/glossary';
import type { Locale, WordingContext, Written } from './wording/locale';
import { Pen, hashString, wordCount } from './wording/pen';
import { localeFor } from './wording/locales';
import type { Language } from '../shared/profile';
import { headingLine } from '../shared/reading-text';

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

type Section = { key: SectionKey; paragraphs: string[] };

/**
 * The reading's paragraphs as the text stores them (shared/reading-text.ts): the two-line summary,
 * then each section's heading line and its paragraphs.
 */
export function composeParagraphs(facts: ReadingFacts, locale: Locale<unknown> = en as Locale<unknown>): string[] {
  return composeWithLength(facts, locale).paragraphs;
}

/**
 * The paragraphs and the length of what the reading says. The 300–900 word rule is about the
 * reading itself: the reader's aids (the summary, the headings, the explanations of terms) come
 * on top of it, so they never push out what a reading has to say. The length is counted in
 * English words in every language, as what the reading says is (fittedInEnglish).
 */
export function composeWithLength(facts: ReadingFacts, locale: Locale<unknown> = en as Locale<unknown>): { paragraphs: string[]; words: number } {
  return writePlan(facts, consistentPlan(facts), locale);
}

/**
 * A plan's text as it stands, unchecked. Readings go through composeWithLength, which refuses a
 * contradictory plan; the audit writes a plan this way so that it can count a plan's
 * contradictions beside the figures of its text.
 */
export function writePlan(facts: ReadingFacts, plan: ReadingPlan, locale: Locale<unknown>): { paragraphs: string[]; words: number } {
  const fitted = fittedInEnglish(facts, plan.blocks);
  const { ctx, sections } = locale === en ? fitted : rendered(facts, fitted.blocks, locale);
  return { paragraphs: withTimeNote(facts, laidOut(locale, ctx, { ...plan, blocks: fitted.blocks }, sections), locale.timeUnknown), words: fitted.words };
}

/**
 * The blocks that fit the length rule, least needed dropped first, with their English text. What
 * a reading says is one decision for every language, measured in English, the language the
 * 300–900 rule is set in: a Hindi sentence counts more words for the same thought (को, में, से,
 * है stand apart), and a Hindi reading measured on its own would drop a block, and every date in
 * it, that the English of the same facts keeps.
 */
function fittedInEnglish(facts: ReadingFacts, all: Block[]): Rendered & { blocks: Block[] } {
  let blocks = all;
  for (;;) {
    const text = rendered(facts, blocks, en as Locale<unknown>);
    const drop = DROPPABLE.find((k) => blocks.some((b) => b.kind === k));
    if (text.words <= MAX_WORDS || !drop) return { ...text, blocks };
    blocks = blocks.filter((b) => b.kind !== drop);
  }
}

type Rendered = { ctx: WordingContext<unknown>; sections: Section[]; words: number };

/** The blocks written in a locale, gathered into sections, and the number of words they say. */
function rendered(facts: ReadingFacts, blocks: readonly Block[], locale: Locale<unknown>): Rendered {
  const ctx: WordingContext<unknown> = { pen: new Pen(readingSeed(facts)), facts, names: locale.newNames() };
  const sections = withCaveat(facts, render(locale, ctx, blocks), locale.caveat);
  const words = sections.reduce((n, s) => n + s.paragraphs.reduce((m, p) => m + wordCount(p), 0), 0);
  return { ctx, sections, words };
}

/**
 * The reading's plan, refused if two of its claims contradict each other: a reading with two
 * verdicts is worse than none, so no word of it is written (the caller's error path answers).
 */
export function consistentPlan(facts: ReadingFacts): ReadingPlan {
  const plan = READINGS[facts.readingType].plan(facts);
  const found = contradictions(plan, facts);
  if (found.length) throw new ContradictoryPlanError(found, plan.type);
  return plan;
}

/** The blocks' text, gathered into sections: consecutive blocks of one section share its heading. */
function render(locale: Locale<unknown>, ctx: WordingContext<unknown>, blocks: readonly Block[]): Section[] {
  const sections: Section[] = [];
  for (const block of blocks) {
    const written = write(locale, ctx, block);
    if (!written) continue;
    const last = sections.at(-1);
    const paragraphs = last?.paragraphs;
    if (written.join === 'append' && paragraphs?.length) {
      paragraphs[paragraphs.length - 1] += ` ${written.text}`;
      continue;
    }
    // A block written as lines (the week's days, a year's months) gives a short paragraph per line.
    const lines = written.text.split('\n');
    const key = sectionOf(ctx.facts.readingType, block.kind);
    if (last?.key === key) last.paragraphs.push(...lines);
    else sections.push({ key, paragraphs: lines });
  }
  return sections;
}

/**
 * The summary on top, a heading over each section, every term glossed where it first appears (the
 * everyday ones only for a reader's first few readings), and no paragraph too long for a phone.
 */
function laidOut(locale: Locale<unknown>, ctx: WordingContext<unknown>, plan: ReadingPlan, sections: Section[]): string[] {
  const summary = locale.aids.summary(plan, { ...ctx, pen: ctx.pen.child('summary') }).join('\n');
  const { glossary, alwaysGlossed } = locale.aids;
  const [glossedSummary, ...body] = glossFirstUses([summary, ...sections.flatMap((s) => s.paragraphs)], glossaryFor(glossary, alwaysGlossed, ctx.facts.person.readingsBefore));
  const out = [glossedSummary!];
  for (const section of sections) out.push(headingLine(locale.aids.heading(plan.type, section.key)), ...body.splice(0, section.paragraphs.length).flatMap(phoneParagraphs));
  return out;
}

/** The headings a reading of these facts has, in order: a model writer is asked for the same sections. */
export function readingHeadings(facts: ReadingFacts, language: Language): string[] {
  const locale = localeFor(language);
  const keys = READINGS[facts.readingType].plan(facts).blocks.map((b) => sectionOf(facts.readingType, b.kind));
  return keys.filter((key, i) => key !== keys[i - 1]).map((key) => locale.aids.heading(facts.readingType, key));
}

function withCaveat(facts: ReadingFacts, sections: Section[], caveat?: string): Section[] {
  const paragraphs = sections.at(-1)?.paragraphs;
  if (!facts.person.approximate || !paragraphs?.length) return sections;
  // The chart used a stand-in place: say so rather than sound surer than the chart is.
  const last = paragraphs.length - 1;
  paragraphs[last] += caveat ? ` ${caveat}` : ' One honest caveat: your birth place could not be matched exactly, so the lagna and the houses counted from it are approximate; what is counted from the Moon holds.';
  return sections;
}

/**
 * Without an exact birth time the reading rests on the Moon sign: it says so once, first (above the
 * summary, in the reading's opening before its first heading), in plain words, so that no house it
 * names is taken for one counted from the rising sign.
 */
function withTimeNote(facts: ReadingFacts, paragraphs: string[], timeUnknown?: (moonSign: number) => string): string[] {
  if (facts.person.timeKnown || !paragraphs.length) return paragraphs;
  const moonSign = facts.natal.moon.sign;
  const note = timeUnknown
    ? timeUnknown(moonSign)
    : `Your birth time is not known, so this reading is read from your Moon sign (${signName(moonSign)}) rather than your rising sign, with the houses counted from the Moon.`;
  return [note, ...paragraphs];
}

/** The reading as the user sees it: paragraphs (and the summary and headings) separated by a blank line. */
export function composeReading(facts: ReadingFacts, language: Language = 'en'): string {
  return composeParagraphs(facts, localeFor(language)).join('\n\n');
}
