/** The 27 lunar mansions, each 13°20' of the sidereal zodiac, divided into four padas of 3°20'. */
import type { Named } from './zodiac';
import type { Graha } from './zodiac';

export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = NAKSHATRA_SPAN / 4;

export const NAKSHATRAS: readonly Named[] = [
  { sanskrit: 'Ashwini', english: 'the horse-riders' },
  { sanskrit: 'Bharani', english: 'the bearer' },
  { sanskrit: 'Krittika', english: 'the cutters (Pleiades)' },
  { sanskrit: 'Rohini', english: 'the red one' },
  { sanskrit: 'Mrigashira', english: "the deer's head" },
  { sanskrit: 'Ardra', english: 'the moist one' },
  { sanskrit: 'Punarvasu', english: 'return of the light' },
  { sanskrit: 'Pushya', english: 'the nourisher' },
  { sanskrit: 'Ashlesha', english: 'the embrace' },
  { sanskrit: 'Magha', english: 'the mighty' },
  { sanskrit: 'Purva Phalguni', english: 'the former red one' },
  { sanskrit: 'Uttara Phalguni', english: 'the latter red one' },
  { sanskrit: 'Hasta', english: 'the hand' },
  { sanskrit: 'Chitra', english: 'the bright one' },
  { sanskrit: 'Swati', english: 'the independent one' },
  { sanskrit: 'Vishakha', english: 'the forked branch' },
  { sanskrit: 'Anuradha', english: 'following Radha' },
  { sanskrit: 'Jyeshtha', english: 'the eldest' },
  { sanskrit: 'Mula', english: 'the root' },
  { sanskrit: 'Purva Ashadha', english: 'the former invincible' },
  { sanskrit: 'Uttara Ashadha', english: 'the latter invincible' },
  { sanskrit: 'Shravana', english: 'hearing' },
  { sanskrit: 'Dhanishta', english: 'the wealthiest' },
  { sanskrit: 'Shatabhisha', english: 'a hundred healers' },
  { sanskrit: 'Purva Bhadrapada', english: 'the former blessed feet' },
  { sanskrit: 'Uttara Bhadrapada', english: 'the latter blessed feet' },
  { sanskrit: 'Revati', english: 'the wealthy' },
];

/** Vimshottari order of nakshatra lords, repeating every nine mansions from Ashwini (Ketu). */
export const NAKSHATRA_LORDS: readonly Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];

export interface NakshatraPosition {
  /** 0–26 from Ashwini. */
  index: number;
  /** 1–4. */
  pada: number;
  lord: Graha;
  /** Fraction 0–1 of the nakshatra already traversed (drives the dasha balance). */
  traversed: number;
}

export function nakshatraOf(longitude: number): NakshatraPosition {
  const exact = longitude / NAKSHATRA_SPAN;
  const index = Math.min(26, Math.floor(exact));
  const traversed = exact - index;
  const pada = Math.min(4, Math.floor(traversed * 4) + 1);
  return { index, pada, lord: NAKSHATRA_LORDS[index % 9]!, traversed };
}
