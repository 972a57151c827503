/**
 * Bhava arudhas (padas), BPHS ch. 29 ("Arudha") and Jaimini Sutras 1.3: the arudha of a house is
 * as far from the house's lord as the lord is from the house. If it falls in the house itself or
 * in the 7th from it, the 10th from where it fell is taken instead (so the 10th from the house, or
 * the 4th from it). The arudha of the 1st is the arudha lagna (AL), of the 12th the upapada (UL).
 * Variants are in docs/decisions/028.
 */
import { countingLord } from './jaimini-lords';
import type { JaiminiChart } from './jaimini-lords';

/** The arudha sign (0–11) of the house whose sign is `houseSign`. */
export function arudhaOfSign(chart: JaiminiChart, houseSign: number): number {
  const lordSign = chart.signs[countingLord(chart, houseSign)];
  const arudha = (2 * lordSign - houseSign + 24) % 12;
  const fromHouse = (arudha - houseSign + 12) % 12;
  return fromHouse === 0 || fromHouse === 6 ? (arudha + 9) % 12 : arudha;
}

/** The twelve bhava arudhas A1 … A12, houses counted by whole signs from the lagna. */
export function bhavaArudhas(chart: JaiminiChart): number[] {
  return Array.from({ length: 12 }, (_, house) => arudhaOfSign(chart, (chart.lagna + house) % 12));
}

export interface JaiminiPoints {
  /** Arudha lagna, the arudha of the 1st house. */
  arudhaLagna: number;
  /** Upapada, the arudha of the 12th house. */
  upapada: number;
}

export function jaiminiPointsOf(chart: JaiminiChart): JaiminiPoints {
  return { arudhaLagna: arudhaOfSign(chart, chart.lagna), upapada: arudhaOfSign(chart, (chart.lagna + 11) % 12) };
}
