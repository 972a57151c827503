/**
 * The fact check extended to windows, in English and Hindi: what the readings' checker does not
 * read. Two kinds of claim:
 * - a range of dates ("12 March 2027 – 4 June 2027", "from … to …", "… से … तक") must be a
 *   stretch the engine gave: a window of the built-in answer, a dasha period, a graha's stay in a
 *   sign, the asked frame, or one a tool returned;
 * - a dasha period given a date or a year ("your Venus mahadasha from 2027", "शुक्र की महादशा
 *   (16 नवंबर 2028 – 17 जनवरी 2032)") must be one the chart has: that lord at that level running
 *   through the dates stated (a range exactly, a day or a year at some point);
 * - in Hindi, a graha placed in a house ("शनि आपके दूसरे भाव में"), which the readings' Hindi
 *   checker does not read: the house must be its own from the lagna or the Moon, or one it visits.
 * Dates are read with their positions so a claim is judged with the date written next to it.
 */
import { namesEn } from '../../../shared/astro-names/en';
import { namesHi } from '../../../shared/astro-names/hi';
import { GRAHAS, houseFrom, type Graha } from '../../../astro/zodiac';
import type { Language } from '../../../shared/profile';
import type { Problem } from '../../readings/writers/fact-check';
import type { AnswerSheet } from './answer-sheet';
import type { DashaLevel, DashaRow } from './engine-tools';

interface FoundDate {
  iso: string;
  at: number;
  end: number;
}

interface Words {
  months: ReadonlyMap<string, number>;
  dateOf(text: string): FoundDate[];
  rangeJoin: RegExp;
  /** A claim of a dasha: the graha's word in group 1, the level's in group 2. */
  dasha: RegExp;
  levelOf(word: string): DashaLevel | null;
  grahaOf(word: string): Graha | undefined;
  sentenceEnd: RegExp;
}

