/**
 * Telugu names for the engine's indices, Telugu dates and clock times, and the grammar every writer
 * needs. The reader is addressed as మీరు, whose verb forms (చేస్తారు, ఉంటారు, చేయండి) are the same
 * for a man and a woman: unlike Hindi (करेंगे / करेंगी) Telugu needs no gender slot, so none is
 * filled. Grahas are named as Telugu panchangams name them (కుజుడు, గురువు), signs and houses are
 * nouns that take the case ending directly ("{sign}లో" → "వృశ్చికంలో", "{house} భావంలో").
 */
import type { Graha } from '../../../astro/zodiac';
import type { Pen, Slots } from '../pen';
import type { WordingContext } from '../locale';
import { FirstMentions } from '../first-mention';
import { namesTe } from '../../../shared/astro-names/te';

// The names themselves are the language's names module's, shared with the pages and the match report.
export const SIGNS_TE: readonly string[] = namesTe.signs;
export const NAKSHATRAS_TE: readonly string[] = namesTe.nakshatras;
export const GRAHAS_TE: Readonly<Record<Graha, string>> = namesTe.graha;
// A month ending in a bare consonant (డిసెంబర్) keeps it bare before a case ending: '11 డిసెంబర్‌న', not a conjunct.
export const MONTHS_TE: readonly string[] = namesTe.months.map((m) => (m.endsWith('్') ? `${m}\u200c` : m));
export const WEEKDAYS_TE: readonly string[] = namesTe.weekdays;
export const ORDINALS_TE: readonly string[] = namesTe.houses;

/**
 * A graha before a noun it qualifies: the stem Telugu compounds with దశ, బలం, గోచారం
 * ("శుక్ర మహాదశ", "గురు గోచారం", "కుజ దోషం").
 */
export const GRAHA_STEM_TE: Readonly<Record<Graha, string>> = {
  Sun: 'సూర్య', Moon: 'చంద్ర', Mars: 'కుజ', Mercury: 'బుధ', Jupiter: 'గురు', Venus: 'శుక్ర', Saturn: 'శని', Rahu: 'రాహు', Ketu: 'కేతు',
};

/** A graha in the genitive (ఆరవ విభక్తి): "సూర్యుని బలం", "గురువు అనుగ్రహం". */
export const GRAHA_OF_TE: Readonly<Record<Graha, string>> = {
  Sun: 'సూర్యుని', Moon: 'చంద్రుని', Mars: 'కుజుని', Mercury: 'బుధుని', Jupiter: 'గురువు', Venus: 'శుక్రుని', Saturn: 'శని', Rahu: 'రాహువు', Ketu: 'కేతువు',
};

export function bhava(n: number): string {
  return ORDINALS_TE[n - 1]!;
}

export const signTe = (i: number): string => SIGNS_TE[i]!;
export const nakshatraTe = (i: number): string => NAKSHATRAS_TE[i]!;
export const grahaTe = (g: Graha): string => GRAHAS_TE[g];
export const grahaStemTe = (g: Graha): string => GRAHA_STEM_TE[g];
export const grahaOfTe = (g: Graha): string => GRAHA_OF_TE[g];
export const weekdayTe = (index: number): string => WEEKDAYS_TE[index]!;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

/** '24 నవంబర్'. */
export function dayMonthTe(date: string): string {
  const [, m, d] = parts(date);
  return `${d} ${MONTHS_TE[m - 1]}`;
}

/** '24 నవంబర్ 2026'. */
export function dayMonthYearTe(date: string): string {
  return `${dayMonthTe(date)} ${parts(date)[0]}`;
}

/** 'నవంబర్ 2026'. */
export function monthYearTe(date: string): string {
  const [y, m] = parts(date);
  return `${MONTHS_TE[m - 1]} ${y}`;
}

/** A stretch as its months, or with its days when it starts and ends in one month (never "మే 2027 నుండి మే 2027"). */
export function monthRangeTe(start: string, end: string): { month: string; month2: string } {
  const a = monthYearTe(start);
  const b = monthYearTe(end);
  return a === b ? { month: dayMonthYearTe(start), month2: dayMonthYearTe(end) } : { month: a, month2: b };
}

