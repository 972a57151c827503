/**
 * English names for the engine's indices, with one consistent gloss per Sanskrit term: a sign is
 * written 'Aries (Mesha)' the first time in a reading and 'Aries' after; a graha 'Saturn (Shani)'
 * then 'Saturn'; a nakshatra 'Krittika (the cutters)' then 'Krittika'. Dates are
 * written as India writes them: '24 November 2026', 'Tuesday 24 November'.
 */
import type { Graha } from '../../../astro/zodiac';
import { namesEn, plainEn } from '../../../shared/astro-names/en';
import { FirstMentions } from '../first-mention';

const MONTHS = namesEn.months;
const WEEKDAYS = namesEn.weekdays;

/** A short English gloss for each nakshatra, without nested brackets. */
export const NAKSHATRA_GLOSS: readonly string[] = [
  'the horse-riders', 'the bearer', 'the cutters', 'the red one', "the deer's head", 'the moist one', 'the return of light',
  'the nourisher', 'the embrace', 'the mighty', 'the former red one', 'the latter red one', 'the hand', 'the bright one',
  'the independent one', 'the forked branch', 'the follower of Radha', 'the eldest', 'the root', 'the former invincible',
  'the latter invincible', 'the ear', 'the wealthiest', 'the hundred healers', 'the former blessed feet',
  'the latter blessed feet', 'the wealthy',
];

export function signName(i: number): string {
  return plainEn.signs[i]!;
}

export function nakshatraName(i: number): string {
  return namesEn.nakshatras[i]!;
}

/** 'the Sun', 'the Moon', 'Venus': a graha as a noun in a sentence. */
export function grahaNoun(g: Graha): string {
  return g === 'Sun' || g === 'Moon' ? `the ${g}` : g;
}

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y!, m!, d!];
}

export function weekdayOf(date: string): string {
  const [y, m, d] = parts(date);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

export function weekdayName(index: number): string {
  return WEEKDAYS[index]!;
}

/** '24 November'. */
export function dayMonth(date: string): string {
  const [, m, d] = parts(date);
  return `${d} ${MONTHS[m - 1]}`;
}

/** '24 November 2026'. */
export function dayMonthYear(date: string): string {
  return `${dayMonth(date)} ${parts(date)[0]}`;
}

/** 'November 2026'. */
export function monthYear(date: string): string {
  const [y, m] = parts(date);
  return `${MONTHS[m - 1]} ${y}`;
}

/**
 * A stretch written as its months, or with its days when it starts and ends in one month, so that
 * no range ever reads "May 2027 to May 2027".
 */
export function monthRange(start: string, end: string): { month: string; month2: string } {
  const a = monthYear(start);
  const b = monthYear(end);
  return a === b ? { month: dayMonthYear(start), month2: dayMonthYear(end) } : { month: a, month2: b };
}

export function monthName(date: string): string {
  return MONTHS[parts(date)[1] - 1]!;
}

/** '24–30 November 2026', '28 November – 4 December 2026', with both years when needed. */
export function spanLabel(first: string, last: string): string {
  const [y1, m1, d1] = parts(first);
  const [y2, m2] = parts(last);
  if (first === last) return dayMonthYear(first);
  if (y1 !== y2) return `${dayMonthYear(first)} – ${dayMonthYear(last)}`;
  if (m1 === m2) return `${d1}–${dayMonthYear(last)}`;
  return `${dayMonth(first)} – ${dayMonthYear(last)}`;
}

/** 'a, b and c'. */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * Names with their gloss on first mention. One instance per reading, so the gloss appears once
 * and the same way in every paragraph.
 */
export class Names extends FirstMentions {
  sign(i: number): string {
    return this.first(`sign:${i}`) ? `${plainEn.signs[i]!} (${namesEn.signs[i]!})` : plainEn.signs[i]!;
  }

  graha(g: Graha): string {
    if (g === 'Rahu' || g === 'Ketu') return g;
    return this.first(`graha:${g}`) ? `${grahaNoun(g)} (${namesEn.graha[g]})` : grahaNoun(g);
  }

  /** A graha after 'your natal' or in compounds: 'Sun (Surya)', 'Saturn'. */
  grahaBare(g: Graha): string {
    if (g === 'Rahu' || g === 'Ketu') return g;
    return this.first(`graha:${g}`) ? `${g} (${namesEn.graha[g]})` : g;
  }

  nakshatra(i: number): string {
    return this.first(`nak:${i}`) ? `${nakshatraName(i)} (${NAKSHATRA_GLOSS[i]})` : nakshatraName(i);
  }

  /** Sanskrit term glossed once: 'tara bala (the strength of the day’s star)'. */
  term(word: string, gloss: string): string {
    return this.first(`term:${word}`) ? `${word} (${gloss})` : word;
  }
}

/**
 * An observance as a noun the templates can hold ('today is {obs}'): the almanac's 'Sharad Navratri
 * begins' is a sentence of its own, so it is said as 'the first day of Sharad Navratri'.
 */
export function observanceName(name: string): string {
  const begins = /^(.+) begins$/.exec(name);
  return begins ? `the first day of ${begins[1]}` : name;
}