const alt = (xs: Iterable<string>) => [...xs].sort((a, b) => b.length - a.length).map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date from parts, or null when it is not on the calendar. */
function isoOf(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function datesBy(patterns: Array<{ re: RegExp; parts: (m: RegExpExecArray) => [number, number, number] | null }>, text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const { re, parts } of patterns) {
    for (const m of text.matchAll(re)) {
      const p = parts(m as RegExpExecArray);
      const iso = p && isoOf(...p);
      const at = m.index;
      const end = at + m[0].length;
      if (iso && !found.some((f) => at < f.end && end > f.at)) found.push({ iso, at, end });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

const EN_MONTHS = new Map<string, number>(namesEn.months.flatMap((m, i) => [[m.toLowerCase(), i + 1], [m.slice(0, 3).toLowerCase(), i + 1]] as Array<[string, number]>).concat([['sept', 9]]));
const EN_MONTH = `(${alt(EN_MONTHS.keys())})\\.?(?![a-z])`;
const EN_GRAHA = new Map<string, Graha>([
  ...GRAHAS.map((g) => [g.toLowerCase(), g] as [string, Graha]),
  ...(
    [
      ['surya', 'Sun'], ['chandra', 'Moon'], ['mangal', 'Mars'], ['budh', 'Mercury'], ['budha', 'Mercury'], ['guru', 'Jupiter'],
      ['brihaspati', 'Jupiter'], ['shukra', 'Venus'], ['shani', 'Saturn'],
    ] as Array<[string, Graha]>
  ),
]);
const en: Words = {
  months: EN_MONTHS,
  dateOf: (text) =>
    datesBy(
      [
        { re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${EN_MONTH},?\\s+(\\d{4})\\b`, 'gi'), parts: (m) => [Number(m[3]), EN_MONTHS.get(m[2]!.toLowerCase())!, Number(m[1])] },
        { re: new RegExp(`\\b${EN_MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'), parts: (m) => [Number(m[3]), EN_MONTHS.get(m[1]!.toLowerCase())!, Number(m[2])] },
        { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
      ],
      text,
    ),
  rangeJoin: /^\s*(?:[–—-]|to|until|till|through|and)\s*$/i,
  dasha: new RegExp(
    `\\b(${alt(EN_GRAHA.keys())})(?:['’]s)?[\\s-]+(maha[\\s-]?dash?a|antar[\\s-]?dash?a|bhukti|pratyantar(?:a)?[\\s-]?dash?a|dash?a)\\b`,
    'gi',
  ),
  levelOf: (w) => {
    const x = w.toLowerCase();
    return x.startsWith('maha') ? 'mahadasha' : x.startsWith('antar') || x === 'bhukti' ? 'antardasha' : x.startsWith('pratyantar') ? 'pratyantardasha' : null;
  },
  grahaOf: (w) => EN_GRAHA.get(w.toLowerCase()),
  sentenceEnd: /[.!?\n]/,
};

const HI_MONTHS = new Map<string, number>(
  [
    ...namesHi.months.map((m, i) => [m, i + 1] as [string, number]),
    ['फरवरी', 2], ['अप्रेल', 4], ['सितम्बर', 9], ['अक्टूबर', 10], ['नवम्बर', 11], ['दिसम्बर', 12],
  ].map(([m, i]) => [String(m).normalize('NFC'), Number(i)]),
);
const HI_GRAHA = new Map<string, Graha>([
  ...GRAHAS.map((g) => [namesHi.graha[g], g] as [string, Graha]),
  ...([['चन्द्रमा', 'Moon'], ['चंद्र', 'Moon'], ['सूरज', 'Sun'], ['बृहस्पति', 'Jupiter'], ['गुरू', 'Jupiter']] as Array<[string, Graha]>),
]);
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{M}])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{M}])';
const hi: Words = {
  months: HI_MONTHS,
  dateOf: (text) =>
    datesBy(
      [
        { re: new RegExp(`(?<!\\d)(\\d{1,2})\\s+${NOT_LETTER_BEFORE}(${alt(HI_MONTHS.keys())})${NOT_LETTER_AFTER},?\\s+(\\d{4})(?!\\d)`, 'gu'), parts: (m) => [Number(m[3]), HI_MONTHS.get(m[2]!)!, Number(m[1])] },
        { re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
      ],
      text,
    ),
  rangeJoin: /^\s*(?:[–—-]|से)\s*$/u,
  dasha: new RegExp(
    `${NOT_LETTER_BEFORE}(${alt(HI_GRAHA.keys())})(?:\\s+की)?\\s+(महादशा|अंतर्दशा|अन्तर्दशा|अंतरदशा|प्रत्यंतर\\s?दशा|प्रत्यंतर्दशा|प्रत्यन्तर्दशा|दशा)${NOT_LETTER_AFTER}`,
    'gu',
  ),
  levelOf: (w) => (w.startsWith('महा') ? 'mahadasha' : w.startsWith('प्रत्य') ? 'pratyantardasha' : w.startsWith('अंत') || w.startsWith('अन्त') ? 'antardasha' : null),
  grahaOf: (w) => HI_GRAHA.get(w),
  sentenceEnd: /[।॥.!?\n]/u,
};

/** Devanagari digits as ASCII ones: a Hindi reply may write २०२७ for 2027. */
export const asciiDigits = (text: string) => text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));

/** How near a date must follow (or, failing that, precede) a dasha claim to be its date. */
const NEAR_AFTER = 40;
const NEAR_BEFORE = 25;
const YEAR = /(?<!\d)(19\d\d|20\d\d)(?!\d)/g;

type Dated = { kind: 'range'; start: string; end: string; text: string } | { kind: 'day'; date: string; text: string } | { kind: 'year'; year: number; text: string };

/** Ranges are pairs of dates joined by a dash, "to", "from … to", "between … and", "से". */
function rangesOf(text: string, dates: FoundDate[], words: Words) {
  const out: Array<{ start: FoundDate; end: FoundDate }> = [];
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i]!;
    const b = dates[i + 1]!;
    const gap = text.slice(a.end, b.at);
    if (!words.rangeJoin.test(gap)) continue;
    if (/and/i.test(gap) && !/between\s*$/i.test(text.slice(Math.max(0, a.at - 10), a.at))) continue;
    out.push({ start: a, end: b });
    i++;
  }
  return out;
}

/** The date, range or year written next to a claim at [at, end), within `limit` (the next claim or the sentence's end). */
function datedNear(text: string, at: number, end: number, limit: number, dates: FoundDate[], ranges: Array<{ start: FoundDate; end: FoundDate }>): Dated | null {
  const after = (pos: number) => pos >= end && pos - end <= NEAR_AFTER && pos < limit;
  const range = ranges.find((r) => after(r.start.at));
  const day = dates.find((d) => after(d.at));
  if (range && (!day || range.start.at <= day.at)) return { kind: 'range', start: range.start.iso, end: range.end.iso, text: text.slice(range.start.at, range.end.end) };
  if (day) return { kind: 'day', date: day.iso, text: text.slice(day.at, day.end) };
  const inDate = (pos: number) => dates.some((d) => pos >= d.at && pos < d.end);
  const tail = text.slice(end, Math.min(limit, end + NEAR_AFTER));
  for (const m of tail.matchAll(YEAR)) if (!inDate(end + m.index)) return { kind: 'year', year: Number(m[1]), text: m[0] };
  const leadFrom = Math.max(0, at - NEAR_BEFORE);
  const lead = text.slice(leadFrom, at);
  const before = dates.filter((d) => d.at >= leadFrom && d.end <= at).at(-1);
  if (before) return { kind: 'day', date: before.iso, text: text.slice(before.at, before.end) };
  const years = [...lead.matchAll(YEAR)].filter((m) => !inDate(leadFrom + m.index));
  const y = years.at(-1);
  return y ? { kind: 'year', year: Number(y[1]), text: y[0] } : null;
}

function fits(row: DashaRow, dated: Dated): boolean {
  if (dated.kind === 'range') return row.start === dated.start && row.end === dated.end;
  if (dated.kind === 'day') return row.start <= dated.date && dated.date <= row.end;
  return row.start <= `${dated.year}-12-31` && row.end >= `${dated.year}-01-01`;
}

