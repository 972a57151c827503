/**
 * The tables of Ashtakoota (the eight kootas, 36 gunas) marriage matching, as the North Indian
 * almanacs give them after Muhurta Chintamani (the chapter on marriage) — the same tables AstroSage
 * and PyJHora's North Indian method use, with the variants noted where the schools differ. Each
 * table is written out as data so that it can be read against a printed almanac; matching.test.ts
 * derives every one of them again from its rule (counting, the friendship of the grahas, the
 * nakshatra lists) and compares all 27×27 nakshatra and 12×12 sign pairs.
 *
 * "Groom" and "bride" index the tables whose points depend on direction (varna and gana); how the
 * two sides of a match get those roles is decided in matching.ts.
 */
import type { Planet } from './ephemeris';

/* ---------------------------------------------------------------- varna (1) */

export const VARNAS = ['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra'] as const;
export type Varna = (typeof VARNAS)[number];

/**
 * Varna of the Moon sign, Aries to Pisces: the water signs Brahmin, fire Kshatriya, earth Vaishya,
 * air Shudra. One point when the groom's varna is the bride's or higher (earlier in VARNAS).
 */
export const SIGN_VARNA: readonly Varna[] = [
  'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya',
  'Shudra', 'Brahmin', 'Kshatriya', 'Vaishya', 'Shudra', 'Brahmin',
];

/* --------------------------------------------------------------- vashya (2) */

export const VASHYAS = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];

/**
 * Vashya group of the Moon sign. Sagittarius and Capricorn change group at 15°: Sagittarius is
 * human (the archer) in its first half and a quadruped (the horse) in its second; Capricorn is a
 * quadruped (the goat) in its first half and a water animal in its second. Some software splits
 * them at a pada edge instead, which moves the line by up to 1°40'; we split at 15°, which is what
 * the rule says. Cancer is Jalachara and Scorpio Keeta, as in the North Indian lists.
 */
export function vashyaOf(sign: number, degreeInSign: number): Vashya {
  if (sign === 8) return degreeInSign < 15 ? 'Manava' : 'Chatushpada';
  if (sign === 9) return degreeInSign < 15 ? 'Chatushpada' : 'Jalachara';
  return SIGN_VASHYA[sign]!;
}

const SIGN_VASHYA: readonly Vashya[] = [
  'Chatushpada', 'Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Manava',
  'Manava', 'Keeta', 'Manava', 'Chatushpada', 'Manava', 'Jalachara',
];

/**
 * Vashya points, rows and columns in VASHYAS order. The North Indian table is symmetric, so the
 * groom/bride direction does not change it (the South Indian sign-by-sign vashya list is
 * one-directional; we do not use it). It follows Muhurta Chintamani's verse: all signs but Leo
 * are under the human signs, the water signs are food for humans, all but Scorpio are under Leo —
 * same group 2, one under the other 1, one the other's food ½, hostile (Leo with the human signs
 * or with Scorpio) 0.
 */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

/* ----------------------------------------------------------------- tara (3) */

export const TARAS = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyari', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra'] as const;
export type Tara = (typeof TARAS)[number];

/**
 * Tara, counted both ways: from the groom's nakshatra to the bride's and from the bride's to the
 * groom's (inclusive count, then the remainder by nine names the tara). Vipat (3), Pratyari (5) and
 * Vadha (7) are unfavourable. Each favourable direction gives 1½ points: 3 when both are, 1½ when
 * one is, 0 when neither. (The South Indian dina porutham counts from the bride's star only;
 * counting both ways is the North Indian rule, and it makes tara independent of roles.)
 */
export const TARA_FAVOURABLE: Readonly<Record<Tara, boolean>> = {
  Janma: true, Sampat: true, Vipat: false, Kshema: true, Pratyari: false,
  Sadhaka: true, Vadha: false, Mitra: true, 'Parama Mitra': true,
};

/** The tara of the nakshatra `to` counted from `from` (both 0–26). */
export function taraOf(from: number, to: number): Tara {
  const count = ((to - from + 27) % 27) + 1;
  return TARAS[(count - 1) % 9]!;
}

/* ----------------------------------------------------------------- yoni (4) */

export const YONIS = [
  'Ashwa', 'Gaja', 'Mesha', 'Sarpa', 'Shwana', 'Marjara', 'Mushaka',
  'Gau', 'Mahisha', 'Vyaghra', 'Mriga', 'Vanara', 'Nakula', 'Simha',
] as const;
export type Yoni = (typeof YONIS)[number];

