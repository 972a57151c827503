/**
 * Lagna shuddhi: which rising signs inside a good day may carry a wedding or a house-entry. The
 * rules applied, from Muhurta Chintamani's vivaha and griha-pravesha chapters in our own words:
 * - the 8th house from the lagna holds no graha at all (ashtama shuddhi), for both;
 * - for a wedding, no malefic (Sun, Mars, Saturn, Rahu, Ketu) in the 7th (saptama/jamitra
 *   shuddhi), and the Moon not in the 6th, 8th or 12th from the lagna;
 * - for a house-entry, a fixed or dual lagna only (a movable one would not let the household
 *   settle); for a wedding a fixed or dual lagna is preferred, and so is a benefic (Jupiter,
 *   Venus, Mercury) in a kendra (1, 4, 7, 10) or trikona (5, 9): both raise the grade.
 * Houses are whole signs from the lagna, as the almanacs count them.
 */
import { ascendantLongitude } from './ascendant';
import { normalizeDegrees } from './angle';
import { trueLahiriAyanamsa } from './ayanamsa';
import type { MuhurtaReason } from './muhurta';
import type { LagnaRule } from './muhurta-rules';
import type { PanchangPlace } from './panchang';
import { astroTime, siderealSnapshot } from './sidereal-positions';
import { houseFrom, signOf, SIGNS } from './zodiac';

export interface LagnaSpan {
  startMs: number;
  endMs: number;
  sign: number;
  name: string;
  /** False when the rules above refuse it; `reasons` says why or why it is strong. */
  allowed: boolean;
  /** Fixed or dual sign, and a benefic in a kendra or trikona. */
  strong: boolean;
  reasons: string[];
  /** The reasons of an allowed lagna as data (empty when refused). */
  why: MuhurtaReason[];
}

const MALEFICS = new Set(['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu']);
const BENEFICS = new Set(['Jupiter', 'Venus', 'Mercury']);
const KENDRA_TRIKONA = new Set([1, 4, 5, 7, 9, 10]);
/** Movable (chara) signs: Mesha, Karka, Tula, Makara. */
const MOVABLE = new Set([0, 3, 6, 9]);

const STEP_MS = 10 * 60_000;

export function siderealAscendant(ms: number, place: PanchangPlace): number {
  const time = astroTime(ms);
  return normalizeDegrees(ascendantLongitude(time, place.latitude, place.longitude) - trueLahiriAyanamsa(time));
}

function judge(rule: Exclude<LagnaRule, null>, sign: number, atMs: number): Pick<LagnaSpan, 'allowed' | 'strong' | 'reasons' | 'why'> {
  const bodies = siderealSnapshot(astroTime(atMs)).bodies.map((b) => ({ name: b.name, house: houseFrom(signOf(b.longitude), sign) }));
  const name = SIGNS[sign]!.english;
  const refusals: string[] = [];
  const eighth = bodies.filter((b) => b.house === 8).map((b) => b.name);
  if (eighth.length) refusals.push(`${eighth.join(', ')} in the 8th from the ${name} lagna`);
  if (rule === 'vivah') {
    const seventh = bodies.filter((b) => b.house === 7 && MALEFICS.has(b.name)).map((b) => b.name);
    if (seventh.length) refusals.push(`${seventh.join(', ')} in the 7th from the ${name} lagna`);
    const moon = bodies.find((b) => b.name === 'Moon')!;
    if ([6, 8, 12].includes(moon.house)) refusals.push(`the Moon in the ${moon.house}th from the ${name} lagna`);
  }
  if (rule === 'griha-pravesh' && MOVABLE.has(sign)) refusals.push(`${name} is a movable lagna`);
  const benefics = bodies.filter((b) => BENEFICS.has(b.name) && KENDRA_TRIKONA.has(b.house)).map((b) => b.name);
  const strong = !MOVABLE.has(sign) && benefics.length > 0;
  const reasons = refusals.length ? refusals : [
    `${name} lagna with the 8th house empty${rule === 'vivah' ? ' and no malefic in the 7th' : ''}`,
    ...(benefics.length ? [`${benefics.join(', ')} in a kendra or trikona from the lagna`] : []),
  ];
  const why: MuhurtaReason[] = refusals.length ? [] : [
    { key: 'lagna', sign, rule },
    ...(benefics.length ? [{ key: 'benefics' as const, grahas: benefics }] : []),
  ];
  return { allowed: refusals.length === 0, strong, reasons, why };
}

/** The instant the ascendant leaves `sign`, between lo (still in it) and hi (past it), to 30 s. */
function signEdge(lo: number, hi: number, sign: number, place: PanchangPlace): number {
  while (hi - lo > 30_000) {
    const mid = (lo + hi) / 2;
    if (signOf(siderealAscendant(mid, place)) === sign) lo = mid;
    else hi = mid;
  }
  return Math.round(hi);
}

/** The rising signs over [fromMs, toMs), each judged by the event's lagna rule. */
export function lagnaSpans(rule: Exclude<LagnaRule, null>, place: PanchangPlace, fromMs: number, toMs: number): LagnaSpan[] {
  const spans: LagnaSpan[] = [];
  let start = fromMs;
  let sign = signOf(siderealAscendant(fromMs, place));
  const close = (endMs: number) => {
    spans.push({ startMs: start, endMs, sign, name: SIGNS[sign]!.english, ...judge(rule, sign, (start + endMs) / 2) });
  };
  for (let prev = fromMs; prev < toMs; prev += STEP_MS) {
    const at = Math.min(prev + STEP_MS, toMs);
    const now = signOf(siderealAscendant(at, place));
    if (now !== sign) {
      const edge = signEdge(prev, at, sign, place);
      close(edge);
      start = edge;
      sign = signOf(siderealAscendant(edge, place));
    }
  }
  if (toMs > start) close(toMs);
  return spans;
}
