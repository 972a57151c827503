import { normalizeDegrees } from './angle';
import { kpLordsOf } from './kp-subs';
import { GRAHAS, SIGN_LORDS, signOf } from './zodiac';
import type { Graha } from './zodiac';

/** A graha's sidereal longitude, the only fact about it the significators need. */
export interface KpPlacement {
  name: Graha;
  longitude: number;
}

/**
 * The significators of one house in KP's four levels, strongest first (KP Reader IV):
 * 1. grahas in the star of an occupant; 2. the occupants; 3. grahas in the star of the house's
 * lord; 4. the lord. `all` is the four levels in that order, each graha once, at its strongest.
 */
export interface HouseSignificators {
  levels: [Graha[], Graha[], Graha[], Graha[]];
  all: Graha[];
}

/** The Placidus house (1–12) a longitude falls in: from its cusp up to the next cusp. */
export function bhavaOf(longitude: number, cusps: readonly number[]): number {
  for (let house = 0; house < 12; house++) {
    const width = normalizeDegrees(cusps[(house + 1) % 12]! - cusps[house]!);
    if (normalizeDegrees(longitude - cusps[house]!) < width) return house + 1;
  }
  throw new RangeError('The cusps do not go round the zodiac in order');
}

const inGrahaOrder = (set: ReadonlySet<Graha>): Graha[] => GRAHAS.filter((g) => set.has(g));

/**
 * The significators of the twelve houses, keyed 1–12. Rahu and Ketu act as agents of the lord of
 * the sign they stand in (decision 030): where that lord occupies a house, the node counts as an
 * occupant too, and where it owns one, as an owner; grahas in a node's star follow the node.
 */
export function kpSignificators(cusps: readonly number[], placements: readonly KpPlacement[]): Record<number, HouseSignificators> {
  const house = new Map(placements.map((p) => [p.name, bhavaOf(p.longitude, cusps)]));
  const star = new Map(placements.map((p) => [p.name, kpLordsOf(p.longitude).star]));
  const nodeAgents = (principals: ReadonlySet<Graha>): Graha[] => placements
    .filter((p) => (p.name === 'Rahu' || p.name === 'Ketu') && principals.has(SIGN_LORDS[signOf(p.longitude)]!))
    .map((p) => p.name);
  const inStarOf = (lords: ReadonlySet<Graha>): Set<Graha> => new Set(placements.filter((p) => lords.has(star.get(p.name)!)).map((p) => p.name));

  const out: Record<number, HouseSignificators> = {};
  for (let h = 1; h <= 12; h++) {
    const occupants = new Set(placements.filter((p) => house.get(p.name) === h).map((p) => p.name));
    for (const agent of nodeAgents(occupants)) occupants.add(agent);
    const owners = new Set<Graha>([SIGN_LORDS[signOf(cusps[h - 1]!)]!]);
    for (const agent of nodeAgents(owners)) owners.add(agent);
    const levels: HouseSignificators['levels'] = [
      inGrahaOrder(inStarOf(occupants)), inGrahaOrder(occupants), inGrahaOrder(inStarOf(owners)), inGrahaOrder(owners),
    ];
    out[h] = { levels, all: [...new Set(levels.flat())] };
  }
  return out;
}
