import { Ecliptic, GeoMoonState, Vector, e_tilt } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angle';

/**
 * Mean ascending node of the Moon (Rahu), tropical longitude on the true ecliptic of date.
 * Meeus, Astronomical Algorithms ch. 47 (from ELP-2000/82), referred to the mean equinox;
 * nutation is added so the result is on the same footing as the planets (true equinox of date).
 */
export function meanNodeLongitude(time: AstroTime): number {
  const t = time.tt / 36525;
  const mean =
    125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
  return normalizeDegrees(mean + e_tilt(time).dpsi / 3600);
}

/**
 * True (osculating) ascending node, as Swiss Ephemeris' SE_TRUE_NODE: the node of the plane
 * through the Earth that contains the Moon's position and velocity at that instant.
 */
export function trueNodeLongitude(time: AstroTime): number {
  const s = GeoMoonState(time);
  // Orbital angular momentum h = r × v is the pole of the instantaneous orbit; the ascending
  // node lies 90° ahead of the pole's longitude on the ecliptic of date.
  const h = new Vector(s.y * s.vz - s.z * s.vy, s.z * s.vx - s.x * s.vz, s.x * s.vy - s.y * s.vx, time);
  return normalizeDegrees(Ecliptic(h).elon + 90);
}

/** Daily motion of the node in degrees (negative = retrograde), by a central difference. */
export function nodeSpeed(time: AstroTime, longitudeAt: (t: AstroTime) => number): number {
  const step = 1 / 24;
  let d = longitudeAt(time.AddDays(step)) - longitudeAt(time.AddDays(-step));
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d / (2 * step);
}
