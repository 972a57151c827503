/**
 * The classical rules the judgement layer weighs with: plain data, no wording. Sources are the
 * standard gochara tables (Phaladeepika ch. 26), the muhurta classics for tara bala, the tithis
 * to avoid and the natures of the nakshatras, and Parashara for natural benefics and malefics.
 */
import type { Planet } from '../../astro/ephemeris';
import type { Graha } from '../../astro/zodiac';

/** Houses from the natal Moon in which each graha's transit is classically favourable. */
export const GOCHARA_GOOD: Record<Graha, readonly number[]> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};

export const isGocharaGood = (g: Graha, houseFromMoon: number) => GOCHARA_GOOD[g].includes(houseFromMoon);

/**
 * The Ashtakavarga's transit use (BPHS, the chapters on Ashtakavarga phala; Phaladeepika ch. 23):
 * a graha gives the results of a sign it transits by the bindus its own bhinnashtakavarga holds
 * there. The common reading of it: 0–3 weak, 4 middling, 5–8 strong.
 */
export type BinduBand = 'weak' | 'middling' | 'strong';
export const binduBand = (bindus: number): BinduBand => (bindus <= 3 ? 'weak' : bindus === 4 ? 'middling' : 'strong');

/**
 * How the bindus temper the gochara verdict from the Moon (Phaladeepika ch. 23 asks exactly this
 * of a graha placed badly from the Moon but well in its Ashtakavarga): a helpful house with many
 * bindus gives fully and with few only in part; a testing house with many bindus is eased and
 * with few it bites harder. Middling bindus leave the table's verdict as it is.
 */
export function binduTempering(good: boolean, bindus: number | null): number {
  if (bindus === null) return 1;
  const band = binduBand(bindus);
  if (band === 'middling') return 1;
  return (band === 'strong') === good ? 1.5 : 0.5;
}

/** Lords of the weekdays, Sunday first. */
export const VARA_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export type NakshatraNature = 'dhruva' | 'chara' | 'ugra' | 'mishra' | 'kshipra' | 'mridu' | 'tikshna';

/** The seven natures of the nakshatras (fixed, movable, fierce, mixed, swift, soft, sharp), Ashwini first. */
export const NAKSHATRA_NATURE: readonly NakshatraNature[] = [
  'kshipra', 'ugra', 'mishra', 'dhruva', 'mridu', 'tikshna', 'chara', 'kshipra', 'tikshna',
  'ugra', 'ugra', 'dhruva', 'kshipra', 'mridu', 'chara', 'mishra', 'mridu', 'tikshna',
  'tikshna', 'ugra', 'dhruva', 'chara', 'chara', 'chara', 'ugra', 'dhruva', 'mridu',
];

/** The 27 yogas of the panchang: which are counted auspicious for beginnings. */
export const YOGA_AUSPICIOUS: readonly boolean[] = [
  false, true, true, true, true, false, true, true, false,
  false, true, true, false, true, false, true, false, true,
  false, true, true, true, true, true, true, true, false,
];

/** Tara bala: the day's nakshatra counted from the birth nakshatra, in nine groups of three. */
export const TARA_FAVOURABLE: readonly boolean[] = [false, true, false, true, false, true, false, true, true];

/** The tara (1–9) of a day's nakshatra for a birth nakshatra (both 0–26). */
export function taraOf(dayNakshatra: number, birthNakshatra: number): number {
  const count = ((dayNakshatra - birthNakshatra + 27) % 27) + 1;
  return ((count - 1) % 9) + 1;
}

export type TithiGroup = 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna' | 'amavasya';

/**
 * Tithis fall into five groups repeating through each fortnight (1, 6, 11 Nanda; 2, 7, 12 Bhadra;
 * 3, 8, 13 Jaya; 4, 9, 14 Rikta; 5, 10, 15 Purna). Amavasya (tithi 30) closes the dark fortnight
 * in the Purna place but is not a "full" tithi: it is the day of the ancestors and is kept apart.
 */
export function tithiGroup(tithi: number): TithiGroup {
  if (tithi === 30) return 'amavasya';
  const within = ((tithi - 1) % 15) + 1;
  return (['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const)[(within - 1) % 5]!;
}

/**
 * Whether a tithi is to be avoided for beginnings (a new venture, a ceremony, a signing, a
 * purchase, a journey begun): Muhurta Chintamani, Shubhashubha Prakarana (ch. 1), sets the Rikta
 * tithis, Chaturthi, Navami and Chaturdashi of either paksha, aside from every auspicious work,
 * and Amavasya with them.
 */
export const barsBeginnings = (tithi: number): boolean => {
  const group = tithiGroup(tithi);
  return group === 'rikta' || group === 'amavasya';
};

/** Natural benefics (the Moon only when waxing, Mercury unless joined by a malefic: kept simple here). */
export const NATURAL_BENEFICS: ReadonlySet<Graha> = new Set<Graha>(['Jupiter', 'Venus', 'Mercury', 'Moon']);

/** The life areas a reading speaks of, and the houses that carry each. */
export type Topic = 'self' | 'money' | 'effort' | 'home' | 'learning' | 'health' | 'love' | 'change' | 'fortune' | 'work' | 'gains' | 'rest';

export const HOUSE_TOPIC: Record<number, Topic> = {
  1: 'self', 2: 'money', 3: 'effort', 4: 'home', 5: 'learning', 6: 'health',
  7: 'love', 8: 'change', 9: 'fortune', 10: 'work', 11: 'gains', 12: 'rest',
};

/** How much each graha's transit weighs in a period's balance: the slow ones set its season. */
export const TRANSIT_WEIGHT: Record<Graha, number> = {
  Saturn: 3, Jupiter: 3, Rahu: 1.5, Ketu: 1, Mars: 1, Sun: 0.75, Venus: 0.75, Mercury: 0.5, Moon: 0.5,
};

/** Houses each reading topic reads, first the main one. */
export const TOPIC_HOUSES = {
  career: [10, 11, 2, 6],
  love: [7, 5, 2, 11],
  health: [1, 6, 8, 12],
} as const;

/** The natural significator (karaka) of each topic. */
export const TOPIC_KARAKAS = {
  career: ['Saturn', 'Sun', 'Mercury'],
  love: ['Venus', 'Jupiter'],
  health: ['Sun', 'Moon'],
} as const satisfies Record<keyof typeof TOPIC_HOUSES, readonly Graha[]>;
