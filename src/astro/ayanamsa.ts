import { e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angle';
import { spicaApparentLongitude } from './spica';

/**
 * Lahiri (Chitrapaksha) ayanamsa, defined to match Swiss Ephemeris SE_SIDM_LAHIRI.
 *
 * The Indian Calendar Reform Committee (1956) fixed the ayanamsa at one epoch; Swiss Ephemeris
 * carries it to other dates with the precession of the equinox. Its value then moves with the
 * general precession in longitude, so we take the IAU 2006 series for p_A (Capitaine et al. 2003)
 * anchored at J2000. Compared with sweph 2.10 over 1800–2150 the difference stays below 0.001".
 */
export const LAHIRI_AT_J2000 = 23.857092354; // degrees at 2000-01-01 12:00 TT (23°51'25.53")

const ARCSEC = 1 / 3600;

/** Mean Lahiri ayanamsa in degrees (without nutation) for a time; uses Terrestrial Time. */
export function meanLahiriAyanamsa(time: AstroTime): number {
  const t = time.tt / 36525; // Julian centuries of TT since J2000
  const precession =
    t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
  return LAHIRI_AT_J2000 + precession * ARCSEC;
}

/**
 * The ayanamsa to subtract from a longitude measured from the true equinox of date
 * (what astronomy-engine's `Ecliptic` returns). Swiss Ephemeris adds the nutation in longitude
 * to the ayanamsa for true positions, so nutation cancels and sidereal positions are
 * measured from a fixed point of the star sphere.
 */
export function trueLahiriAyanamsa(time: AstroTime): number {
  return meanLahiriAyanamsa(time) + e_tilt(time).dpsi * ARCSEC;
}

/**
 * The ayanamsas a chart can be drawn with. Lahiri is the default everywhere (the Government of
 * India's almanac standard); the others are asked for by name (decision 030).
 */
export const AYANAMSAS = ['lahiri', 'raman', 'kp', 'true-chitra'] as const;
export type AyanamsaName = (typeof AYANAMSAS)[number];
export const DEFAULT_AYANAMSA: AyanamsaName = 'lahiri';

/** How a chart names its ayanamsa to a reader. */
export const AYANAMSA_LABELS: Readonly<Record<AyanamsaName, string>> = {
  lahiri: 'Lahiri', raman: 'Raman', kp: 'Krishnamurti (KP)', 'true-chitra': 'True Chitrapaksha',
};

/**
 * Raman's and Krishnamurti's ayanamsas at J2000 (mean, without nutation), as Swiss Ephemeris 2.10
 * carries them there: SE_SIDM_RAMAN is defined as 21°00'52" (360° − 338.98556°) and
 * SE_SIDM_KRISHNAMURTI as 22°21'50" (360° − 337.636111°), both at 1900 Jan 0.5 (JD 2415020.0),
 * and moved with the precession like Lahiri. Swiss Ephemeris keeps both at a constant distance
 * from Lahiri (constant to 0.001" from 1900 to 2050), so anchoring them at J2000 and moving them
 * with Lahiri's precession series reproduces them as closely as Lahiri itself (decision 030).
 */
const MEAN_AT_J2000: Readonly<Record<'lahiri' | 'raman' | 'kp', number>> = {
  lahiri: LAHIRI_AT_J2000,
  raman: 22.410791012,
  kp: 23.760240012,
};

/**
 * The named ayanamsa to subtract from a longitude measured from the true equinox of date, in
 * degrees. Lahiri, Raman and KP are fixed at an epoch and move with the precession (plus the
 * nutation, as for Lahiri above); True Chitrapaksha is whatever keeps Spica at exactly 180°
 * sidereal at that instant, so it follows the star's own motion and the aberration too.
 */
export function trueAyanamsa(name: AyanamsaName, time: AstroTime): number {
  if (name === 'true-chitra') return normalizeDegrees(spicaApparentLongitude(time) - 180);
  return trueLahiriAyanamsa(time) - LAHIRI_AT_J2000 + MEAN_AT_J2000[name];
}

/** An ayanamsa's name as typed by a user or a caller; anything else is a RangeError. */
export function ayanamsaNamed(value: string): AyanamsaName {
  const found = AYANAMSAS.find((name) => name === value);
  if (!found) throw new RangeError(`Unknown ayanamsa "${value}": expected one of ${AYANAMSAS.join(', ')}`);
  return found;
}
