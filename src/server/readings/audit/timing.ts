/**
 * Date ranges a reading prints, counted the way a reader meets them: a range written "May 2027 to
 * May 2027" (degenerate), and a window already past when the reading was asked — one that ended
 * before that day, or one offered (not a dasha's or a transit's own span) from before it.
 */
import { SIGNS } from '../../../astro/zodiac';
import type { Language } from '../../../shared/profile';
import { namesHi } from '../../../shared/astro-names/hi';

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

/** The ranges of one reading's text, asked on `asked` ('YYYY-MM-DD', India). */
export function rangeCounts(text: string, language: Language, asked: string): RangeCounts {
  const en = language === 'en';
  const months = en ? MONTHS_EN : namesHi.months;
  const when = `((?:\\d{1,2} )?(?:${months.join('|')}) \\d{4})`;
  const range = new RegExp(en ? `${when},? (?:to|and) ${when}` : `${when} (?:से|और) ${when}`, 'g');
  const signs = en ? SIGNS.map((s) => s.english) : namesHi.signs;
  const own = en ? /dasha|great period/ : /दशा|अध्याय/;
  const counts: RangeCounts = { ranges: 0, degenerate: 0, past: 0 };
  for (const sentence of text.split(/(?<=[.।])\s+|\n/)) {
    const offered = !own.test(sentence) && !signs.some((s) => sentence.includes(s));
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
