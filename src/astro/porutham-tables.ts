/**
 * The tables of the ten poruthams (Dasavidha porutham), the South Indian way of matching two
 * charts for marriage, as Tamil almanac explanations give them. The stars' ganas and animals
 * (yonis) are the same lists the kootas use (koota-tables.ts); what is new here is written out as
 * data so that it can be read against a printed almanac. porutham.test.ts derives each table again
 * from its rule. Every table was checked against at least two independent sources, and the
 * variants the sources disagree on are listed in docs/decisions/032-ten-poruthams.md:
 * - tamilhoroscope.in's marriage-matching rules (as quoted in A. Kumaran's "Probability behind
 *   marriage horoscope", 2016);
 * - poorvapunya.com's "Ten matches" and jathakaporutham.com's "Nakshathra porutham for marriage";
 * - raajayogam.com's and tirumanaporutham.blogspot.com's pages on Raasi and Raasi Athipathi
 *   porutham; jathagamporutham.com on Rajju; astroved.com and a Tamil almanac text
 *   (rajaramaneb.blogspot.com) on Vedha;
 * - the open-source PyJHora (its compatibility module's South Indian method), read, not copied.
 *
 * Counting: stars are counted inclusively from the bride's star to the groom's (the same star is
 * 1, the next 2, …, the star before hers 27); signs the same way, from the bride's Moon sign.
 */
/* -------------------------------------------------------------------- dina */

/**
 * Dina: the count from the bride's star to the groom's, divided by nine; a remainder of 2, 4, 6,
 * 8 or 0 agrees (Sampat, Kshema, Sadhaka, Mitra, Parama Mitra), 1, 3, 5 or 7 does not (the
 * groom's star in the bride's janma, anujanma or trijanma row, or 3rd, 5th or 7th in a row).
 */
export const DINA_FAVOURABLE_REMAINDERS: ReadonlySet<number> = new Set([2, 4, 6, 8, 0]);

/**
 * Both born in one star (eka nakshatra): agreed for these twelve stars, which both almanac lists
 * (jathakaporutham.com's and vysyamala's, as PyJHora quotes it) put among the best or middling;
 * not for the other fifteen. Indices from Ashwini (0).
 */
export const EKA_NAKSHATRA_AGREED: ReadonlySet<number> = new Set([
  0, // Ashwini
  1, // Bharani
  2, // Krittika
  3, // Rohini
  4, // Mrigashira
  5, // Ardra
  6, // Punarvasu
  9, // Magha
  12, // Hasta
  13, // Chitra
  16, // Anuradha
  21, // Shravana
]);

/* ---------------------------------------------------------------- mahendra */

/** Mahendra: the groom's star the 4th, 7th, 10th, … 25th from the bride's. */
export const MAHENDRA_COUNTS: ReadonlySet<number> = new Set([4, 7, 10, 13, 16, 19, 22, 25]);

/* ----------------------------------------------------------- stree deergha */

/**
 * Stree deergha: the groom's star more than 13 from the bride's agrees; more than 7 is the
 * "middling" distance, which we count as not agreeing (variants: 7, 9 and 15 in the ADR).
 */
export const STREE_DEERGHA_BEYOND = 13;
export const STREE_DEERGHA_MIDDLING_BEYOND = 7;

/* -------------------------------------------------------------------- rasi */

/**
 * Rasi: counted from the bride's Moon sign, the groom's in the 2nd or 12th, or the 6th or 8th,
 * does not agree (either way round, so it is one rule for both). The 7th agrees, except for the
 * two pairs of opposite signs that never do: Cancer with Capricorn and Leo with Aquarius.
 */
export const RASI_DISAGREEING_COUNTS: ReadonlySet<number> = new Set([2, 6, 8, 12]);
export const RASI_UNFRIENDLY_SEVENTHS: readonly (readonly [number, number])[] = [[3, 9], [4, 10]];

/* ------------------------------------------------------------------- vasya */

/**
 * Vasya: the signs each Moon sign attracts (holds in its sway), Aries to Pisces. The porutham
 * agrees when either Moon sign is in the other's list.
 */
export const VASYA_SIGNS: readonly (readonly number[])[] = [
  [4, 7], // Mesha: Simha, Vrischika
  [3, 6], // Vrishabha: Karka, Tula
  [5], // Mithuna: Kanya
  [7, 8], // Karka: Vrischika, Dhanu
  [6], // Simha: Tula
  [2, 11], // Kanya: Mithuna, Meena
  [5, 9], // Tula: Kanya, Makara
  [3], // Vrischika: Karka
  [11], // Dhanu: Meena
  [0, 10], // Makara: Mesha, Kumbha
  [0], // Kumbha: Mesha
  [9], // Meena: Makara
];

/* ------------------------------------------------------------------- rajju */

export const RAJJUS = ['pada', 'kati', 'nabhi', 'kanta', 'siro'] as const;
export type Rajju = (typeof RAJJUS)[number];

/**
 * Rajju of each star, Ashwini to Revati: the stars are laid on the body from foot (pada) to thigh
 * (kati), navel (nabhi), neck (kanta) and head (siro) and back down, and again — head rajju:
 * Mrigashira, Chitra, Dhanishta; neck: Rohini, Ardra, Hasta, Swati, Shravana, Shatabhisha; navel:
 * Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara Ashadha, Purva Bhadrapada; thigh: Bharani,
 * Pushya, Purva Phalguni, Anuradha, Purva Ashadha, Uttara Bhadrapada; foot: Ashwini, Ashlesha,
 * Magha, Jyeshtha, Mula, Revati. Both in one rajju is rajju dosha.
 */
export const NAKSHATRA_RAJJU: readonly Rajju[] = [
  'pada', 'kati', 'nabhi', 'kanta', 'siro', 'kanta', 'nabhi', 'kati', 'pada',
  'pada', 'kati', 'nabhi', 'kanta', 'siro', 'kanta', 'nabhi', 'kati', 'pada',
  'pada', 'kati', 'nabhi', 'kanta', 'siro', 'kanta', 'nabhi', 'kati', 'pada',
];

/* ------------------------------------------------------------------- vedha */

/**
 * Vedha: pairs of stars that strike each other (indices from Ashwini). Ashwini–Jyeshtha,
 * Bharani–Anuradha, Krittika–Vishakha, Rohini–Swati, Ardra–Shravana, Punarvasu–Uttara Ashadha,
 * Pushya–Purva Ashadha, Ashlesha–Mula, Magha–Revati, Purva Phalguni–Uttara Bhadrapada,
 * Uttara Phalguni–Purva Bhadrapada, Hasta–Shatabhisha, and Mrigashira, Chitra and Dhanishta each
 * with the other two.
 */
export const VEDHA_PAIRS: readonly (readonly [number, number])[] = [
  [0, 17], [1, 16], [2, 15], [3, 14], [5, 21], [6, 20], [7, 19], [8, 18],
  [9, 26], [10, 25], [11, 24], [12, 23], [4, 13], [4, 22], [13, 22],
];
