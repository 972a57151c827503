/**
 * Hindi names for the engine's indices, Hindi dates and clock times, and the two pieces of Hindi
 * grammar every writer needs: the reader's gender (आप करेंगे / करेंगी) and sentences that end in
 * a danda. Grahas are named with the respectful plural Hindi jyotish writing uses (शनि आते हैं),
 * signs and nakshatras by their Hindi names, houses by oblique ordinals ("दसवें भाव में").
 */
import type { Graha } from '../../../astro/zodiac';
import type { Pen, Slots } from '../pen';
import type { WordingContext } from '../locale';
import { FirstMentions } from '../first-mention';
import { listOf } from '../en/names';
import { namesHi } from '../../../shared/astro-names/hi';

// The names themselves are the language's names module's, shared with the pages and the match report.
export const SIGNS_HI = namesHi.signs;
export const NAKSHATRAS_HI = namesHi.nakshatras;
export const GRAHAS_HI: Readonly<Record<Graha, string>> = namesHi.graha;
const MONTHS = namesHi.months;
export const MONTHS_HI: readonly string[] = MONTHS;
const WEEKDAYS = namesHi.weekdays;
export const WEEKDAYS_HI: readonly string[] = WEEKDAYS;
const ORDINALS = namesHi.houses;
export const ORDINALS_HI: readonly string[] = ORDINALS;

export function bhava(n: number): string {
  return ORDINALS[n - 1]!;
}

export const signHi = (i: number): string => SIGNS_HI[i]!;
export const nakshatraHi = (i: number): string => NAKSHATRAS_HI[i]!;
export const grahaHi = (g: Graha): string => GRAHAS_HI[g];

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

export const weekdayHi = (index: number): string => WEEKDAYS[index]!;

/** '24 नवंबर'. */
export function dayMonthHi(date: string): string {
  const [, m, d] = parts(date);
  return `${d} ${MONTHS[m - 1]}`;
}

/** '24 नवंबर 2026'. */
export function dayMonthYearHi(date: string): string {
  return `${dayMonthHi(date)} ${parts(date)[0]}`;
}

/** 'नवंबर 2026'. */
export function monthYearHi(date: string): string {
  const [y, m] = parts(date);
  return `${MONTHS[m - 1]} ${y}`;
}

/** A stretch as its months, or with its days when it starts and ends in one month (never "मई 2027 से मई 2027"). */
export function monthRangeHi(start: string, end: string): { month: string; month2: string } {
  const a = monthYearHi(start);
  const b = monthYearHi(end);
  return a === b ? { month: dayMonthYearHi(start), month2: dayMonthYearHi(end) } : { month: a, month2: b };
}

/** '24–30 नवंबर 2026', '28 नवंबर – 4 दिसंबर 2026'. */
export function spanLabelHi(first: string, last: string): string {
  const [y1, m1, d1] = parts(first);
  const [y2, m2] = parts(last);
  if (first === last) return dayMonthYearHi(first);
  if (y1 !== y2) return `${dayMonthYearHi(first)} – ${dayMonthYearHi(last)}`;
  if (m1 === m2) return `${d1}–${dayMonthYearHi(last)}`;
  return `${dayMonthHi(first)} – ${dayMonthYearHi(last)}`;
}

/** 'मंगलवार, 24 नवंबर'. */
export function dayLabelHi(date: string, weekday: number): string {
  return `${WEEKDAYS[weekday]}, ${dayMonthHi(date)}`;
}

/** The part of the day a Hindi speaker names before a 12-hour time. */
export function dayPart(hour: number): string {
  if (hour < 4 || hour >= 20) return 'रात';
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  return 'शाम';
}

/** '07:24' → 'सुबह 7:24', '13:05' → 'दोपहर 1:05', '22:12' → 'रात 10:12'. */
export function timeHi(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${dayPart(h!)} ${(h! % 12) || 12}:${String(m).padStart(2, '0')}`;
}

/** 'दोपहर 3:05 से 4:29 तक': the day-part is said once when both ends share it. */
export function rangeHi(start: string, end: string): string {
  const a = timeHi(start);
  const b = timeHi(end);
  const [pa] = a.split(' ');
  const [pb, tb] = b.split(' ');
  return `${a} से ${pa === pb ? tb : b} तक`;
}

/** 'क, ख और ग'. */
export const listHi = (items: readonly string[], conjunction = 'और'): string => listOf(items, conjunction);

/**
 * Names with a gloss on first mention. Signs, houses and most grahas need none in Hindi; गुरु is
 * glossed once as बृहस्पति, and a Sanskrit term once with a plain Hindi explanation.
 */
export class NamesHi extends FirstMentions {
  sign(i: number): string {
    return SIGNS_HI[i]!;
  }

  graha(g: Graha): string {
    if (g === 'Jupiter' && this.first('graha:Jupiter')) return 'गुरु (बृहस्पति)';
    return GRAHAS_HI[g];
  }

  nakshatra(i: number): string {
    return NAKSHATRAS_HI[i]!;
  }

  term(word: string, gloss: string): string {
    return this.first(`term:${word}`) ? `${word} (${gloss})` : word;
  }
}

export type HiCtx = WordingContext<NamesHi>;

/**
 * The verb endings that agree with the reader, who is addressed as आप: {ge} for the future
 * (करेंगे / करेंगी), {ta} for the habitual (रखते / रखती हैं), {ye} for the perfective (पाए / पाईं).
 */
export function genderSlots(ctx: HiCtx): Slots {
  return ctx.facts.person.gender === 'male' ? { ge: 'गे', ta: 'ते', ye: 'ए' } : { ge: 'गी', ta: 'ती', ye: 'ईं' };
}

/** Spaces an empty choice leaves, a space before a danda or comma, a doubled danda. */
export function tidyHi(text: string): string {
  // 'X से पहले भाव' reads as 'the house before X': the first house counted from X is प्रथम.
  return text.replace(/से पहले भाव/g, 'से प्रथम भाव').replace(/ {2,}/g, ' ').replace(/ ([,;:।?!])/g, '$1').replace(/।(\s*।)+/g, '।').trim();
}

const endsSentence = (s: string) => /[।?!]$/.test(s);

/** One template of a pool with the reader's agreement filled in, ending in a danda. */
export function sayHi(ctx: HiCtx, pool: readonly string[], slots: Slots = {}): string {
  const text = tidyHi(ctx.pen.say(pool, { ...genderSlots(ctx), ...slots }, false));
  return endsSentence(text) ? text : `${text}।`;
}

/** A clause of a longer sentence: no danda of its own. */
export function clauseHi(ctx: HiCtx, pool: readonly string[], slots: Slots = {}): string {
  return tidyHi(ctx.pen.say(pool, { ...genderSlots(ctx), ...slots }, false)).replace(/[।]$/, '');
}

export type Clause = readonly [readonly string[], Slots];

/** Clauses joined by one of the glues into one sentence (or, with a danda glue, several). */
export function compoundHi(ctx: HiCtx, clauses: readonly Clause[], glue: readonly string[] = ['; ']): string {
  const partsOut = clauses.map(([pool, slots]) => clauseHi(ctx, pool, slots));
  let sentence = partsOut[0] ?? '';
  for (let i = 1; i < partsOut.length; i++) sentence += ctx.pen.pick(glue) + partsOut[i]!;
  sentence = tidyHi(sentence);
  return endsSentence(sentence) ? sentence : `${sentence}।`;
}

export const pickHi = <T>(pen: Pen, list: readonly T[]): T => pen.pick(list);
