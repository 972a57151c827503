/**
 * Transit events inside a reading's period, found by sampling: a graha changing sign (ingress)
 * and a graha stopping to turn retrograde or direct (station). They are the same for everyone who
 * counts in the same zodiac, so they are computed once per period and zodiac and kept in a small
 * cache; houses are added per chart.
 *
 * Sampling steps are short enough for the real motions: a retrograde loop lasts weeks, so a
 * station is never missed, and only a dip into a sign shorter than one step could be (the Sun,
 * Jupiter, Saturn and the mean nodes never make one). Times are refined by bisection to minutes.
 */
import { normalizeDegrees } from './angle';
import { trueAyanamsa, trueLahiriAyanamsa } from './ayanamsa';
import type { AyanamsaName } from './ayanamsa';
import { tropicalLongitude } from './ephemeris';
import type { Planet } from './ephemeris';
import { meanNodeLongitude, trueNodeLongitude } from './lunar-node';
import { astroTime } from './sidereal-positions';
import type { NodeMode } from './sidereal-positions';
import type { Graha } from './zodiac';

const DAY_MS = 86_400_000;

/**
 * The zodiac a transit is measured in: an ayanamsa and a node. A reader's sky is their chart's
 * (a chart's `input` is one), so an ingress falls on the date of their own zodiac (decision 046).
 */
export interface SkyBasis {
  ayanamsa: AyanamsaName;
  node: NodeMode;
}

/** The almanac's sky: Lahiri and the mean node, as Indian almanacs print it (the panchang, the public pages). */
export const ALMANAC_SKY: Readonly<SkyBasis> = { ayanamsa: 'lahiri', node: 'mean' };

/** A short key for caches: events found in one zodiac must never be served for another. */
export const skyKey = (basis: SkyBasis): string => `${basis.ayanamsa}/${basis.node}`;

/** Sidereal longitude of a graha at an instant in a zodiac (Lahiri, mean node by default), exactly as the chart computes it. */
export function siderealLongitude(graha: Graha, utcMs: number, basis: SkyBasis = ALMANAC_SKY): number {
  const time = astroTime(utcMs);
  // Lahiri straight from its series: through trueAyanamsa it would differ in the last bit, and a
  // Lahiri reader's ingress times must stay exactly what they were.
  const ayanamsa = basis.ayanamsa === 'lahiri' ? trueLahiriAyanamsa(time) : trueAyanamsa(basis.ayanamsa, time);
  if (graha === 'Rahu' || graha === 'Ketu') {
    const rahu = (basis.node === 'true' ? trueNodeLongitude : meanNodeLongitude)(time) - ayanamsa;
    return normalizeDegrees(graha === 'Rahu' ? rahu : rahu + 180);
  }
  return normalizeDegrees(tropicalLongitude(graha as Planet, time).longitude - ayanamsa);
}

const signAt = (graha: Graha, ms: number, basis: SkyBasis) => Math.floor(siderealLongitude(graha, ms, basis) / 30) % 12;

function wrap180(d: number): number {
  return d > 180 ? d - 360 : d < -180 ? d + 360 : d;
}

export interface RawIngress {
  kind: 'ingress';
  graha: Graha;
  atMs: number;
  fromSign: number;
  toSign: number;
  /** Crossed moving backwards (a retrograde planet, or the nodes, which always move so). */
  retrograde: boolean;
}

export interface RawStation {
  kind: 'station';
  graha: Graha;
  atMs: number;
  /** What the planet turns: 'retrograde' (vakri) or 'direct' (margi). */
  station: 'retrograde' | 'direct';
  sign: number;
}

export type RawEvent = RawIngress | RawStation;

/** Days between samples: well under the shortest stay in a sign or retrograde loop of each. */
const STEP_DAYS: Record<Graha, number> = {
  Moon: 0.25, Sun: 7, Mercury: 2.5, Venus: 3, Mars: 4, Jupiter: 8, Saturn: 8, Rahu: 8, Ketu: 8,
};
const REFINE_MS = 60_000;

/**
 * The first instant in (lo, hi] in a sign other than `fromSign`. Motion is close to linear over a
 * step, so regula falsi (the Illinois variant) on the distance to the sign's edge narrows it in a
 * few evaluations; bisection on the sign itself then makes sure the returned instant is past it.
 */