/** '24–30 నవంబర్ 2026', '28 నవంబర్ – 4 డిసెంబర్ 2026'. */
export function spanLabelTe(first: string, last: string): string {
  const [y1, m1, d1] = parts(first);
  const [y2, m2] = parts(last);
  if (first === last) return dayMonthYearTe(first);
  if (y1 !== y2) return `${dayMonthYearTe(first)} – ${dayMonthYearTe(last)}`;
  if (m1 === m2) return `${d1}–${dayMonthYearTe(last)}`;
  return `${dayMonthTe(first)} – ${dayMonthYearTe(last)}`;
}

/** 'మంగళవారం, 24 నవంబర్'. */
export function dayLabelTe(date: string, weekday: number): string {
  return `${WEEKDAYS_TE[weekday]}, ${dayMonthTe(date)}`;
}

/** The part of the day a Telugu speaker names before a 12-hour time (తెల్లవారుజాము before dawn). */
export function dayPart(hour: number): string {
  if (hour < 4 || hour >= 20) return 'రాత్రి';
  if (hour < 6) return 'తెల్లవారుజాము';
  if (hour < 12) return 'ఉదయం';
  if (hour < 16) return 'మధ్యాహ్నం';
  return 'సాయంత్రం';
}

/** '07:24' → 'ఉదయం 7:24', '13:05' → 'మధ్యాహ్నం 1:05', '22:12' → 'రాత్రి 10:12'. */
export function timeTe(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${dayPart(h!)} ${(h! % 12) || 12}:${String(m).padStart(2, '0')}`;
}

/** 'మధ్యాహ్నం 3:05 నుండి 4:29 వరకు': the day-part is said once when both ends share it. */
export function rangeTe(start: string, end: string): string {
  const a = timeTe(start);
  const b = timeTe(end);
  const [pa] = a.split(' ');
  const [pb, tb] = b.split(' ');
  return `${a} నుండి ${pa === pb ? tb : b} వరకు`;
}

/** 'క, ఖ మరియు గ': written Telugu joins the last item with మరియు (or a caller's joiner such as లేదా). */
export function listTe(items: readonly string[], conjunction = 'మరియు'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Names with a gloss on first mention. Signs, houses and grahas need none in Telugu; a Sanskrit
 * term is glossed once with plain Telugu.
 */
export class NamesTe extends FirstMentions {
  sign(i: number): string {
    return SIGNS_TE[i]!;
  }

  graha(g: Graha): string {
    return GRAHAS_TE[g];
  }

  nakshatra(i: number): string {
    return NAKSHATRAS_TE[i]!;
  }

  term(word: string, gloss: string): string {
    return this.first(`term:${word}`) ? `${word} (${gloss})` : word;
  }
}

export type TeCtx = WordingContext<NamesTe>;

/** Spaces an empty choice leaves, a space before a stop or comma, a doubled stop. */
export function tidyTe(text: string): string {
  return text.replace(/ {2,}/g, ' ').replace(/ ([,;:.?!])/g, '$1').replace(/\.(\s*\.)+/g, '.').replace(/,\s*,/g, ',').trim();
}

const endsSentence = (s: string) => /[.?!]$/.test(s);

/** One template of a pool, filled, ending in a full stop. */
export function sayTe(ctx: TeCtx, pool: readonly string[], slots: Slots = {}): string {
  const text = tidyTe(ctx.pen.say(pool, slots, false));
  return endsSentence(text) ? text : `${text}.`;
}

/** A clause of a longer sentence: no stop of its own. */
export function clauseTe(ctx: TeCtx, pool: readonly string[], slots: Slots = {}): string {
  return tidyTe(ctx.pen.say(pool, slots, false)).replace(/[.]$/, '');
}

export type Clause = readonly [readonly string[], Slots];

/** Clauses joined by one of the glues into one sentence (or, with a stop glue, several). */
export function compoundTe(ctx: TeCtx, clauses: readonly Clause[], glue: readonly string[] = ['; ']): string {
  const partsOut = clauses.map(([pool, slots]) => clauseTe(ctx, pool, slots));
  let sentence = partsOut[0] ?? '';
  for (let i = 1; i < partsOut.length; i++) sentence += ctx.pen.pick(glue) + partsOut[i]!;
  sentence = tidyTe(sentence);
  return endsSentence(sentence) ? sentence : `${sentence}.`;
}

export const pickTe = <T>(pen: Pen, list: readonly T[]): T => pen.pick(list);
