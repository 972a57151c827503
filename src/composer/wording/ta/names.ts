/**
 * Tamil names for the engine's indices, Tamil dates and clock times, and the grammar every Tamil
 * writer needs. The reader is addressed as நீங்கள் with verbs in -ீர்கள், which Tamil does not
 * mark for gender, so the Hindi gender slots ({ge}, {ta}, {ye}) have no Tamil counterpart. Grahas
 * take the respectful -ஆர் of Tamil jothidam writing (சனி இருக்கிறார்); a sign before ராசி takes its
 * joined form (மேஷ ராசியில், துலா ராசியில்), and a house is an ordinal before வீடு ("பத்தாம் வீட்டில்").
 */
import type { Graha } from '../../../astro/zodiac';
import type { Pen, Slots } from '../pen';
import type { WordingContext } from '../locale';
import { FirstMentions } from '../first-mention';
import { listOf } from '../en/names';
import { namesTa } from '../../../shared/astro-names/ta';

export const SIGNS_TA: readonly string[] = namesTa.signs;
export const NAKSHATRAS_TA: readonly string[] = namesTa.nakshatras;
export const GRAHAS_TA: Readonly<Record<Graha, string>> = namesTa.graha;
export const MONTHS_TA: readonly string[] = namesTa.months;
export const WEEKDAYS_TA: readonly string[] = namesTa.weekdays;
export const ORDINALS_TA: readonly string[] = namesTa.houses;

/** The ordinal before வீடு: 'பத்தாம்'. */
export function bhava(n: number): string {
  return ORDINALS_TA[n - 1]!;
}

/** A sign as it stands before ராசி: மேஷம் → மேஷ, துலாம் → துலா, கன்னி and தனுசு as they are. */
export const signJoinedTa = (name: string): string => name.replace(/ம்$/, '');
export const signTa = (i: number): string => signJoinedTa(SIGNS_TA[i]!);
export const nakshatraTa = (i: number): string => NAKSHATRAS_TA[i]!;
export const grahaTa = (g: Graha): string => GRAHAS_TA[g];

/**
 * A name in the genitive: சூரியன் → சூரியனின், செவ்வாய் → செவ்வாயின், சனி → சனியின், குரு → குருவின்.
 * A name that ends in a consonant takes -இன், one in இ takes -யின், one in உ takes -வின்.
 */
export function ofTa(name: string): string {
  if (name.endsWith('்')) return `${name.slice(0, -1)}ின்`;
  if (name.endsWith('ி') || name.endsWith('ை')) return `${name}யின்`;
  return `${name}வின்`;
}

export const grahaOfTa = (g: Graha): string => ofTa(GRAHAS_TA[g]);

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

export const weekdayTa = (index: number): string => WEEKDAYS_TA[index]!;

/** '24 நவம்பர்'. */
export function dayMonthTa(date: string): string {
  const [, m, d] = parts(date);
  return `${d} ${MONTHS_TA[m - 1]}`;
}

/** '24 நவம்பர் 2026'. */
export function dayMonthYearTa(date: string): string {
  return `${dayMonthTa(date)} ${parts(date)[0]}`;
}

/** 'நவம்பர் 2026'. */
export function monthYearTa(date: string): string {
  const [y, m] = parts(date);
  return `${MONTHS_TA[m - 1]} ${y}`;
}

/** A stretch as its months, or with its days when it starts and ends in one month. */
export function monthRangeTa(start: string, end: string): { month: string; month2: string } {
  const a = monthYearTa(start);
  const b = monthYearTa(end);
  return a === b ? { month: dayMonthYearTa(start), month2: dayMonthYearTa(end) } : { month: a, month2: b };
}

/** '24–30 நவம்பர் 2026', '28 நவம்பர் – 4 டிசம்பர் 2026'. */
export function spanLabelTa(first: string, last: string): string {
  const [y1, m1, d1] = parts(first);
  const [y2, m2] = parts(last);
  if (first === last) return dayMonthYearTa(first);
  if (y1 !== y2) return `${dayMonthYearTa(first)} – ${dayMonthYearTa(last)}`;
  if (m1 === m2) return `${d1}–${dayMonthYearTa(last)}`;
  return `${dayMonthTa(first)} – ${dayMonthYearTa(last)}`;
}

/** '24 நவம்பர், செவ்வாய்க்கிழமை': a Tamil calendar names the date, then the day. */
export function dayLabelTa(date: string, weekday: number): string {
  return `${dayMonthTa(date)}, ${WEEKDAYS_TA[weekday]}`;
}

/** The part of the day a Tamil speaker names before a 12-hour time. */
export function dayPart(hour: number): string {
  if (hour < 4 || hour >= 19) return 'இரவு';
  if (hour < 12) return 'காலை';
  if (hour < 16) return 'மதியம்';
  return 'மாலை';
}

