/**
 * The sign placements Jaimini's techniques read, and the lord a count from a sign goes to. Jaimini
 * gives Scorpio two lords (Mars and Ketu) and Aquarius two (Saturn and Rahu); arudhas and chara
 * dasha count to the stronger of the two, chosen by the rules recorded in docs/decisions/028.
 */
import type { Chart } from './chart';
import { GRAHAS, SIGN_LORDS, dignityOf } from './zodiac';
import type { Graha } from './zodiac';

/** Sign indices 0–11 from Aries; degrees within the sign, [0, 30). */
export interface JaiminiChart {
  lagna: number;
  signs: Readonly<Record<Graha, number>>;
  degrees: Readonly<Record<Graha, number>>;
}

export function jaiminiChartOf(chart: Chart): JaiminiChart {
  return {
    lagna: chart.ascendant.sign,
    signs: Object.fromEntries(chart.bodies.map((b) => [b.name, b.sign])) as Record<Graha, number>,
    degrees: Object.fromEntries(chart.bodies.map((b) => [b.name, b.degree])) as Record<Graha, number>,
  };
}

const SCORPIO = 7;
const AQUARIUS = 10;

/** Jaimini Sutras: Ketu co-rules Scorpio with Mars, Rahu Aquarius with Saturn. */
export function lordsOf(sign: number): readonly Graha[] {
  if (sign === SCORPIO) return ['Mars', 'Ketu'];
  if (sign === AQUARIUS) return ['Saturn', 'Rahu'];
  return [SIGN_LORDS[sign]!];
}

/** Grahas other than `graha` in its sign. */
const companions = (chart: JaiminiChart, graha: Graha): number =>
  GRAHAS.filter((g) => g !== graha && chart.signs[g] === chart.signs[graha]).length;

/** 2 dual, 1 fixed, 0 movable: dual signs are the strongest, movable the weakest. */
const signRank = (sign: number): number => [0, 1, 2][sign % 3]!;

/**
 * The lord a count from `sign` goes to. For Scorpio and Aquarius, in this order: a lord in the
 * sign itself gives way to the other; then the lord with more grahas beside it; then an exalted
 * lord; then the lord in the stronger kind of sign (dual, fixed, movable); then the one further on
 * in its sign. Rahu and Ketu take no exaltation here, as in zodiac.ts.
 */
export function countingLord(chart: JaiminiChart, sign: number): Graha {
  const lords = lordsOf(sign);
  if (lords.length === 1) return lords[0]!;
  const [first, second] = lords as [Graha, Graha];
  const inSign = (g: Graha) => chart.signs[g] === sign;
  if (inSign(first) !== inSign(second)) return inSign(first) ? second : first;
  const tests: ReadonlyArray<(g: Graha) => number> = [
    (g) => companions(chart, g),
    (g) => (dignityOf(g, chart.signs[g]) === 'exalted' ? 1 : 0),
    (g) => signRank(chart.signs[g]),
    (g) => chart.degrees[g],
  ];
  for (const test of tests) {
    const a = test(first);
    const b = test(second);
    if (a !== b) return a > b ? first : second;
  }
  return first;
}
