/**
 * Bhava bala, the strength of the twelve houses, as B. V. Raman works it in "Graha and Bhava
 * Balas" (ch. IX, after BPHS ch. 27): the strength of the house's lord (bhavadhipati bala), of the
 * kind of sign the house falls in (bhava dig bala), of the aspects the house receives (bhava
 * drishti bala), and of the hour of birth for the sign's manner of rising (dina-ratri bala), in
 * virupas, 60 to a rupa. The houses are Sripati's bhavas, as Raman's. Variants: docs/decisions/034.
 *
 * `bhavaBalaFrom(sky, shadbala)` is pure; `bhavaBalaOf(chart)` reads the sky once.
 */
import { normalizeDegrees } from './angle';
import type { Chart } from './chart';
import type { Planet } from './ephemeris';
import { PLANETS } from './ephemeris';
import { shadbalaFrom } from './shadbala';
import type { GrahaShadbala } from './shadbala';
import { shadbalaBenefics, sphutaDrishti } from './shadbala-drik';
import { shadbalaSkyOf } from './shadbala-sky';
import type { ShadbalaSky } from './shadbala-sky';
import { SIGN_LORDS, signOf } from './zodiac';

export interface BhavaBala {
  /** 1–12. */
  house: number;
  /** Sidereal longitude of the bhava madhya (the house's middle, Sripati). */
  madhya: number;
  /** 0–11 from Aries: the sign the madhya falls in. */
  sign: number;
  /** The lord of that sign. */
  lord: Planet;
  /** Bhavadhipati bala: the lord's Shadbala, virupas. */
  adhipati: number;
  /** Bhava dig bala, 0–60 in steps of 10. */
  dig: number;
  /** Bhava drishti bala: benefic aspects less malefic ones (may be negative). */
  drishti: number;
  /** 15 when the sign's manner of rising suits the hour of birth, else 0. */
  dinaRatri: number;
  total: number;
  rupas: number;
}

/**
 * The twelve bhava madhyas of Sripati (Sripati Paddhati; Raman's "Graha and Bhava Balas" and his
 * "Hindu Predictive Astrology" cast houses so): the ascendant, the nadir, the descendant and the
 * midheaven are the madhyas of the 1st, 4th, 7th and 10th; each quadrant between them is cut in
 * three equal arcs for the two houses inside it. Index 0 is the 1st house.
 */
export function sripatiMadhyas(ascendant: number, midheaven: number): number[] {
  const angles = [ascendant, midheaven + 180, ascendant + 180, midheaven].map(normalizeDegrees);
  const madhyas = new Array<number>(12);
  for (let q = 0; q < 4; q++) {
    const from = angles[q]!;
    const arc = normalizeDegrees(angles[(q + 1) % 4]! - from);
    for (let k = 0; k < 3; k++) madhyas[q * 3 + k] = normalizeDegrees(from + (arc * k) / 3);
  }
  return madhyas;
}

type SignKind = 'nara' | 'jalachara' | 'chatushpada' | 'keeta';

/**
 * The kind of sign a madhya falls in (Raman, ch. IX; BPHS ch. 4 describes each sign's form):
 * human (nara) Gemini, Virgo, Libra, Aquarius and the first half of Sagittarius; watery
 * (jalachara) Cancer, Pisces and the second half of Capricorn; four-footed (chatushpada) Aries,
 * Taurus, Leo, the second half of Sagittarius and the first half of Capricorn; the insect
 * (keeta) Scorpio.
 */
export function signKind(longitude: number): SignKind {
  const sign = signOf(longitude);
  const firstHalf = normalizeDegrees(longitude) - sign * 30 < 15;
  if (sign === 8) return firstHalf ? 'nara' : 'chatushpada';
  if (sign === 9) return firstHalf ? 'chatushpada' : 'jalachara';
  if ([2, 5, 6, 10].includes(sign)) return 'nara';
  if ([3, 11].includes(sign)) return 'jalachara';
  if (sign === 7) return 'keeta';
  return 'chatushpada';
}

/** The house where each kind of sign is strongest: human signs in the 1st, watery in the 4th, insect in the 7th, four-footed in the 10th. */
const STRONG_HOUSE: Readonly<Record<SignKind, number>> = { nara: 1, jalachara: 4, keeta: 7, chatushpada: 10 };

