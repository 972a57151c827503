/**
 * A lucky colour and number for a day, as popular almanacs give them:
 * - the colour is that of the weekday's lord (Sunday → Sun → saffron, … Saturday → Saturn →
 *   dark blue), the colour worn for that day's graha;
 * - the number is the Chaldean number of the lord of the Moon's nakshatra at sunrise, so it
 *   changes with the Moon rather than repeating every week.
 * Colours are keys, not prose, so a wording layer can name them in any language.
 */
import { NAKSHATRA_LORDS } from './nakshatra';
import type { Graha } from './zodiac';

/**
 * One colour per graha: the first of the traditional pair where there are two (Sun saffron rather
 * than copper red, Saturn dark blue rather than black), and pink for Venus so it differs from the
 * Moon's white.
 */
export const GRAHA_COLOURS = {
  Sun: 'saffron',
  Moon: 'white',
  Mars: 'red',
  Mercury: 'green',
  Jupiter: 'yellow',
  Venus: 'pink',
  Saturn: 'dark-blue',
  Rahu: 'smoky-grey',
  Ketu: 'brown',
} as const satisfies Record<Graha, string>;

export type LuckyColour = (typeof GRAHA_COLOURS)[Graha];

/** The common Chaldean scheme: Sun 1, Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9. */
export const GRAHA_NUMBERS: Readonly<Record<Graha, number>> = {
  Sun: 1, Moon: 2, Jupiter: 3, Rahu: 4, Mercury: 5, Venus: 6, Ketu: 7, Saturn: 8, Mars: 9,
};

/** Lords of the weekdays, Sunday first. */
export const WEEKDAY_LORDS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export interface Lucky {
  colour: { key: LuckyColour; from: 'weekday-lord'; lord: Graha };
  number: { value: number; from: 'nakshatra-lord'; lord: Graha };
}

/** Lucky colour and number from the weekday (0 = Sunday) and the Moon's nakshatra (0–26) at sunrise. */
export function luckyFor(weekday: number, nakshatraIndex: number): Lucky {
  const dayLord = WEEKDAY_LORDS[weekday]!;
  const moonLord = NAKSHATRA_LORDS[nakshatraIndex % 9]!;
  return {
    colour: { key: GRAHA_COLOURS[dayLord], from: 'weekday-lord', lord: dayLord },
    number: { value: GRAHA_NUMBERS[moonLord], from: 'nakshatra-lord', lord: moonLord },
  };
}
