/**
 * Classical remedies (upayas) as data: keys and numbers, with the words left to each language.
 * For every graha, its beej mantra with the customary japa count of a full course (the navagraha
 * counts of the common almanacs, Surya 7,000 to Shani 23,000, said one mala of 108 a day), its
 * weekday, what is given in charity and the weekday fast; for each dosha, the practices the
 * almanacs add to those of its graha.
 *
 * These are devotional and charitable customs offered for steadiness of mind. Nothing here is sold:
 * no gemstone and no paid puja is ever prescribed.
 */
import type { Graha } from './zodiac';

/** 0 = Sunday (Ravivara) to 6 = Saturday (Shanivara), the weekday lords' order. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type MantraKey = 'beej' | 'hanuman-chalisa' | 'maha-mrityunjaya' | 'shani-stotra';

export type CharityKey =
  | 'wheat' | 'jaggery' | 'copper' | 'rice' | 'milk' | 'white-cloth' | 'red-lentils' | 'red-cloth'
  | 'green-gram' | 'green-cloth' | 'chana-dal' | 'turmeric' | 'yellow-cloth' | 'curd' | 'black-sesame'
  | 'mustard-oil' | 'black-cloth' | 'black-gram' | 'blanket' | 'sesame';

export interface MantraPractice {
  key: MantraKey;
  /** Whose beej mantra, for `beej`; for the others, the graha they are said for. */
  graha: Graha;
  /** Repetitions at one sitting: 108 is one mala. */
  count: number;
  /** The weekday it is said on; null for every day. */
  day: Weekday | null;
  /** The customary count of a full course, when tradition sets one. */
  total: number | null;
}

export interface Remedies {
  /** The graha the practices are for. */
  graha: Graha;
  mantras: MantraPractice[];
  /** The weekday on which the fast is kept and the charity given. */
  day: Weekday;
  charity: CharityKey[];
  /** A yearly day kept as a fast as well. */
  observance: 'nag-panchami' | null;
}

/** The navagraha japa counts of a full course of the beej mantra. */
export const BEEJ_JAPA: Readonly<Record<Graha, number>> = {
  Sun: 7000, Moon: 11000, Mars: 10000, Mercury: 9000, Jupiter: 19000, Venus: 16000, Saturn: 23000, Rahu: 18000, Ketu: 17000,
};

/** The graha's own weekday; Rahu's is kept on Saturday and Ketu's on Tuesday, with Shani's and Mangal's. */
export const GRAHA_DAY: Readonly<Record<Graha, Weekday>> = {
  Sun: 0, Moon: 1, Mars: 2, Mercury: 3, Jupiter: 4, Venus: 5, Saturn: 6, Rahu: 6, Ketu: 2,
};

/** What is given for each graha: grains, foods and cloth of its colour. */
export const GRAHA_CHARITY: Readonly<Record<Graha, readonly CharityKey[]>> = {
  Sun: ['wheat', 'jaggery', 'copper'],
  Moon: ['rice', 'milk', 'white-cloth'],
  Mars: ['red-lentils', 'jaggery', 'red-cloth'],
  Mercury: ['green-gram', 'green-cloth'],
  Jupiter: ['chana-dal', 'turmeric', 'yellow-cloth'],
  Venus: ['rice', 'curd', 'white-cloth'],
  Saturn: ['black-sesame', 'mustard-oil', 'black-cloth'],
  Rahu: ['black-gram', 'blanket'],
  Ketu: ['sesame', 'blanket'],
};

const MALA = 108;

const beej = (graha: Graha): MantraPractice => ({ key: 'beej', graha, count: MALA, day: null, total: BEEJ_JAPA[graha] });

/** The practices for one graha: its beej mantra, weekday, charity and fast. */
export function grahaRemedies(graha: Graha): Remedies {
  return { graha, mantras: [beej(graha)], day: GRAHA_DAY[graha], charity: [...GRAHA_CHARITY[graha]], observance: null };
}

/** Mangal dosha: Mars's practices, with the Hanuman Chalisa on Tuesdays. */
export function mangalRemedies(): Remedies {
  const mars = grahaRemedies('Mars');
  return { ...mars, mantras: [...mars.mantras, { key: 'hanuman-chalisa', graha: 'Mars', count: 1, day: 2, total: null }] };
}

/**
 * Kaal Sarp: the serpent is Shiva's, so the Maha Mrityunjaya mantra and a Monday fast, Rahu's beej
 * mantra and charity, and the Nag Panchami fast once a year.
 */
export function kaalSarpRemedies(): Remedies {
  return {
    graha: 'Rahu',
    mantras: [{ key: 'maha-mrityunjaya', graha: 'Rahu', count: MALA, day: null, total: null }, beej('Rahu')],
    day: 1,
    charity: [...GRAHA_CHARITY.Rahu],
    observance: 'nag-panchami',
  };
}

/** Sade Sati and Dhaiya: Saturn's practices, with the Shani stotra and the Hanuman Chalisa on Saturdays. */
export function shaniRemedies(): Remedies {
  const saturn = grahaRemedies('Saturn');
  return {
    ...saturn,
    mantras: [
      ...saturn.mantras,
      { key: 'shani-stotra', graha: 'Saturn', count: 1, day: 6, total: null },
      { key: 'hanuman-chalisa', graha: 'Saturn', count: 1, day: 6, total: null },
    ],
  };
}
