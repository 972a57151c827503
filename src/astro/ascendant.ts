import { SiderealTime, e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angle';

/**
 * Tropical ascendant (the ecliptic degree rising on the eastern horizon), true equinox of date.
 * Uses apparent sidereal time and the true obliquity, as Swiss Ephemeris' houses do.
 * East longitude positive, north latitude positive. Above the polar circles the ascendant can
 * jump by whole signs within minutes; charts flag those births as `polar`.
 */
export function ascendantLongitude(time: AstroTime, latitude: number, longitude: number): number {
  const ramc = (SiderealTime(time) * 15 + longitude) * DEG;
  const eps = e_tilt(time).tobl * DEG;
  const phi = latitude * DEG;
  const asc = normalizeDegrees(
    Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG,
  );
  if (Math.abs(latitude) < 90 - eps / DEG) return asc;
  // Inside the polar circles the formula can give the setting point; like Swiss Ephemeris we keep
  // the ascendant in the half of the ecliptic that follows the midheaven (MC).
  const mc = normalizeDegrees(Math.atan2(Math.sin(ramc), Math.cos(ramc) * Math.cos(eps)) / DEG);
  return normalizeDegrees(asc - mc) > 180 ? normalizeDegrees(asc + 180) : asc;
}
