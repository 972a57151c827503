/**
 * Kaal Sarp dosha: the seven grahas from the Sun to Saturn all on one side of the Rahu–Ketu axis,
 * hemmed between the two nodes. Both sides count, whether the grahas fill the arc from Rahu forward
 * to Ketu or from Ketu forward to Rahu (some call the second Kaal Amrit; common practice names
 * both Kaal Sarp). It is partial when exactly one graha stands outside the hemmed half.
 *
 * The degree rule: which side a graha is on is decided by its exact sidereal longitude, never by
 * its sign. The axis runs from Rahu's degree to Ketu's, so a graha sharing a sign with a node is
 * inside when its degree lies on the hemmed side of that node and outside when it lies beyond it
 * (Rahu at 10° Aries and the Sun at 5° Aries put the Sun on the other half from a Mars at 20°
 * Aries). A graha within a degree of a node makes the result borderline: a small change in the
 * birth time, or the true node in place of the mean one, can carry it across.
 *
 * The named type goes by Rahu's whole-sign house from the lagna, Anant (1st) to Sheshnag (12th),
 * the twelve serpents of the common almanac lists.
 */
import { normalizeDegrees } from './angle';
import { bodyOf } from './chart';
import type { Chart } from './chart';
import { PLANETS } from './ephemeris';
import type { Planet } from './ephemeris';
import { houseFrom, signOf } from './zodiac';

export const KAAL_SARP_TYPES = [
  'anant', 'kulik', 'vasuki', 'shankhpal', 'padma', 'mahapadma',
  'takshak', 'karkotak', 'shankhachood', 'ghatak', 'vishdhar', 'sheshnag',
] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

/** Within this many degrees of a node, a graha's side of the axis is not certain. */
export const NODE_MARGIN_DEGREES = 1;

export interface KaalSarp {
  /** All seven on one side; all but one; or neither. */
  status: 'full' | 'partial' | 'none';
  /** The serpent named by Rahu's house; null when there is no Kaal Sarp. */
  type: KaalSarpType | null;
  /** Rahu's whole-sign house from the lagna (Ketu is in the 7th from it). */
  rahuHouse: number;
  /** The graha outside the hemmed half when partial; none otherwise. */
  outside: Planet | null;
  /** A graha within a degree of a node could fall on the other half and change the status. */
  borderline: boolean;
}

export interface KaalSarpInput {
  lagnaSign: number;
  rahuLongitude: number;
  /** Sidereal longitudes of the seven grahas. */
  longitudes: Readonly<Record<Planet, number>>;
}

/** Full, partial or none from how many of the seven lie on the Rahu-to-Ketu half. */
function statusOf(onRahuToKetu: number): KaalSarp['status'] {
  const fewer = Math.min(onRahuToKetu, PLANETS.length - onRahuToKetu);
  return fewer === 0 ? 'full' : fewer === 1 ? 'partial' : 'none';
}

export function kaalSarpOf(input: KaalSarpInput): KaalSarp {
  const rahuHouse = houseFrom(signOf(normalizeDegrees(input.rahuLongitude)), input.lagnaSign);
  // Degrees travelled forward from Rahu: under 180 is the half from Rahu to Ketu, the rest the other half.
  const past = (p: Planet) => normalizeDegrees(input.longitudes[p] - input.rahuLongitude);
  const rahuToKetu = PLANETS.filter((p) => past(p) < 180);
  const ketuToRahu = PLANETS.filter((p) => past(p) >= 180);
  const status = statusOf(rahuToKetu.length);
  const lone = rahuToKetu.length === 1 ? rahuToKetu[0]! : ketuToRahu.length === 1 ? ketuToRahu[0]! : null;
  // Borderline only when moving a graha that sits by a node to the other half would change the answer.
  const nearNode = PLANETS.filter((p) => Math.min(past(p) % 180, 180 - (past(p) % 180)) < NODE_MARGIN_DEGREES);
  const borderline = nearNode.some((p) => statusOf(rahuToKetu.length + (rahuToKetu.includes(p) ? -1 : 1)) !== status);
  return {
    status,
    type: status === 'none' ? null : KAAL_SARP_TYPES[rahuHouse - 1]!,
    rahuHouse,
    outside: status === 'partial' ? lone : null,
    borderline,
  };
}

/** Kaal Sarp of a birth chart, with the chart's own node (mean unless the chart asked for the true one). */
export function kaalSarp(chart: Chart): KaalSarp {
  return kaalSarpOf({
    lagnaSign: chart.ascendant.sign,
    rahuLongitude: bodyOf(chart, 'Rahu').longitude,
    longitudes: Object.fromEntries(PLANETS.map((p) => [p, bodyOf(chart, p).longitude])) as Record<Planet, number>,
  });
}
