/**
 * Signs (rashis), their lords and the simple dignities. Sign indices are 0–11 from Aries (Mesha).
 * Names are Sanskrit with an English gloss, as the chart page shows them.
 */
import type { Planet } from './ephemeris';

export type Graha = Planet | 'Rahu' | 'Ketu';
export const GRAHAS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

export interface Named {
  sanskrit: string;
  english: string;
}

export const SIGNS: readonly Named[] = [
  { sanskrit: 'Mesha', english: 'Aries' },
  { sanskrit: 'Vrishabha', english: 'Taurus' },
  { sanskrit: 'Mithuna', english: 'Gemini' },
  { sanskrit: 'Karka', english: 'Cancer' },
  { sanskrit: 'Simha', english: 'Leo' },
  { sanskrit: 'Kanya', english: 'Virgo' },
  { sanskrit: 'Tula', english: 'Libra' },
  { sanskrit: 'Vrishchika', english: 'Scorpio' },
  { sanskrit: 'Dhanu', english: 'Sagittarius' },
  { sanskrit: 'Makara', english: 'Capricorn' },
  { sanskrit: 'Kumbha', english: 'Aquarius' },
  { sanskrit: 'Meena', english: 'Pisces' },
];

export const GRAHA_NAMES: Readonly<Record<Graha, Named>> = {
  Sun: { sanskrit: 'Surya', english: 'Sun' },
  Moon: { sanskrit: 'Chandra', english: 'Moon' },
  Mars: { sanskrit: 'Mangala', english: 'Mars' },
  Mercury: { sanskrit: 'Budha', english: 'Mercury' },
  Jupiter: { sanskrit: 'Guru', english: 'Jupiter' },
  Venus: { sanskrit: 'Shukra', english: 'Venus' },
  Saturn: { sanskrit: 'Shani', english: 'Saturn' },
  Rahu: { sanskrit: 'Rahu', english: 'North lunar node' },
  Ketu: { sanskrit: 'Ketu', english: 'South lunar node' },
};

export const SIGN_LORDS: readonly Planet[] = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury',
  'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
];

/** Sign 0–11 of a sidereal longitude. */
export function signOf(longitude: number): number {
  return Math.min(11, Math.floor(longitude / 30));
}

export type Dignity = 'exalted' | 'debilitated' | 'own' | 'neutral';

const EXALTATION: Readonly<Record<Planet, number>> = {
  Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6,
};

/**
 * Simple dignity by sign only (no degree of deep exaltation, no moolatrikona, no friendship).
 * Exaltation wins over own sign (Mercury in Virgo). Rahu and Ketu are left neutral because the
 * schools disagree on their signs of exaltation.
 */
export function dignityOf(graha: Graha, sign: number): Dignity {
  if (graha === 'Rahu' || graha === 'Ketu') return 'neutral';
  const exalted = EXALTATION[graha];
  if (sign === exalted) return 'exalted';
  if (sign === (exalted + 6) % 12) return 'debilitated';
  if (SIGN_LORDS[sign] === graha) return 'own';
  return 'neutral';
}

/** Whole-sign house 1–12 of a sign counted from a reference sign (the lagna, or the Moon). */
export function houseFrom(sign: number, referenceSign: number): number {
  return ((sign - referenceSign + 12) % 12) + 1;
}
