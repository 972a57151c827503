/**
 * Transit events inside a reading's period, found by sampling: a graha changing sign (ingress)
 * and a graha stopping to turn retrograde or direct (station). They are the same for everyone,
 * so they are computed once per period and kept in a small cache; houses are added per chart.
 *
 * Sampling steps are short enough for the real motions: a retrograde loop lasts weeks, so a
 * station is never missed, and only a dip into a sign shorter than one step could be (the Sun,
 * Jupiter, Saturn and the mean nodes never make one). Times are refined by bisection to minutes.
 */
import { normalizeDegrees } from './angle';
import { trueLahiriAyanamsa } from './ayanamsa';
import { tropicalLongitude } from './ephemeris';
import type { Planet } from './ephemeris';
import { meanNodeLongitude, trueNodeLongitude } from './lunar-node';
import { astroTime } from './sidereal-positions';
import type { NodeMode } from './sidereal-positions';
import type { Graha } from './zodiac';

const DAY_MS = 86_400_000;

/** Sidereal (Lahiri) longitude of a graha at an instant, exactly as the chart and transits compute it. */
export function siderealLongitude(graha: Graha, utcMs: number, node: NodeMode = 'mean'): number {
  const time = astroTime(utcMs);
  const ayanamsa = trueLahiriAyanamsa(time);
  if (graha === 'Rahu' || graha === 'Ketu') {
    const rahu = (node === 'true' ? trueNodeLongitude : meanNodeLongitude)(time) - ayanamsa;
    return normalizeDegrees(graha === 'Rahu' ? rahu : rahu + 180);
  }
  return normalizeDegrees(tropicalLongitude(graha as Planet, time).longitude - ayanamsa);
}

const signAt = (graha: Graha, ms: number, node: NodeMode) => Math.floor(siderealLongitude(graha, ms, node) / 30) % 12;

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
function refineIngress(graha: Graha, lo: number, hi: number, fromSign: number, toSign: number, node: NodeMode): number {
  const forward = toSign === (fromSign + 1) % 12;
  if (forward || toSign === (fromSign + 11) % 12) {
    const edge = (forward ? toSign : fromSign) * 30;
    const dist = (ms: number) => wrap180(siderealLongitude(graha, ms, node) - edge);
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
    if (signAt(graha, narrowLo, node) === fromSign && signAt(graha, narrowHi, node) !== fromSign) {
      lo = narrowLo;
      hi = narrowHi;
    }
  }
  while (hi - lo > REFINE_MS) {
    const mid = (lo + hi) / 2;
    if (signAt(graha, mid, node) === fromSign) lo = mid;
    else hi = mid;
  }
  return Math.round(hi);
}

/** Daily motion in degrees at an instant (central difference over ±3 hours). */
function speedAt(graha: Graha, ms: number, node: NodeMode): number {
  const h = DAY_MS / 8;
  return wrap180(siderealLongitude(graha, ms + h, node) - siderealLongitude(graha, ms - h, node)) * 4;
}

/**
 * The moment a graha stands still, by bisection on the sign of its speed. Bisected to the second,
 * not the hour: the bracket comes from a sampling grid anchored at the window's start, so a coarser
 * stop gave the same station different times in a week's and a month's reading.
 */
function refineStation(graha: Graha, lo: number, hi: number, node: NodeMode): number {
  const loSign = Math.sign(speedAt(graha, lo, node));
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (Math.sign(speedAt(graha, mid, node)) === loSign) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2);
}

/** Ingresses and stations of one graha in [startMs, endMs), in time order. */
export function scanGraha(graha: Graha, startMs: number, endMs: number, node: NodeMode = 'mean'): RawEvent[] {
  const step = STEP_DAYS[graha] * DAY_MS;
  const canStation = graha !== 'Sun' && graha !== 'Moon' && !((graha === 'Rahu' || graha === 'Ketu') && node === 'mean');
  // A station shows as a change of direction between two consecutive steps, so one close to either
  // end of the window needs a step beyond it: without these samples it would go unseen, and
  // windows laid end to end could each miss a station at their common edge.
  const times: number[] = canStation ? [startMs - step] : [];
  for (let t = startMs; t < endMs; t += step) times.push(t);
  times.push(endMs);
  if (canStation) times.push(endMs + step);
  const lons = times.map((t) => siderealLongitude(graha, t, node));
  const events: RawEvent[] = [];
  for (let i = 0; i + 1 < times.length; i++) {
    const from = Math.floor(lons[i]! / 30) % 12;
    const to = Math.floor(lons[i + 1]! / 30) % 12;
    if (from !== to) {
      const atMs = refineIngress(graha, times[i]!, times[i + 1]!, from, to, node);
      if (atMs >= startMs && atMs < endMs) {
        const toSign = signAt(graha, atMs, node);
        events.push({ kind: 'ingress', graha, atMs, fromSign: from, toSign, retrograde: wrap180(lons[i + 1]! - lons[i]!) < 0 });
      }
    }
    if (canStation && i + 2 < times.length) {
      const d1 = wrap180(lons[i + 1]! - lons[i]!);
      const d2 = wrap180(lons[i + 2]! - lons[i + 1]!);
      if (Math.sign(d1) !== Math.sign(d2) && d1 !== 0 && d2 !== 0) {
        const atMs = refineStation(graha, times[i]!, times[i + 2]!, node);
        if (atMs >= startMs && atMs < endMs) {
          events.push({ kind: 'station', graha, atMs, station: d2 < 0 ? 'retrograde' : 'direct', sign: signAt(graha, atMs, node) });
        }
      }
    }
  }
  return events.sort((a, b) => a.atMs - b.atMs);
}

const cache = new Map<string, RawEvent[]>();
const CACHE_SIZE = 64;

/** Events of several grahas in [startMs, endMs), memoised: every reading of the same period shares them. */
export function periodEvents(grahas: readonly Graha[], startMs: number, endMs: number, node: NodeMode = 'mean'): RawEvent[] {
  const key = `${grahas.join(',')}|${startMs}|${endMs}|${node}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const events = grahas.flatMap((g) => scanGraha(g, startMs, endMs, node)).sort((a, b) => a.atMs - b.atMs || a.graha.localeCompare(b.graha));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, events);
  return events;
}
