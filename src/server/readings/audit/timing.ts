/**
 * Date ranges a reading prints, counted the way a reader meets them: a range written "May 2027 to
 * May 2027" (degenerate), and a window already past when the reading was asked — one that ended
 * before that day, or one offered (not a dasha's or a transit's own span) from before it.
 */
import { SIGNS } from '../../../astro/zodiac';
import type { Language } from '../../../shared/profile';
import { namesHi } from '../../../shared/astro-names/hi';
import { namesTa } from '../../../shared/astro-names/ta';
import { namesTe } from '../../../shared/astro-names/te';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface RangeCounts {
  ranges: number;
  degenerate: number;
  past: number;
}

/** 'YYYY-MM-DD' of a written date, or 'YYYY-MM' of a written month. */
function isoOf(written: string, months: readonly string[]): string {
  const parts = written.split(' ');
  const month = String(months.indexOf(parts.at(-2)!) + 1).padStart(2, '0');
  return parts.length === 3 ? `${parts[2]}-${month}-${parts[0]!.padStart(2, '0')}` : `${parts[1]}-${month}`;
}

/**
 * How each language writes a range and names what is not an offered window: its months, the words
 * between two dates, its sign names, and the words of a dasha's or chapter's own span.
 */
const RANGE_WORDS: Record<Language, { months: readonly string[]; range: (when: string) => string; signs: readonly string[]; own: RegExp }> = {
  en: { months: MONTHS_EN, range: (when) => `${when},? (?:to|and) ${when}`, signs: SIGNS.map((s) => s.english), own: /dasha|great period/ },
  hi: { months: namesHi.months, range: (when) => `${when} (?:से|और) ${when}`, signs: namesHi.signs, own: /दशा|अध्याय/ },
  // '… மார்ச் 2027 முதல் மே 2027 வரை': a Tamil sign also stands joined before ராசி (மேஷ ராசி).
  ta: { months: namesTa.months, range: (when) => `${when} (?:முதல்|மற்றும்) ${when}`, signs: [...namesTa.signs, ...namesTa.signs.map((s) => `${s.replace(/ம்$/, '')} ராசி`)], own: /திசை|புக்தி|அத்தியாய/ },
  te: { months: namesTe.months, range: (when) => `${when} (?:నుండి|మరియు) ${when}`, signs: namesTe.signs.map((s) => s.replace(/ం$/, '')), own: /దశ|అధ్యాయ/ },
};

/** The ranges of one reading's text, asked on `asked` ('YYYY-MM-DD', India). */
export function rangeCounts(text: string, language: Language, asked: string): RangeCounts {
  const words = RANGE_WORDS[language];
  const months = words.months;
  const when = `((?:\\d{1,2} )?(?:${months.join('|')}) \\d{4})`;
  const range = new RegExp(words.range(when), 'g');
  const counts: RangeCounts = { ranges: 0, degenerate: 0, past: 0 };
  // A Telugu month ending in a bare consonant carries a zero-width non-joiner, which is not part of its name.
  for (const sentence of text.replace(/\u200c/g, '').split(/(?<=[.।])\s+|\n/)) {
    const offered = !words.own.test(sentence) && !words.signs.some((s) => sentence.includes(s));
    for (const m of sentence.matchAll(range)) {
      counts.ranges++;
      const [from, to] = [isoOf(m[1]!, months), isoOf(m[2]!, months)];
      if (from === to && from.length === 7) counts.degenerate++;
      const before = (iso: string) => iso < asked.slice(0, iso.length);
      if (before(to) || (offered && before(from))) counts.past++;
    }
  }
  return counts;
}
