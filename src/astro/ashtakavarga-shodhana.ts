/**
 * The reductions of a bhinnashtakavarga before its pindas are taken: trikona shodhana (BPHS
 * ch. 67) and ekadhipatya shodhana (BPHS ch. 68), then the rasi, graha and shodhya pindas
 * (BPHS ch. 69) from which longevity and transit timings are worked out.
 */
import { AV_CONTRIBUTORS, AV_PLANETS } from './ashtakavarga';
import type { Ashtakavarga, AvContributor, SignRow } from './ashtakavarga';
import type { Planet } from './ephemeris';

/**
 * Trikona shodhana, BPHS ch. 67: in each triangle of signs (Aries–Leo–Sagittarius, Taurus–Virgo–
 * Capricorn, Gemini–Libra–Aquarius, Cancer–Scorpio–Pisces) take the least count from all three;
 * if one of them is already empty nothing is taken, and three equal counts all go to zero (which
 * the same subtraction gives).
 */
export function trikonaShodhana(row: readonly number[]): SignRow {
  const out = [...row];
  for (let first = 0; first < 4; first++) {
    const signs = [first, first + 4, first + 8];
    const least = Math.min(...signs.map((s) => row[s]!));
    if (least === 0) continue;
    for (const s of signs) out[s] = row[s]! - least;
  }
  return out;
}

/** The five pairs of signs with one lord; Cancer and Leo stand alone and are never reduced. */
const SAME_LORD_PAIRS: ReadonlyArray<readonly [number, number]> = [[0, 7], [1, 6], [2, 5], [8, 11], [9, 10]];

/**
 * Ekadhipatya shodhana, BPHS ch. 68, on a row already reduced by trikona, for each pair of signs
 * with one lord ("occupied": a graha from the Sun to Saturn, or the lagna, stands there — the lagna
 * counts as P.V.R. Narasimha Rao's worked example counts it, docs/decisions/026):
 * - either sign empty of bindus, or both signs occupied: no change;
 * - neither occupied: equal counts both go to zero, else the larger is cut to the smaller;
 * - one occupied: if the unoccupied one holds fewer or as many bindus it goes to zero, if it
 *   holds more it is cut to the occupied one's count.
 */
export function ekadhipatyaShodhana(row: readonly number[], occupied: readonly boolean[]): SignRow {
  const out = [...row];
  for (const [a, b] of SAME_LORD_PAIRS) {
    const [ca, cb] = [row[a]!, row[b]!];
    if (ca === 0 || cb === 0 || (occupied[a] && occupied[b])) continue;
    if (!occupied[a] && !occupied[b]) {
      if (ca === cb) out[a] = out[b] = 0;
      else out[a] = out[b] = Math.min(ca, cb);
      continue;
    }
    const [free, held] = occupied[a] ? [b, a] : [a, b];
    out[free] = row[free]! <= row[held]! ? 0 : row[held]!;
  }
  return out;
}

/** Rasi gunakara, BPHS ch. 69: the multiplier of each sign, Aries to Pisces. */
const RASI_MULTIPLIER: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
/** Graha gunakara, BPHS ch. 69. */
const GRAHA_MULTIPLIER: Readonly<Record<Planet, number>> = { Sun: 5, Moon: 5, Mars: 8, Mercury: 5, Jupiter: 10, Venus: 7, Saturn: 5 };

export interface Pindas {
  rasi: number;
  graha: number;
  /** Shodhya pinda: rasi plus graha pinda. */
  shodhya: number;
}

/**
 * The pindas of one reduced row: each sign's bindus times its sign's multiplier (rasi pinda), and
 * the bindus of the sign each graha occupies times that graha's multiplier (graha pinda).
 */
export function pindasOf(reduced: readonly number[], planetSigns: Readonly<Record<Planet, number>>): Pindas {
  const rasi = reduced.reduce((sum, bindus, sign) => sum + bindus * RASI_MULTIPLIER[sign]!, 0);
  const graha = (Object.keys(GRAHA_MULTIPLIER) as Planet[]).reduce((sum, p) => sum + reduced[planetSigns[p]]! * GRAHA_MULTIPLIER[p], 0);
  return { rasi, graha, shodhya: rasi + graha };
}

export interface ReducedRow {
  /** After trikona shodhana. */
  trikona: SignRow;
  /** After trikona then ekadhipatya shodhana. */
  reduced: SignRow;
  pindas: Pindas;
}

/** Both reductions and the pindas of each graha's bhinnashtakavarga, from the same signs the ashtakavarga was built from. */
export function reduceAshtakavarga(av: Ashtakavarga, signs: Readonly<Record<AvContributor, number>>): Record<Planet, ReducedRow> {
  const occupied = Array.from({ length: 12 }, (_, sign) => AV_CONTRIBUTORS.some((c) => signs[c] === sign));
  const out = {} as Record<Planet, ReducedRow>;
  for (const planet of AV_PLANETS) {
    const trikona = trikonaShodhana(av.bav[planet]);
    const reduced = ekadhipatyaShodhana(trikona, occupied);
    out[planet] = { trikona, reduced, pindas: pindasOf(reduced, signs) };
  }
  return out;
}