/** Yoni (animal) of each nakshatra, Ashwini to Revati (Uttara Ashadha alone is the mongoose). */
export const NAKSHATRA_YONI: readonly Yoni[] = [
  'Ashwa', 'Gaja', 'Mesha', 'Sarpa', 'Sarpa', 'Shwana', 'Marjara', 'Mesha', 'Marjara',
  'Mushaka', 'Mushaka', 'Gau', 'Mahisha', 'Vyaghra', 'Mahisha', 'Vyaghra', 'Mriga', 'Mriga',
  'Shwana', 'Vanara', 'Nakula', 'Vanara', 'Simha', 'Ashwa', 'Simha', 'Gau', 'Gaja',
];

/**
 * The sworn enemies (0 points): horse–buffalo, elephant–lion, ram–monkey, serpent–mongoose,
 * dog–deer, cat–rat, cow–tiger. That is the classical list of seven pairs; the South Indian
 * tradition adds serpent–rat, which we do not.
 */
export const YONI_ENEMIES: readonly (readonly [Yoni, Yoni])[] = [
  ['Ashwa', 'Mahisha'], ['Gaja', 'Simha'], ['Mesha', 'Vanara'], ['Sarpa', 'Nakula'],
  ['Shwana', 'Mriga'], ['Marjara', 'Mushaka'], ['Gau', 'Vyaghra'],
];

/**
 * Yoni points, rows and columns in YONIS order: 4 the same animal, 3 friendly, 2 neutral,
 * 1 unfriendly, 0 sworn enemies. This is the 14×14 table printed in North Indian almanacs (and
 * PyJHora's); it is symmetric.
 */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/* --------------------------------------------------------- graha maitri (5) */

export const MAITRI_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/**
 * Graha maitri points between the lords of the two Moon signs, rows and columns in MAITRI_LORDS
 * order, from the natural (naisargika) friendship each lord has for the other: both friends 5,
 * friend and neutral 4, both neutral 3, friend and enemy 1, neutral and enemy ½, both enemies 0;
 * the same lord 5. Half points for the mixed cases are the common North Indian scheme (some
 * software gives 0 for neutral–enemy); the friendships are the ones strength.ts uses.
 */
export const MAITRI_POINTS: readonly (readonly number[])[] = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];

/* ----------------------------------------------------------------- gana (6) */

export const GANAS = ['Deva', 'Manushya', 'Rakshasa'] as const;
export type Gana = (typeof GANAS)[number];

/** Gana of each nakshatra, Ashwini to Revati. */
export const NAKSHATRA_GANA: readonly Gana[] = [
  'Deva', 'Manushya', 'Rakshasa', 'Manushya', 'Deva', 'Manushya', 'Deva', 'Deva', 'Rakshasa',
  'Rakshasa', 'Manushya', 'Manushya', 'Deva', 'Rakshasa', 'Deva', 'Rakshasa', 'Deva', 'Rakshasa',
  'Rakshasa', 'Manushya', 'Manushya', 'Deva', 'Rakshasa', 'Rakshasa', 'Manushya', 'Manushya', 'Deva',
];

/**
 * Gana points, rows the groom's gana and columns the bride's, in GANAS order. Muhurta Chintamani:
 * the same gana is best, Deva with Manushya middling, Deva with Rakshasa quarrel, Manushya with
 * Rakshasa death. The almanacs' points: same 6; Deva groom and Manushya bride 6, the reverse 5;
 * Rakshasa groom and Deva bride 1, the reverse 0; Manushya with Rakshasa 0 either way.
 */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

/* -------------------------------------------------------------- bhakoot (7) */

export type BhakootRelation = '1/1' | '2/12' | '3/11' | '4/10' | '5/9' | '6/8' | '7/7';

/** The relation of two Moon signs: how far each is from the other, the smaller count first. */
export function bhakootRelation(signA: number, signB: number): BhakootRelation {
  const n = ((signB - signA + 12) % 12) + 1;
  const m = ((signA - signB + 12) % 12) + 1;
  return `${Math.min(n, m)}/${Math.max(n, m)}` as BhakootRelation;
}

/** Two-twelve, five-nine and six-eight give bhakoot dosha (0 of 7); the rest give 7. */
export const BHAKOOT_DOSHA: ReadonlySet<BhakootRelation> = new Set(['2/12', '5/9', '6/8']);

/* ----------------------------------------------------------------- nadi (8) */

export const NADIS = ['Adi', 'Madhya', 'Antya'] as const;
export type Nadi = (typeof NADIS)[number];

/**
 * Nadi of each nakshatra: the stars are laid out in rows of three that run back and forth
 * (Adi, Madhya, Antya, Antya, Madhya, Adi, …). The same nadi for both is nadi dosha (0 of 8).
 */
export const NAKSHATRA_NADI: readonly Nadi[] = [
  'Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi', 'Adi', 'Madhya', 'Antya',
  'Antya', 'Madhya', 'Adi', 'Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi',
  'Adi', 'Madhya', 'Antya', 'Antya', 'Madhya', 'Adi', 'Adi', 'Madhya', 'Antya',
];