function refineIngress(graha: Graha, lo: number, hi: number, fromSign: number, toSign: number, basis: SkyBasis): number {
  const forward = toSign === (fromSign + 1) % 12;
  if (forward || toSign === (fromSign + 11) % 12) {
    const edge = (forward ? toSign : fromSign) * 30;
    const dist = (ms: number) => wrap180(siderealLongitude(graha, ms, basis) - edge);
    let a = lo;
    let b = hi;
    let fa = dist(a);
    let fb = dist(b);
    for (let i = 0; i < 20 && Math.abs(b - a) > REFINE_MS && fa * fb < 0; i++) {
      const c = (a * fb - b * fa) / (fb - fa);
      const fc = dist(c);
      if (fc * fb < 0) {
        a = b;
        fa = fb;
      } else {
        fa /= 2;
      }
      b = c;
      fb = fc;
    }
    const narrowLo = Math.max(lo, Math.min(a, b) - REFINE_MS);
    const narrowHi = Math.min(hi, Math.max(a, b) + REFINE_MS);
    if (signAt(graha, narrowLo, basis) === fromSign && signAt(graha, narrowHi, basis) !== fromSign) {
      lo = narrowLo;
      hi = narrowHi;
    }
  }
  while (hi - lo > REFINE_MS) {
    const mid = (lo + hi) / 2;
    if (signAt(graha, mid, basis) === fromSign) lo = mid;
    else hi = mid;
  }
  return Math.round(hi);
}

/** Daily motion in degrees at an instant (central difference over ±3 hours). */
function speedAt(graha: Graha, ms: number, basis: SkyBasis): number {
  const h = DAY_MS / 8;
  return wrap180(siderealLongitude(graha, ms + h, basis) - siderealLongitude(graha, ms - h, basis)) * 4;
}

/**
 * The moment a graha stands still, by bisection on the sign of its speed. Bisected to the second,
 * not the hour: the bracket comes from a sampling grid anchored at the window's start, so a coarser
 * stop gave the same station different times in a week's and a month's reading.
 */
function refineStation(graha: Graha, lo: number, hi: number, basis: SkyBasis): number {
  const loSign = Math.sign(speedAt(graha, lo, basis));
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (Math.sign(speedAt(graha, mid, basis)) === loSign) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2);
}

/** Ingresses and stations of one graha in [startMs, endMs), in time order. */
export function scanGraha(graha: Graha, startMs: number, endMs: number, basis: SkyBasis = ALMANAC_SKY): RawEvent[] {
  const step = STEP_DAYS[graha] * DAY_MS;
  const canStation = graha !== 'Sun' && graha !== 'Moon' && !((graha === 'Rahu' || graha === 'Ketu') && basis.node === 'mean');
  // A station shows as a change of direction between two consecutive steps, so one close to either
  // end of the window needs a step beyond it: without these samples it would go unseen, and
  // windows laid end to end could each miss a station at their common edge.
  const times: number[] = canStation ? [startMs - step] : [];
  for (let t = startMs; t < endMs; t += step) times.push(t);
  times.push(endMs);
  if (canStation) times.push(endMs + step);
  const lons = times.map((t) => siderealLongitude(graha, t, basis));
  const events: RawEvent[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const from = Math.floor(lons[i]! / 30) % 12;
    const to = Math.floor(lons[i + 1]! / 30) % 12;
    if (from !== to) {
      const atMs = refineIngress(graha, times[i]!, times[i + 1]!, from, to, basis);
      if (atMs >= startMs && atMs < endMs) {
        const toSign = signAt(graha, atMs, basis);
        events.push({ kind: 'ingress', graha, atMs, fromSign: from, toSign, retrograde: wrap180(lons[i + 1]! - lons[i]!) < 0 });
      }
    }
    if (canStation && i + 2 < times.length) {
      const d1 = wrap180(lons[i + 1]! - lons[i]!);
      const d2 = wrap180(lons[i + 2]! - lons[i + 1]!);
      if (Math.sign(d1) !== Math.sign(d2) && d1 !== 0 && d2 !== 0) {
        const atMs = refineStation(graha, times[i]!, times[i + 2]!, basis);
        if (atMs >= startMs && atMs < endMs) {
          events.push({ kind: 'station', graha, atMs, station: d2 < 0 ? 'retrograde' : 'direct', sign: signAt(graha, atMs, basis) });
        }
      }
    }
  }
  return events.sort((a, b) => a.atMs - b.atMs);
}

const cache = new Map<string, RawEvent[]>();
const CACHE_SIZE = 64;

/** Events of several grahas in [startMs, endMs), memoised: every reading of the same period shares them. */
export function periodEvents(grahas: readonly Graha[], startMs: number, endMs: number, basis: SkyBasis = ALMANAC_SKY): RawEvent[] {
  const key = `${grahas.join(',')}|${startMs}|${endMs}|${skyKey(basis)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const events = grahas.flatMap((g) => scanGraha(g, startMs, endMs, basis)).sort((a, b) => a.atMs - b.atMs || a.graha.localeCompare(b.graha));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, events);
  return events;
}
