import { BaryState, Body, C_AUDAY, Ecliptic, Vector } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { DEG } from './angle';

/**
 * Spica (Chitra, α Virginis), the star the Chitrapaksha ayanamsa is named for. Hipparcos (van
 * Leeuwen 2007) position at J2000 (ICRS) and proper motion, μα given as μα·cos δ, as the Swiss
 * Ephemeris star catalogue (sefstars.txt) records them.
 */
const RA_J2000 = (13 + 25 / 60 + 11.57937 / 3600) * 15 * DEG;
const DEC_J2000 = -(11 + 9 / 60 + 40.7501 / 3600) * DEG;
const MAS = DEG / 3_600_000;
const PM_RA_COS_DEC = -42.35 * MAS; // per Julian year
const PM_DEC = -30.67 * MAS;
const JULIAN_YEAR_DAYS = 365.25;

/**
 * Spica's apparent ecliptic longitude of date (true equinox, with annual aberration), degrees.
 * Swiss Ephemeris' True Chitrapaksha ayanamsa is this longitude minus 180°, so we compute it the
 * same way: proper motion carried linearly from J2000 (the star is 250 light years away; parallax
 * and radial velocity move it by less than 0.01" over centuries), then aberration from the
 * Earth's barycentric velocity, then precession and nutation to the ecliptic of date.
 */
export function spicaApparentLongitude(time: AstroTime): number {
  const years = time.tt / JULIAN_YEAR_DAYS;
  const dec = DEC_J2000 + PM_DEC * years;
  const ra = RA_J2000 + (PM_RA_COS_DEC / Math.cos(DEC_J2000)) * years;
  const earth = BaryState(Body.Earth, time);
  const direction = new Vector(
    Math.cos(dec) * Math.cos(ra) + earth.vx / C_AUDAY,
    Math.cos(dec) * Math.sin(ra) + earth.vy / C_AUDAY,
    Math.sin(dec) + earth.vz / C_AUDAY,
    time,
  );
  return Ecliptic(direction).elon;
}
