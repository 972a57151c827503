import { MakeTime } from 'astronomy-engine';
import type { AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angle';
import { DEFAULT_AYANAMSA, trueAyanamsa } from './ayanamsa';
import type { AyanamsaName } from './ayanamsa';
import { installDeltaT } from './delta-t';
import { PLANETS, tropicalPosition } from './ephemeris';
import { meanNodeLongitude, nodeSpeed, trueNodeLongitude } from './lunar-node';
import type { Graha } from './zodiac';

export type NodeMode = 'mean' | 'true';

export interface SiderealBody {
  name: Graha;
  /** Sidereal longitude (Lahiri unless another ayanamsa was asked for), degrees [0, 360). */
  longitude: number;
  /** Degrees per day; negative = retrograde. */
  speed: number;
  retrograde: boolean;
}

export interface SiderealSnapshot {
  time: AstroTime;
  /** The ayanamsa subtracted from true-equinox longitudes (mean value + nutation), degrees. */
  ayanamsa: number;
  bodies: SiderealBody[];
}

/** Astronomy-engine time for an instant given in milliseconds since 1970 UTC. */
export function astroTime(utcMs: number): AstroTime {
  installDeltaT();
  return MakeTime(new Date(utcMs));
}

/**
 * Sidereal positions of the nine grahas at one instant: the seven planets, then Rahu and Ketu
 * (Ketu exactly opposite Rahu). The mean node always moves backwards; the true node can pause
 * and move forward, so its retrograde flag comes from its speed.
 */
export function siderealSnapshot(time: AstroTime, node: NodeMode = 'mean', ayanamsaName: AyanamsaName = DEFAULT_AYANAMSA): SiderealSnapshot {
  const ayanamsa = trueAyanamsa(ayanamsaName, time);
  const bodies: SiderealBody[] = PLANETS.map((name) => {
    const p = tropicalPosition(name, time);
    return { name, longitude: normalizeDegrees(p.longitude - ayanamsa), speed: p.speed, retrograde: p.speed < 0 };
  });
  const nodeAt = node === 'true' ? trueNodeLongitude : meanNodeLongitude;
  const rahu = normalizeDegrees(nodeAt(time) - ayanamsa);
  const speed = nodeSpeed(time, nodeAt);
  bodies.push({ name: 'Rahu', longitude: rahu, speed, retrograde: speed < 0 });
  bodies.push({ name: 'Ketu', longitude: normalizeDegrees(rahu + 180), speed, retrograde: speed < 0 });
  return { time, ayanamsa, bodies };
}
