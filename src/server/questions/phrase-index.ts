import { foldedWords, isSouthern } from './normalise';

/**
 * A phrase found in a question: what it stands for, and which words (start inclusive, end exclusive).
 * `ending`: what a Tamil or Telugu word adds after the listed stem ("க்கு" of "மகனுக்கு"), if anything.
 */
export interface PhraseMatch<T> {
  value: T;
  start: number;
  end: number;
  ending?: string;
}

/** The shortest listed Tamil or Telugu stem read as the start of a longer word: three code units. */
const STEM_MINIMUM = 3;

const LONGEST_PHRASE = 4;

/**
 * How long words must be to match with a slip. A letter dropped or added ("marrid" for "married")
 * is allowed from five letters (counting the longer word); a letter changed or two swapped only
 * from six, since short words have too many neighbours one change away ("karta" and "karma",
 * "कैसा" and "पैसा"). Devanagari counts code units, where a vowel sign is one.
 */
const GAP_MINIMUM = 5;
const CHANGE_MINIMUM = 6;

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * Finds listed words and phrases in a question, in any of the spellings folding joins, and single
 * words with one typing slip (a symmetric-deletion index: a word and a key meet when one equals
 * the other, or the other less one letter, or both less one letter; built once, looked up in a
 * few map reads per word).
 */
export class PhraseIndex<T> {
  private readonly exact = new Map<string, T[]>();
  private readonly byDeletion = new Map<string, Set<string>>();
  private readonly stems = new Set<string>();

  /**
   * `split` turns a listed phrase into the words `find` will be given: folded by default, so that
   * spellings meet; plain lower-case words where folding joins too much ("bhai" and "be" fold alike).
   */
  constructor(entries: Iterable<readonly [phrase: string, value: T]>, split: (phrase: string) => string[] = foldedWords) {
    for (const [phrase, value] of entries) {
      const key = split(phrase).join(' ');
      const values = this.exact.get(key) ?? [];
      if (!values.includes(value)) values.push(value);
      this.exact.set(key, values);
      if (!key.includes(' ') && isSouthern(key) && key.length >= STEM_MINIMUM) this.stems.add(key);
      if (!key.includes(' ') && key.length >= GAP_MINIMUM - 1) {
        for (const variant of [key, ...deletions(key)]) {
          const keys = this.byDeletion.get(variant) ?? new Set<string>();
          keys.add(key);
          this.byDeletion.set(variant, keys);
        }
      }
    }
  }

  /**
   * Every listed phrase in the (folded, or as the index was built) words. The longest phrase starting at a word wins and its
   * words are not read again, so "visa interview" is travel alone, not travel and career.
   */
  find(folded: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    let start = 0;
    while (start < folded.length) {
      const phrase = this.longestAt(folded, start);
      if (phrase) {
        for (const value of this.exact.get(phrase.key)!) found.push({ value, start, end: phrase.end });
        start = phrase.end;
        continue;
      }
      const word = folded[start]!;
      const stem = this.stemOf(word);
      if (stem) {
        for (const value of this.exact.get(stem)!) found.push({ value, start, end: start + 1, ending: word.slice(stem.length) });
      } else if (word.length >= GAP_MINIMUM - 1 && !isSouthern(word)) {
        // Not for Tamil or Telugu: their vowel signs count as letters, so one slip away from a
        // listed word is too often a common word ("வருமா", will it come, and "வருமான", income).
        for (const key of this.nearKeys(word)) {
          for (const value of this.exact.get(key) ?? []) found.push({ value, start, end: start + 1 });
        }
      }
      start++;
    }
    return found;
  }

  /**
   * The longest listed phrase of two or more words starting at `start`, or a single listed word
   * there, and where it ends. A Tamil or Telugu phrase's last word may carry an ending
   * ("பங்குச் சந்தையில்", "షేర్ మార్కెట్‌లో" against the listed "பங்குச் சந்தை", "షేర్ మార్కెట్").
   */
  private longestAt(folded: readonly string[], start: number): { key: string; end: number } | undefined {
    for (let length = Math.min(LONGEST_PHRASE, folded.length - start); length >= 1; length--) {
      const key = folded.slice(start, start + length).join(' ');
      if (this.exact.has(key)) return { key, end: start + length };
      const last = folded[start + length - 1]!;
      if (length > 1 && isSouthern(last)) {
        const head = folded.slice(start, start + length - 1).join(' ');
        for (let cut = last.length - 1; cut >= STEM_MINIMUM; cut--) {
          const stemmed = `${head} ${last.slice(0, cut)}`;
          if (this.exact.has(stemmed)) return { key: stemmed, end: start + length };
        }
      }
    }
    return undefined;
  }

  /**
   * The longest listed Tamil or Telugu stem a word begins with: case endings and particles join
   * the noun ("வேலைக்கு", "ఉద్యోగంలో", "கல்யாணமா"), so the listed word is the front of the typed one.
   */
  private stemOf(word: string): string | undefined {
    if (!isSouthern(word)) return undefined;
    for (let length = word.length - 1; length >= STEM_MINIMUM; length--) {
      if (this.stems.has(word.slice(0, length))) return word.slice(0, length);
    }
    return undefined;
  }

  /** Listed single words one slip away from `word`. */
  private nearKeys(word: string): Set<string> {
    const keys = new Set<string>();
    // A letter dropped: the word is a key less one letter.
    for (const key of this.byDeletion.get(word) ?? []) if (key.length === word.length + 1 && key.length >= GAP_MINIMUM) keys.add(key);
    for (const shorter of deletions(word)) {
      for (const key of this.byDeletion.get(shorter) ?? []) {
        // A letter added: the word less one letter is a key.
        if (key === shorter) {
          if (word.length >= GAP_MINIMUM) keys.add(key);
        } else if (key.length === word.length && word.length >= CHANGE_MINIMUM) {
          // A letter changed, or two swapped: both less one letter meet.
          keys.add(key);
        }
      }
    }
    return keys;
  }
}