/** '07:24' → 'காலை 7:24', '13:05' → 'மதியம் 1:05', '22:12' → 'இரவு 10:12'. */
export function timeTa(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${dayPart(h!)} ${(h! % 12) || 12}:${String(m).padStart(2, '0')}`;
}

/** 'மதியம் 3:05 முதல் 4:29 வரை': the day-part is said once when both ends share it. */
export function rangeTa(start: string, end: string): string {
  const a = timeTa(start);
  const b = timeTa(end);
  const [pa] = a.split(' ');
  const [pb, tb] = b.split(' ');
  return `${a} முதல் ${pa === pb ? tb : b} வரை`;
}

/** 'அ, ஆ மற்றும் இ'. */
export const listTa = (items: readonly string[], conjunction = 'மற்றும்'): string => listOf(items, conjunction);

/**
 * Names with a gloss on first mention. Signs, houses and grahas need none in Tamil; a term that is
 * not everyday Tamil is glossed once in plain words.
 */
export class NamesTa extends FirstMentions {
  /** The sign in its joined form, for "{sign} ராசி". */
  sign(i: number): string {
    return signTa(i);
  }

  graha(g: Graha): string {
    return GRAHAS_TA[g];
  }

  nakshatra(i: number): string {
    return NAKSHATRAS_TA[i]!;
  }

  term(word: string, gloss: string): string {
    return this.first(`term:${word}`) ? `${word} (${gloss})` : word;
  }
}

export type TaCtx = WordingContext<NamesTa>;

/**
 * The sandhi a slot can break, which a template cannot write when the word before is a slot: a
 * hard க, ச, த or ப doubles after the dative -க்கு ("நன்மைக்குச் சாதகம்"), after an adverb in -ஆக
 * ("தாமதமாகக் கிடைக்கும்") and after வீட்டு before a noun ("பத்தாம் வீட்டுக் குரு") (வலி மிகும் இடங்கள்).
 */
export const sandhiTa = (text: string): string => text.replace(/(க்கு|வீட்டு|[^\s]ாக) ([கசதப])/g, '$1$2் $2');

/** Spaces an empty choice leaves, a space before a stop or comma, a doubled stop, and the sandhi above. */
export function tidyTa(text: string): string {
  return sandhiTa(text).replace(/ {2,}/g, ' ').replace(/ ([,;:.?!])/g, '$1').replace(/\.(\s*\.)+/g, '.').replace(/,,+/g, ',').trim();
}

const endsSentence = (s: string) => /[.?!]$/.test(s);

/** One template of a pool, ending in a full stop. */
export function sayTa(ctx: TaCtx, pool: readonly string[], slots: Slots = {}): string {
  const text = tidyTa(ctx.pen.say(pool, slots, false));
  return endsSentence(text) ? text : `${text}.`;
}

/** A clause of a longer sentence: no stop of its own. */
export function clauseTa(ctx: TaCtx, pool: readonly string[], slots: Slots = {}): string {
  return tidyTa(ctx.pen.say(pool, slots, false)).replace(/\.$/, '');
}

export type Clause = readonly [readonly string[], Slots];

/** Clauses joined by one of the glues into one sentence (or, with a stop glue, several). */
export function compoundTa(ctx: TaCtx, clauses: readonly Clause[], glue: readonly string[] = ['; ']): string {
  const partsOut = clauses.map(([pool, slots]) => clauseTa(ctx, pool, slots));
  let sentence = partsOut[0] ?? '';
  for (let i = 1; i < partsOut.length; i++) sentence += ctx.pen.pick(glue) + partsOut[i]!;
  sentence = tidyTa(sentence);
  return endsSentence(sentence) ? sentence : `${sentence}.`;
}

export const pickTa = <T>(pen: Pen, list: readonly T[]): T => pen.pick(list);

/**
 * A graha as it stands before திசை and புக்தி: Tamil joins the stem, as in சுக்கிர திசை, சூரிய
 * திசை, சந்திர புக்தி, and keeps செவ்வாய், புதன், குரு, சனி, ராகு, கேது whole.
 */
const GRAHA_STEM_TA: Readonly<Record<Graha, string>> = {
  Sun: 'சூரிய', Moon: 'சந்திர', Mars: 'செவ்வாய்', Mercury: 'புதன்', Jupiter: 'குரு', Venus: 'சுக்கிர', Saturn: 'சனி', Rahu: 'ராகு', Ketu: 'கேது',
};
export const grahaStemTa = (g: Graha): string => GRAHA_STEM_TA[g];
export const GRAHA_STEMS_TA: readonly string[] = Object.values(GRAHA_STEM_TA);

/** The dasha levels as Tamil names them: திசை and புக்தி. */
const LEVEL_TA: Record<string, string> = { mahadasha: 'திசை', antardasha: 'புக்தி' };
export const levelTa = (l: string): string => LEVEL_TA[l] ?? l;
