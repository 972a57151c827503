/**
 * What changes during one civil day at a place, local midnight to the next local midnight: the
 * Moon's sign and nakshatra, the tithi and the yoga, each as segments with the instants they begin
 * and end. Sign changes come from the transit scanner (the same ingress refinement the reading's
 * transits use); the other limbs from the crossing finder, on the same sidereal longitudes.
 */
import { normalizeDegrees } from './angle';
import { crossingsIn, segmentsIn } from './crossing';
import type { AngleAt } from './crossing';
import { localToUtc } from './local-time';
import { NAKSHATRAS, NAKSHATRA_LORDS, NAKSHATRA_SPAN } from './nakshatra';
import { tithiOf, YOGAS } from './panchang';
import type { Paksha, PanchangPlace } from './panchang';
import { ALMANAC_SKY, scanGraha, siderealLongitude } from './transit-events';
import type { RawIngress, SkyBasis } from './transit-events';
import { SIGNS } from './zodiac';
import type { Graha } from './zodiac';

const HOUR_MS = 3_600_000;

/** Sidereal longitude of the Moon in a zodiac (the node setting never changes it). */
export const moonLongitudeAt = (basis: SkyBasis = ALMANAC_SKY): AngleAt => (ms) => siderealLongitude('Moon', ms, basis);

/** Moon − Sun, [0, 360): the tithi angle (the ayanamsa cancels, so it is the same in any zodiac). */
export function elongationAt(ms: number): number {
  return normalizeDegrees(siderealLongitude('Moon', ms) - siderealLongitude('Sun', ms));
}

/** Sun + Moon (sidereal), [0, 360): the yoga angle. */
export function yogaAngleAt(ms: number): number {
  return normalizeDegrees(siderealLongitude('Sun', ms) + siderealLongitude('Moon', ms));
}

/** Start and end of a segment of the day: null start = began before the day, null end = runs past it. */
export interface Span {
  startMs: number | null;
  endMs: number | null;
}

export interface SignSegment extends Span { sign: number; name: string }
export interface NakshatraSegment extends Span { index: number; name: string; lord: Graha }
export interface TithiSegment extends Span { number: number; name: string; paksha: Paksha }
export interface YogaSegment extends Span { number: number; name: string }

export interface DayTimeline {
  date: string;
  /** The civil day: local 00:00 to the next local 00:00 (23 or 25 hours across a DST change). */
  startMs: number;
  endMs: number;
  moonSigns: SignSegment[];
  nakshatras: NakshatraSegment[];
  tithis: TithiSegment[];
  yogas: YogaSegment[];
}

/** The civil date after 'YYYY-MM-DD' (or `days` later). */
export function addDays(date: string, days = 1): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instants of local 00:00 on a date and on the next one. */
export function civilDayBounds(date: string, timezone: string): { startMs: number; endMs: number } {
  return {
    startMs: localToUtc(date, '00:00', timezone).utcMs,
    endMs: localToUtc(addDays(date), '00:00', timezone).utcMs,
  };
}

function moonSignSegments(startMs: number, endMs: number, basis: SkyBasis): SignSegment[] {
  const ingresses = scanGraha('Moon', startMs, endMs, basis).filter((e): e is RawIngress => e.kind === 'ingress');
  const segments: SignSegment[] = [];
  let sign = Math.floor(siderealLongitude('Moon', startMs, basis) / 30) % 12;
  let from: number | null = null;
  for (const e of ingresses) {
    segments.push({ sign, name: SIGNS[sign]!.sanskrit, startMs: from, endMs: e.atMs });
    sign = e.toSign;
    from = e.atMs;
  }
  segments.push({ sign, name: SIGNS[sign]!.sanskrit, startMs: from, endMs: null });
  return segments;
}

/**
 * The day's timeline for a civil date 'YYYY-MM-DD' at a place. The Moon's signs and nakshatras are
 * in the zodiac asked for (a reader's own, for their tara and chandra bala); the tithi needs none,
 * and the yoga is the almanac's (Lahiri), as the panchang prints it.
 */
export function dayTimeline(date: string, place: PanchangPlace, basis: SkyBasis = ALMANAC_SKY): DayTimeline {
  const { startMs, endMs } = civilDayBounds(date, place.timezone);
  return {
    date,
    startMs,
    endMs,
    moonSigns: moonSignSegments(startMs, endMs, basis),
    nakshatras: segmentsIn(moonLongitudeAt(basis), NAKSHATRA_SPAN, startMs, endMs).map(({ index, ...span }) => ({
      index, name: NAKSHATRAS[index]!.sanskrit, lord: NAKSHATRA_LORDS[index % 9]!, ...span,
    })),
    // The middle of a tithi's 12° names it, so tithiOf's own rounding rules apply unchanged.
    tithis: segmentsIn(elongationAt, 12, startMs, endMs).map(({ index, ...span }) => ({ ...tithiOf(index * 12 + 6), ...span })),
    yogas: segmentsIn(yogaAngleAt, NAKSHATRA_SPAN, startMs, endMs).map(({ index, ...span }) => ({ number: index + 1, name: YOGAS[index]!, ...span })),
  };
}

export interface MoonConjunction {
  key: string;
  /** The instant the Moon's sidereal longitude passes the target. */
  atMs: number;
}

/**
 * Each instant in [startMs, endMs) at which the transiting Moon passes exactly over one of the
 * targets (natal planets, by their sidereal longitudes), in time order. The Moon moves 12–15° a
 * day, so sampling every six hours brackets every pass.
 */
export function moonConjunctions(
  startMs: number,
  endMs: number,
  targets: ReadonlyArray<{ key: string; longitude: number }>,
  basis: SkyBasis = ALMANAC_SKY,
): MoonConjunction[] {
  const moon = moonLongitudeAt(basis);
  return targets
    .flatMap((t) => crossingsIn(moon, normalizeDegrees(t.longitude), startMs, endMs, 6 * HOUR_MS).map((atMs) => ({ key: t.key, atMs })))
    .sort((a, b) => a.atMs - b.atMs || a.key.localeCompare(b.key));
}
