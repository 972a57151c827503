import type { Graha } from '../../astro/zodiac';
import { addDays } from '../../astro/day-timeline';
import { hashString } from '../wording/pen';
import type { Factor, Remedy } from './plan';

const KINDS: ReadonlyArray<Remedy['kind']> = ['mantra', 'charity', 'fast', 'temple', 'practice'];

/** How many variants the locales hold for each graha and kind (every locale must hold this many). */
export const REMEDY_VARIANTS = 3;

/**
 * The weekday each graha's remedies are kept on (0 = Sunday), the vara it lords; Rahu's is
 * Saturday and Ketu's Tuesday, as Saturn's and Mars's shadows (the custom of the navagraha
 * vrat books; both locales' lists name no other day).
 */
export const REMEDY_WEEKDAY: Record<Graha, number> = { Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6, Rahu: 6, Ketu: 2 };

/** The reading's day and the next date, from it on, that falls on the remedy's weekday. */
function remedyDay(graha: Graha, on: { date: string; weekday: number }): NonNullable<Remedy['day']> {
  const weekday = REMEDY_WEEKDAY[graha];
  const ahead = (weekday - on.weekday + 7) % 7;
  return { date: addDays(on.date, ahead), weekday, today: ahead === 0 };
}

/**
 * A remedy (upaya) for the graha that weighs most against the reading, varied by the reading's
 * seed so that three readings for one person do not prescribe the same thing. When nothing weighs
 * against, the remedy strengthens the reading's main help instead, or none is given. A daily
 * reading gives its day (`on`): a remedy kept on the graha's weekday is then dated, today or the
 * next such day.
 */
export function remedyFor(drag: Factor | null, fallback: Graha | null, seed: string, on?: { date: string; weekday: number }): Remedy | null {
  const graha = drag?.graha ?? fallback;
  if (!graha) return null;
  const h = hashString(`${seed}|${graha}`);
  const remedy: Remedy = { graha, kind: KINDS[h % KINDS.length]!, variant: Math.floor(h / KINDS.length) % REMEDY_VARIANTS };
  return on ? { ...remedy, day: remedyDay(graha, on) } : remedy;
}
