/**
 * The limbs over one panchang day, from sunrise to the next sunrise, as an almanac lists them: the
 * tithi, nakshatra, yoga and karana running at sunrise, each with the instant it ends, then every
 * one that begins before the next sunrise. Usually one change for the first three and two or three
 * karanas; a limb that begins and ends between two sunrises (a kshaya tithi, say) is listed too.
 */
import { findCrossing, segmentAround } from './crossing';
import type { AngleAt } from './crossing';
import { elongationAt, moonLongitudeAt, yogaAngleAt } from './day-timeline';
import { NAKSHATRAS, NAKSHATRA_SPAN } from './nakshatra';
import { karanaOf, tithiOf, YOGAS } from './panchang';
import type { Paksha } from './panchang';
import { normalizeDegrees } from './angle';

export interface LimbSpan {
  startMs: number;
  endMs: number;
}

export interface TithiSpan extends LimbSpan { number: number; name: string; paksha: Paksha }
export interface NakshatraSpan extends LimbSpan { index: number; name: string; english: string }
export interface YogaSpan extends LimbSpan { number: number; name: string }
export interface KaranaSpan extends LimbSpan { number: number; name: string }

export interface LimbSpans {
  tithi: TithiSpan[];
  nakshatra: NakshatraSpan[];
  yoga: YogaSpan[];
  karana: KaranaSpan[];
}

/** Every limb here lasts under 27 hours; its ends are always found within this of any instant in it. */
const REACH_MS = 36 * 3_600_000;

/** The part of the circle the angle is in at `fromMs`, whole, then each part that begins before `toMs`. */
function partsOver(angleAt: AngleAt, span: number, fromMs: number, toMs: number): Array<{ index: number } & LimbSpan> {
  const parts = Math.round(360 / span);
  const first = segmentAround(angleAt, span, fromMs, REACH_MS);
  if (!first) throw new RangeError(`No limb boundary found around ${new Date(fromMs).toISOString()}`);
  const out: Array<{ index: number } & LimbSpan> = [first];
  for (let last = first; last.endMs < toMs; ) {
    const index = (last.index + 1) % parts;
    const endMs = findCrossing(angleAt, normalizeDegrees((index + 1) * span), last.endMs, last.endMs + REACH_MS);
    if (endMs === null) throw new RangeError(`No limb boundary found after ${new Date(last.endMs).toISOString()}`);
    last = { index, startMs: last.endMs, endMs };
    out.push(last);
  }
  return out;
}

/** The limbs running from `fromMs` (sunrise) and those that begin before `toMs` (the next sunrise). */
export function limbSpans(fromMs: number, toMs: number): LimbSpans {
  return {
    // The middle of a part names it, so the naming rules of tithiOf and karanaOf apply unchanged.
    tithi: partsOver(elongationAt, 12, fromMs, toMs).map(({ index, ...span }) => ({ ...tithiOf(index * 12 + 6), ...span })),
    nakshatra: partsOver(moonLongitudeAt(), NAKSHATRA_SPAN, fromMs, toMs).map(({ index, ...span }) => ({
      index, name: NAKSHATRAS[index]!.sanskrit, english: NAKSHATRAS[index]!.english, ...span,
    })),
    yoga: partsOver(yogaAngleAt, NAKSHATRA_SPAN, fromMs, toMs).map(({ index, ...span }) => ({ number: index + 1, name: YOGAS[index]!, ...span })),
    karana: partsOver(elongationAt, 6, fromMs, toMs).map(({ index, ...span }) => ({ ...karanaOf(index * 6 + 3), ...span })),
  };
}
