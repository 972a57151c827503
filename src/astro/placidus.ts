import { SiderealTime, e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angle';
import { ascendantLongitude } from './ascendant';

/**
 * Placidus house cusps, the houses of Krishnamurti Paddhati (K. S. Krishnamurti, KP Reader I):
 * each quadrant is cut where a point of the ecliptic has covered a third and two thirds of its own
 * semi-arc above or below the horizon. Tropical longitudes of the true equinox of date, with
 * apparent sidereal time and the true obliquity, as Swiss Ephemeris' houses.
 */

/** Above this latitude some ecliptic degrees never rise or set, and the trisection has no answer. */
export function placidusLatitudeLimit(time: AstroTime): number {
  return 90 - e_tilt(time).tobl;
}

/** The ecliptic degree with a right ascension, in the same quadrant. */
function longitudeOfRightAscension(ra: number, eps: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(ra * DEG), Math.cos(ra * DEG) * Math.cos(eps)) / DEG);
}

/**
 * The cusp lying `fraction` of the way along the semi-arc: from the midheaven towards the rising
 * point (diurnal), or from the lowest point towards it (nocturnal). The semi-arc depends on the
 * cusp's own declination, so the cusp is found by iteration; it converges in a few dozen steps
 * below the polar circles.
 */
function trisectionCusp(ramc: number, eps: number, phi: number, fraction: number, diurnal: boolean): number {
  let lon = longitudeOfRightAscension(ramc + (diurnal ? 90 : 270) * fraction, eps);
  for (let step = 0; step < 200; step++) {
    const dec = Math.asin(Math.sin(eps) * Math.sin(lon * DEG));
    const ascensionalDifference = Math.asin(Math.tan(phi) * Math.tan(dec)) / DEG;
    const ra = diurnal
      ? ramc + fraction * (90 + ascensionalDifference)
      : ramc + 180 - fraction * (90 - ascensionalDifference);
    const next = longitudeOfRightAscension(ra, eps);
    const moved = Math.abs(normalizeDegrees(next - lon + 180) - 180);
    lon = next;
    if (moved < 1e-10) break;
  }
  return lon;
}

/**
 * The twelve tropical Placidus cusps (index 0 is the 1st house, the ascendant; index 9 the
 * midheaven). East longitude and north latitude positive. Refused with a RangeError within the
 * polar circles, where the system is not defined.
 */
export function placidusCusps(time: AstroTime, latitude: number, longitude: number): number[] {
  const limit = placidusLatitudeLimit(time);
  if (!(Math.abs(latitude) < limit)) {
    throw new RangeError(`Placidus houses are not defined within the polar circles: latitude ${latitude} is beyond ±${limit.toFixed(2)}°`);
  }
  const ramc = normalizeDegrees(SiderealTime(time) * 15 + longitude);
  const eps = e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  const cusps = new Array<number>(12);
  cusps[0] = ascendantLongitude(time, latitude, longitude);
  cusps[9] = longitudeOfRightAscension(ramc, eps);
  cusps[10] = trisectionCusp(ramc, eps, phi, 1 / 3, true);
  cusps[11] = trisectionCusp(ramc, eps, phi, 2 / 3, true);
  cusps[1] = trisectionCusp(ramc, eps, phi, 2 / 3, false);
  cusps[2] = trisectionCusp(ramc, eps, phi, 1 / 3, false);
  for (const house of [0, 1, 2, 9, 10, 11]) cusps[(house + 6) % 12] = normalizeDegrees(cusps[house]! + 180);
  return cusps;
}