/**
 * Bhava dig bala: 60 virupas in the house where the sign's kind is strongest, 10 fewer for each
 * house away from it, none in the opposite house (Raman, ch. IX: the distance from the powerless
 * house in signs, as degrees divided by 3).
 */
export function bhavaDigBala(house: number, madhya: number): number {
  const away = Math.abs(house - STRONG_HOUSE[signKind(madhya)]) % 12;
  return (6 - Math.min(away, 12 - away)) * 10;
}

/**
 * Bhava drishti bala (Raman, ch. IX): the sphuta drishti of each of the seven grahas on the bhava
 * madhya, BPHS's aspect values with the special aspects of Mars, Jupiter and Saturn
 * (shadbala-drik.ts), added for benefics and taken away for malefics; a quarter of each counts,
 * except Jupiter's and Mercury's, which count in full.
 */
export function bhavaDrishtiBala(madhya: number, longitudes: Record<Planet, number>, benefics: Set<Planet>): number {
  let sum = 0;
  for (const planet of PLANETS) {
    const value = sphutaDrishti(planet, madhya - longitudes[planet]);
    const signed = benefics.has(planet) ? value : -value;
    sum += planet === 'Jupiter' || planet === 'Mercury' ? signed : signed / 4;
  }
  return sum;
}

/** Signs rising head first (sirshodaya): Gemini, Leo, Virgo, Libra, Scorpio, Aquarius. Pisces rises both ways (ubhayodaya); the rest rise hind first (prishtodaya). */
const SIRSHODAYA = new Set([2, 4, 5, 6, 7, 10]);
const PISCES = 11;
/** The twilight (sandhya) around sunrise and sunset: one ghati (24 minutes) either side. */
const SANDHYA_MS = 24 * 60_000;

export type BirthHour = 'day' | 'night' | 'sandhya';

/** Day from sunrise to sunset, night from sunset to the next sunrise; within a ghati of either, the twilight. */
export function birthHourOf(sky: Pick<ShadbalaSky, 'birthMs' | 'sunriseMs' | 'sunsetMs' | 'nextSunriseMs'>): BirthHour {
  const near = (edge: number) => Math.abs(sky.birthMs - edge) <= SANDHYA_MS;
  if (near(sky.sunriseMs) || near(sky.sunsetMs) || near(sky.nextSunriseMs)) return 'sandhya';
  return sky.birthMs < sky.sunsetMs ? 'day' : 'night';
}

/**
 * Dina-ratri bala (Raman, ch. IX): 15 virupas to a house whose madhya is in a sign rising head
 * first when the birth is by day, in a sign rising hind first when it is by night, and in Pisces
 * when it is in the twilight.
 */
export function dinaRatriBala(sign: number, hour: BirthHour): number {
  if (sign === PISCES) return hour === 'sandhya' ? 15 : 0;
  if (SIRSHODAYA.has(sign)) return hour === 'day' ? 15 : 0;
  return hour === 'night' ? 15 : 0;
}

export function bhavaBalaFrom(sky: ShadbalaSky, shadbala: Record<Planet, GrahaShadbala>): BhavaBala[] {
  const benefics = shadbalaBenefics(sky.longitudes, sky.rahu);
  const hour = birthHourOf(sky);
  return sripatiMadhyas(sky.ascendant, sky.midheaven).map((madhya, i) => {
    const house = i + 1;
    const sign = signOf(madhya);
    const lord = SIGN_LORDS[sign]!;
    const adhipati = shadbala[lord].total;
    const dig = bhavaDigBala(house, madhya);
    const drishti = bhavaDrishtiBala(madhya, sky.longitudes, benefics);
    const dinaRatri = dinaRatriBala(sign, hour);
    const total = adhipati + dig + drishti + dinaRatri;
    return { house, madhya, sign, lord, adhipati, dig, drishti, dinaRatri, total, rupas: total / 60 };
  });
}

/** The Bhava bala of a birth chart's twelve houses. Throws RangeError where the Sun does not rise or set, or for a chart without a lagna. */
export function bhavaBalaOf(chart: Chart): BhavaBala[] {
  const sky = shadbalaSkyOf(chart);
  return bhavaBalaFrom(sky, shadbalaFrom(sky));
}
