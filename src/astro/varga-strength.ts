/**
 * Dignity across the divisional charts, BPHS ch. 7: how many vargas of a scheme (shadvarga,
 * saptavarga, dashavarga, shodasavarga) hold a graha in its own or exaltation sign, with the
 * name BPHS gives that count, and the Vimshopaka bala — a score out of 20 weighing each varga's
 * dignity by the varga's share in the scheme.
 *
 * Rahu and Ketu own no sign in Parashara's scheme of friendships, so they get neither.
 */
import type { Chart } from './chart';
import type { Planet } from './ephemeris';
import { compoundRelationship, exaltationSignOf, naturalRelationship, temporalFriend } from './strength';
import type { Relationship } from './strength';
import { vargaSignOf } from './vargas';
import type { Division, VargaName } from './vargas';
import { SIGN_LORDS } from './zodiac';

export type VargaScheme = 'shadvarga' | 'saptavarga' | 'dashavarga' | 'shodasavarga';

/** Each scheme's vargas and their Vimshopaka weights (each scheme adds to 20), BPHS ch. 7. */
const WEIGHTS: Readonly<Record<VargaScheme, ReadonlyArray<readonly [Division, number]>>> = {
  shadvarga: [[1, 6], [2, 2], [3, 4], [9, 5], [12, 2], [30, 1]],
  saptavarga: [[1, 5], [2, 2], [3, 3], [7, 2.5], [9, 4.5], [12, 2], [30, 1]],
  dashavarga: [[1, 3], [2, 1.5], [3, 1.5], [7, 1.5], [9, 1.5], [10, 1.5], [12, 1.5], [16, 1.5], [30, 1.5], [60, 5]],
  shodasavarga: [
    [1, 3.5], [2, 1], [3, 1], [4, 0.5], [7, 0.5], [9, 3], [10, 0.5], [12, 0.5],
    [16, 2], [20, 0.5], [24, 0.5], [27, 0.5], [30, 1], [40, 0.5], [45, 0.5], [60, 4],
  ],
};

/** The names BPHS ch. 7 gives a graha in 2, 3, … good vargas of each scheme (index 0 = two vargas). */
const COUNT_NAMES: Readonly<Record<VargaScheme, readonly string[]>> = {
  shadvarga: ['Kimshuka', 'Vyanjana', 'Chamara', 'Chhatra', 'Kundala'],
  saptavarga: ['Kimshuka', 'Vyanjana', 'Chamara', 'Chhatra', 'Kundala', 'Mukuta'],
  dashavarga: ['Parijata', 'Uttama', 'Gopura', 'Simhasana', 'Paravata', 'Devaloka', 'Brahmaloka', 'Airavata', 'Shridhama'],
  shodasavarga: [
    'Bhedaka', 'Kusuma', 'Nagapushpa', 'Kanduka', 'Kerala', 'Kalpavriksha', 'Chandanavana', 'Purnachandra',
    'Uchchaihshravas', 'Dhanvantari', 'Suryakanta', 'Vidruma', 'Shakrasimhasana', 'Goloka', 'Shrivallabha',
  ],
};

/**
 * Vimshopaka points of a graha in one varga, BPHS ch. 7: 20 in its own sign (and, as Jagannatha
 * Hora counts it, in its exaltation sign), else by the compound relationship with the sign's lord:
 * great friend 18, friend 15, neutral 10, enemy 7, great enemy 5.
 */
const RELATION_POINTS: Readonly<Record<Relationship, number>> = {
  'great-friend': 18, friend: 15, neutral: 10, enemy: 7, 'great-enemy': 5,
};

export interface VargaDignity {
  /** The vargas of the scheme where the graha is in its own or exaltation sign (moolatrikona signs are always one of these). */
  goodVargas: VargaName[];
  /** BPHS's name for that many good vargas; null below two. */
  name: string | null;
  /** Vimshopaka bala, 0–20. */
  vimshopaka: number;
}

/**
 * A graha's dignity in every scheme. The temporal half of each compound relationship is read, as
 * BPHS and Jagannatha Hora read it, from the rasi chart: where the lord stands from the graha in D1.
 */
export function vargaDignity(chart: Chart, planet: Planet): Record<VargaScheme, VargaDignity> {
  const d1 = (g: Planet): number => chart.bodies.find((b) => b.name === g)!.sign;
  const longitude = chart.bodies.find((b) => b.name === planet)!.longitude;
  const exaltation = exaltationSignOf(planet);
  // The schemes share most of their vargas: judge each division once.
  const judged = new Map<Division, { good: boolean; points: number }>();
  const judge = (division: Division): { good: boolean; points: number } => {
    let verdict = judged.get(division);
    if (!verdict) {
      const sign = vargaSignOf(longitude, division);
      const lord = SIGN_LORDS[sign]!;
      verdict = lord === planet || sign === exaltation
        ? { good: true, points: 20 }
        : { good: false, points: RELATION_POINTS[compoundRelationship(naturalRelationship(planet, lord), temporalFriend(d1(planet), d1(lord)))] };
      judged.set(division, verdict);
    }
    return verdict;
  };
  const out = {} as Record<VargaScheme, VargaDignity>;
  for (const scheme of Object.keys(WEIGHTS) as VargaScheme[]) {
    const goodVargas: VargaName[] = [];
    let vimshopaka = 0;
    for (const [division, weight] of WEIGHTS[scheme]) {
      const { good, points } = judge(division);
      if (good) goodVargas.push(`D${division}`);
      vimshopaka += (weight * points) / 20;
    }
    out[scheme] = { goodVargas, name: COUNT_NAMES[scheme][goodVargas.length - 2] ?? null, vimshopaka };
  }
  return out;
}
