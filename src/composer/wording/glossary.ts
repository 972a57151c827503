/**
 * Plain words for the jyotish terms a reading uses, put where the reading first uses each term:
 * 'antardasha (the sub-period inside the main one)'. Done over the finished text rather than in
 * every template, so no template can forget a gloss and no term is explained twice. A term the
 * writer already explained in brackets keeps the writer's words; a term inside brackets (itself a
 * gloss) or in the possessive ('Rahu's') is not where it is explained; a term that is part of a
 * longer one ('Rahu' in 'Rahu kaal') is left to the longer one.
 */

/** A term and its explanation, in the reading's language, and the explanation of its English plural. */
export type Gloss = readonly [term: string, gloss: string, plural?: string];

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term as a word of its own, an English plural 's' allowed. */
const termPattern = (term: string) => new RegExp(`(?<!${LETTER})${escape(term)}s?(?!${LETTER})`, 'giu');

/** Whether the use at `start` is part of a longer term of the glossary ('Rahu' in 'Rahu kaal'). */
function insideLonger(text: string, start: number, term: string, glossary: readonly Gloss[]): boolean {
  return glossary.some(([longer]) => {
    const at = longer.toLowerCase().indexOf(term.toLowerCase());
    return longer.length > term.length && at >= 0 && text.slice(start - at, start - at + longer.length).toLowerCase() === longer.toLowerCase();
  });
}

/** How deep inside brackets each position of `text` is, up to `end`. */
function bracketDepth(text: string, end: number): number {
  let depth = 0;
  for (let i = 0; i < end; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** The first use of `term` in `text` outside brackets: its start and end, or null. */
export function firstUse(text: string, term: string, glossary: readonly Gloss[]): { start: number; end: number } | null {
  for (const match of text.matchAll(termPattern(term))) {
    const start = match.index;
    if (bracketDepth(text, start) > 0 || insideLonger(text, start, term, glossary)) continue;
    // 'Rahu (…)'s pressure' and 'its grahas (planets)' dashas' read badly: a possessive, singular
    // or plural, is not where a term is explained.
    if (/^['’]s?(?!\p{L})/u.test(text.slice(start + match[0].length))) continue;
    return { start, end: start + match[0].length };
  }
  return null;
}

/** Whether a use of a term ending at `end` is followed by an explanation in brackets. */
export const glossedAt = (text: string, end: number) => /^ \((?!\d)/u.test(text.slice(end));

/**
 * The texts (in reading order) with each glossary term explained at its first use. A term first
 * used right before a bracketed time ('Rahu kaal (15:12–16:36)') gets its gloss inside that bracket.
 */
export function glossFirstUses(texts: readonly string[], glossary: readonly Gloss[]): string[] {
  const out = [...texts];
  // Longer terms first: 'Rahu kaal' is explained before 'Rahu' looks for its own first use.
  const terms = [...glossary].sort((a, b) => b[0].length - a[0].length);
  for (const [term, singular, plural] of terms) {
    for (const [i, text] of out.entries()) {
      const use = firstUse(text, term, glossary);
      if (!use) continue;
      if (glossedAt(text, use.end)) break;
      const gloss = plural && use.end - use.start > term.length ? plural : singular;
      const rest = text.slice(use.end);
      out[i] = rest.startsWith(' (')
        ? `${text.slice(0, use.end)} (${gloss}, ${rest.slice(2)}`
        : `${text.slice(0, use.end)} (${gloss})${rest}`;
      break;
    }
  }
  return out;
}

/**
 * After this many readings a reader has met the everyday terms (house, dasha, nakshatra…) often
 * enough: from then on only the rare terms are explained (docs/decisions, glossing by readings).
 */
export const GLOSSED_READINGS = 3;

/** The glossary a reading uses: all of it for a new reader, the rare terms only once the reader has read a few. */
export function glossaryFor(glossary: readonly Gloss[], alwaysGlossed: ReadonlySet<string>, readingsBefore: number): readonly Gloss[] {
  return readingsBefore < GLOSSED_READINGS ? glossary : glossary.filter(([term]) => alwaysGlossed.has(term));
}