const HI_HOUSE_WORDS = new Map<string, number>(namesHi.houses.map((h, i) => [h.normalize('NFC'), i + 1]));
/** "बुध आपके दूसरे भाव में", "शनि 10वें भाव में": a graha placed in a house, with nothing between the two. */
const hiHouseClaim = new RegExp(
  `${NOT_LETTER_BEFORE}(${alt(HI_GRAHA.keys())})\\s+(?:आपके\\s+|कुंडली\\s+के\\s+|जन्म\\s*कुंडली\\s+के\\s+)?(?:(${alt(HI_HOUSE_WORDS.keys())})|(\\d{1,2})वें)\\s+भाव\\s+में`,
  'gu',
);
/** Sentences that do not place a graha in this chart now: a supposition, the past, someone else's chart. */
const HI_NOT_THIS_CHART = /(?<![\p{L}\p{M}])(?:अगर|यदि|मान लीजिए|था|थी|थे|पति|पत्नी|जीवनसाथी|संतान|माता|पिता|उनके|उनकी|उनका|नवांश)(?![\p{L}\p{M}])/u;

/**
 * Hindi house claims, which the readings' Hindi checker leaves unread: the house a graha sits in
 * from the lagna or from the Moon, or one it visits (generous, as the English checker is).
 */
function checkHindiHouses(text: string, sheet: AnswerSheet['sheet']): Problem[] {
  const problems: Problem[] = [];
  for (const sentence of text.split(/(?<=[।॥.!?])\s*|\n+/u)) {
    if (HI_NOT_THIS_CHART.test(sentence)) continue;
    for (const m of sentence.matchAll(hiHouseClaim)) {
      const graha = HI_GRAHA.get(m[1]!)!;
      const house = m[2] ? HI_HOUSE_WORDS.get(m[2])! : Number(m[3]);
      const g = sheet.grahas[graha];
      const allowed = new Set([g.natalHouse, houseFrom(g.natalSign, sheet.moon.sign)]);
      for (const sign of g.periodSigns) allowed.add(houseFrom(sign, sheet.lagnaSign ?? sheet.moon.sign)).add(houseFrom(sign, sheet.moon.sign));
      if (!allowed.has(house)) problems.push({ kind: 'house', claim: m[0], expected: `${graha}: house ${g.natalHouse} from the lagna, ${houseFrom(g.natalSign, sheet.moon.sign)} from the Moon` });
    }
  }
  return problems;
}

/** The range and dated-dasha claims of `reply` that the engine does not bear out. */
export function checkWindows(reply: string, language: Language, answerSheet: AnswerSheet): Problem[] {
  const words = language === 'hi' ? hi : en;
  const text = asciiDigits(reply.replace(/[*_`]+/g, '').normalize('NFC'));
  const dates = words.dateOf(text);
  const ranges = rangesOf(text, dates, words);
  const problems: Problem[] = [];

  for (const r of ranges) {
    if (answerSheet.spans.has(`${r.start.iso}|${r.end.iso}`)) continue;
    problems.push({ kind: 'date', claim: text.slice(r.start.at, r.end.end), expected: 'a window, dasha period or transit stay the engine gives, with its own first and last day' });
  }

  if (language === 'hi') problems.push(...checkHindiHouses(text, answerSheet.sheet));

  const claims = [...text.matchAll(words.dasha)];
  claims.forEach((m, i) => {
    const at = m.index;
    const end = at + m[0].length;
    const sentenceEnd = text.slice(end).search(words.sentenceEnd);
    const limit = Math.min(claims[i + 1]?.index ?? Infinity, sentenceEnd < 0 ? text.length : end + sentenceEnd);
    const dated = datedNear(text, at, end, limit, dates, ranges);
    if (!dated) return;
    const lord = words.grahaOf(m[1]!.normalize('NFC'));
    if (!lord) return;
    const [from, to] = dated.kind === 'range' ? [dated.start, dated.end] : dated.kind === 'day' ? [dated.date, dated.date] : [`${dated.year}-01-01`, `${dated.year}-12-31`];
    const level = words.levelOf(m[2]!);
    const rows = [...answerSheet.periodsOver(from, to, level), ...answerSheet.nearDashas];
    const candidates = rows.filter((r) => r.lord === lord && (level === null || r.level === level));
    if (candidates.some((r) => fits(r, dated))) return;
    const actual = rows.filter((r) => (level === null ? r.level === 'mahadasha' : r.level === level) && fits(r, dated.kind === 'range' ? { kind: 'day', date: dated.start, text: '' } : dated));
    problems.push({
      kind: 'dasha',
      claim: `${m[0]} ${dated.text}`,
      expected: actual.length ? `running then: ${actual.map((r) => `${r.lord} ${r.level} ${r.start} – ${r.end}`).join('; ')}` : 'no such period in the chart',
    });
  });
  return problems;
}
