/**
 * Paragraphs sized for reading on a phone. The writers group sentences by what they are about, and
 * some groups run long (a month's slow transits, a chart's whole house reading in Hindi); a long
 * paragraph is cut at the sentence end nearest its middle, again until every part is short. Only at
 * a sentence end outside brackets, so a gloss or a bracketed time is never split from its word.
 */
import { wordCount } from './wording/pen';

/** Above this many words a paragraph is cut in two. */
export const LONGEST_PARAGRAPH = 110;

/** Scripts without capitals, where any letter after a stop and a space starts a sentence: one line per script. */
const CASELESS_SCRIPTS: readonly RegExp[] = [
  /\p{Script=Devanagari}/u,
  /\p{Script=Tamil}/u,
  /\p{Script=Telugu}/u,
];

/** Where each sentence after the first begins: after . ! ? or the danda, a space, outside brackets. */
function sentenceStarts(text: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.!?।]/u.test(c!) && text[i + 1] === ' ') {
      const next = text[i + 2] ?? '';
      // A Latin sentence starts with a capital or a figure ('e.g. this' is not a boundary); Indian scripts have no case.
      if (/[\p{Lu}\p{N}]/u.test(next) || CASELESS_SCRIPTS.some((script) => script.test(next))) starts.push(i + 2);
    }
  }
  return starts;
}

/** The paragraph as one or more paragraphs of at most LONGEST_PARAGRAPH words where it has sentence ends to cut at. */
export function phoneParagraphs(text: string): string[] {
  const words = wordCount(text);
  if (words <= LONGEST_PARAGRAPH) return [text];
  const starts = sentenceStarts(text);
  if (!starts.length) return [text];
  const middle = words / 2;
  const cut = starts.reduce((best, at) => (Math.abs(wordCount(text.slice(0, at)) - middle) < Math.abs(wordCount(text.slice(0, best)) - middle) ? at : best));
  return [...phoneParagraphs(text.slice(0, cut).trimEnd()), ...phoneParagraphs(text.slice(cut))];
}
