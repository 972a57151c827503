import { Body, Ecliptic, GeoVector } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';

/** The seven visible grahas, in the traditional weekday-lord order used throughout the engine. */
export const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export type Planet = (typeof PLANETS)[number];

const BODY: Record<Planet, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mars: Body.Mars,
  Mercury: Body.Mercury,
  Jupiter: Body.Jupiter,
  Venus: Body.Venus,
  Saturn: Body.Saturn,
};

export interface TropicalPosition {
  /** Ecliptic longitude of date (true equinox), degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Longitude speed, degrees per day; negative means retrograde. */
  speed: number;
}

/** Apparent geocentric longitude and latitude on the true ecliptic of date. */
export function tropicalLongitude(planet: Planet, time: AstroTime): { longitude: number; latitude: number } {
  // aberration = true: light-time and annual aberration, as Swiss Ephemeris' default apparent positions.
  const ecl = Ecliptic(GeoVector(BODY[planet], time, true));
  return { longitude: ecl.elon, latitude: ecl.elat };
}

// Half-width of the speed difference. The Moon moves ~13°/day, so ±1 hour keeps the
// central difference exact to well under an arcsecond per day.
const SPEED_STEP_DAYS = 1 / 24;

/** Position with daily speed from a central difference, used for retrograde motion. */
export function tropicalPosition(planet: Planet, time: AstroTime): TropicalPosition {
  const here = tropicalLongitude(planet, time);
  if (planet === 'Sun' || planet === 'Moon') {
    // The luminaries never go retrograde; a one-sided step is enough for their speed.
    const ahead = tropicalLongitude(planet, time.AddDays(SPEED_STEP_DAYS));
    return { ...here, speed: wrap180(ahead.longitude - here.longitude) / SPEED_STEP_DAYS };
  }
  const before = tropicalLongitude(planet, time.AddDays(-SPEED_STEP_DAYS));
  const after = tropicalLongitude(planet, time.AddDays(SPEED_STEP_DAYS));
  return { ...here, speed: wrap180(after.longitude - before.longitude) / (2 * SPEED_STEP_DAYS) };
}

function wrap180(d: number): number {
  return d > 180 ? d - 360 : d < -180 ? d + 360 : d;
}
