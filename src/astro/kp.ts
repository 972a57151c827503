import { normalizeDegrees } from './angle';
import type { Chart } from './chart';
import { kpSignificators } from './kp-significators';
import type { HouseSignificators } from './kp-significators';
import { kpLordsOf } from './kp-subs';
import type { KpLords } from './kp-subs';
import { placidusCusps } from './placidus';
import { astroTime } from './sidereal-positions';
import { signOf } from './zodiac';
import type { Graha } from './zodiac';

export interface KpCusp extends KpLords {
  /** 1–12. */
  house: number;
  /** Sidereal longitude, degrees [0, 360), in the chart's ayanamsa. */
  longitude: number;
  /** 0–11 from Aries. */
  sign: number;
}

export interface KpPlanet extends KpLords {
  name: Graha;
}

export interface KpChart {
  cusps: KpCusp[];
  planets: KpPlanet[];
  /** Keyed by house 1–12. */
  significators: Record<number, HouseSignificators>;
}

/**
 * Krishnamurti Paddhati for a chart: Placidus cusps with their star, sub and sub-sub lords, the
 * grahas' lords, and the significators of the houses. It reads the chart's own ayanamsa, so a
 * chart drawn with the KP ayanamsa (as KP asks) gives KP's figures. Throws a RangeError within the
 * polar circles, where Placidus houses are not defined.
 */
export function kpOf(chart: Chart): KpChart {
  const time = astroTime(chart.utcMs);
  const cusps = placidusCusps(time, chart.input.latitude, chart.input.longitude).map((c) => normalizeDegrees(c - chart.ayanamsa));
  return {
    cusps: cusps.map((longitude, i) => ({ house: i + 1, longitude, sign: signOf(longitude), ...kpLordsOf(longitude) })),
    planets: chart.bodies.map((b) => ({ name: b.name, ...kpLordsOf(b.longitude) })),
    significators: kpSignificators(cusps, chart.bodies),
  };
}
