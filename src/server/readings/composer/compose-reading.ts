/**
 * The built-in ('builtin') writer: turns ReadingFacts into a reading in the voice of a Vedic
 * astrologer, offline and in well under a millisecond or two.
 *
 * Design: every paragraph is produced by a function of specific facts and returns the fact keys it
 * used (`composeParagraphs`), so each claim can be traced to the chart. Phrasing is chosen by a
 * pen seeded from the name, the reading type, the period and the chart, so the same inputs give
 * the same text and different people or days read differently. Optional paragraphs are dropped
 * or kept to land between 300 and 700 words.
 */
import type { Draft, ComposedParagraph } from './compose-common';
import { birthStarParagraph, slowWeatherParagraph } from './compose-common';
import { composeDaily } from './compose-daily';
import { composeNatal } from './compose-natal';
import { composePeriod } from './compose-period';
import { Pen, hashString, wordCount } from './phrasing';
import type { ReadingFacts } from './reading-facts';

export type { ComposedParagraph } from './compose-common';

export const MIN_WORDS = 300;
export const MAX_WORDS = 700;

/** What makes two readings different: who, what, when, and the chart itself. */
export function readingSeed(f: ReadingFacts): number {
  const n = f.natal;
  const chart = [n.lagna.sign, n.lagna.degree, ...Object.values(n.grahas).map((g) => g.degree)].join(',');
  return hashString(`${f.person.name}|${f.readingType}|${f.period.start}|${f.transits.atMs}|${chart}`);
}

function drafts(f: ReadingFacts, pen: Pen): Draft[] {
  switch (f.readingType) {
    case 'daily': return withBirthStar(f, composeDaily(f, pen), pen);
    case 'weekly':
    case 'monthly':
    case 'quarterly':
    case 'yearly': return withBirthStar(f, composePeriod(f, f.readingType, pen), pen);
    default: return withBirthStar(f, composeNatal(f, pen), pen);
  }
}

/** The birth-star paragraph before the closing: optional, and kept when the dasha is missing. */
function withBirthStar(f: ReadingFacts, list: Draft[], pen: Pen): Draft[] {
  const periodic = f.period.kind !== 'natal';
  if (f.dasha && periodic) return list;
  const star = birthStarParagraph(f, pen);
  // Past the 120-year cycle there is no dasha paragraph: the birth star (and the slow transits) stand in.
  const extra = f.dasha ? [star] : [{ ...star, optional: false }, ...(f.readingType === 'daily' || !periodic ? [slowWeatherParagraph(f, pen)] : [])];
  return [...list.slice(0, -1), ...extra, ...list.slice(-1)];
}

/** Word count the readings aim under, leaving room below MAX_WORDS. */
const TARGET_WORDS = 640;

/**
 * Keeps required paragraphs and adds optional ones while there is room; if the reading is still
 * too long, paragraphs switch to their short versions, the biggest saving first.
 */
function fitLength(all: Draft[]): ComposedParagraph[] {
  const chosen = all.map((d) => ({ ...d }));
  const count = (list: Draft[]) => list.reduce((n, d) => n + wordCount(d.text), 0);
  let kept = chosen.filter((d) => !d.optional);
  for (const d of chosen) {
    if (!d.optional) continue;
    const words = count(kept);
    if (words < MIN_WORDS + 40 || words + wordCount(d.text) <= TARGET_WORDS) kept = chosen.filter((x) => kept.includes(x) || x === d);
  }
  while (count(kept) > TARGET_WORDS) {
    const candidates = kept.filter((d) => d.short && d.short !== d.text);
    if (!candidates.length) break;
    const best = candidates.reduce((a, b) => (wordCount(a.text) - wordCount(a.short!) >= wordCount(b.text) - wordCount(b.short!) ? a : b));
    best.text = best.short!;
    best.facts = best.shortFacts ?? best.facts;
  }
  while (count(kept) > MAX_WORDS && kept.some((d) => d.optional)) kept = kept.filter((d) => d !== kept.find((x) => x.optional));
  return kept.map(({ topic, text, facts }) => ({ topic, text, facts }));
}

/** The reading's paragraphs, each with the fact keys it was written from. */
export function composeParagraphs(facts: ReadingFacts): ComposedParagraph[] {
  const pen = new Pen(readingSeed(facts));
  const paragraphs = fitLength(drafts(facts, pen));
  const last = paragraphs[paragraphs.length - 1];
  if (facts.person.approximate && last) {
    // The chart used a stand-in place: say so rather than sound surer than the chart is.
    last.text += ' One honest caveat: your birth place could not be matched exactly, so the lagna and the houses counted from it are approximate; what is counted from the Moon holds.';
    last.facts = [...last.facts, 'person.approximate'];
  }
  return paragraphs;
}

/** The reading as the user sees it: paragraphs separated by a blank line. */
export function composeReading(facts: ReadingFacts): string {
  return composeParagraphs(facts).map((p) => p.text).join('\n\n');
}

/** The value a fact key ('natal.grahas.Venus', 'events.2') points to, or undefined. */
export function factAt(facts: ReadingFacts, key: string): unknown {
  let node: unknown = facts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
