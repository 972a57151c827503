/**
 * When does an ever-increasing angle reach a given value? The panchang's angles — the Moon's
 * longitude, the Moon–Sun elongation (tithi), the Sun + Moon sum (yoga), the Sun's longitude —
 * only ever move forward, at nearly constant speed over a day, so a crossing is bracketed by two
 * samples and narrowed by regula falsi (the Illinois variant): a handful of evaluations reach a
 * second, where bisection would need twenty.
 */
import { differenceDegrees, normalizeDegrees } from './angle';

/** An angle in degrees as a function of the instant (ms since 1970 UTC). */
export type AngleAt = (utcMs: number) => number;

/** Crossings are narrowed to this; the engine shows minutes, so a second is ample. */
const TOLERANCE_MS = 1_000;

/**
 * The first whole second (as ms) at which `angleAt` has passed `target`, given
 * an angle that is short of the target at `loMs` and past it at `hiMs`, moving by less than 180°
 * in between. Returns null when the bracket does not hold.
 */
export function findCrossing(angleAt: AngleAt, target: number, loMs: number, hiMs: number): number | null {
  const distance = (ms: number) => differenceDegrees(angleAt(ms), target);
  let a = loMs;
  let b = hiMs;
  let fa = distance(a);
  let fb = distance(b);
  if (!(fa < 0 && fb >= 0)) return null;
  // `a` stays short of the target and `b` past it; the Illinois step halves the weight of an end
  // that is kept twice, so the bracket closes from both sides.
  let kept: 'a' | 'b' | null = null;
  for (let i = 0; i < 60 && b - a > TOLERANCE_MS; i++) {
    let c = (a * fb - b * fa) / (fb - fa);
    // Keep the guess strictly inside, and fall back to halving when it hugs an end.
    if (!(c > a + TOLERANCE_MS / 4 && c < b - TOLERANCE_MS / 4)) c = (a + b) / 2;
    const fc = distance(c);
    if (fc < 0) {
      a = c;
      fa = fc;
      if (kept === 'b') fb /= 2;
      kept = 'b';
    } else {
      b = c;
      fb = fc;
      if (kept === 'a') fa /= 2;
      kept = 'a';
    }
  }
  // Settle on the first whole second past the crossing, so that any bracket around the same
  // crossing gives the same instant (months and tithis found from different days then agree).
  const second = Math.floor(a / 1000) * 1000 + 1000;
  return second >= b || distance(second) >= 0 ? second : second + 1000;
}

/**
 * Every instant in [startMs, endMs) at which the angle passes `target`, sampling every `stepMs`
 * (the angle must move well under 180° per step).
 */
export function crossingsIn(angleAt: AngleAt, target: number, startMs: number, endMs: number, stepMs: number): number[] {
  const out: number[] = [];
  let lo = startMs;
  let loAngle = angleAt(lo);
  while (lo < endMs) {
    const hi = Math.min(lo + stepMs, endMs);
    const hiAngle = angleAt(hi);
    if (differenceDegrees(loAngle, target) < 0 && differenceDegrees(hiAngle, target) >= 0) {
      const at = findCrossing(angleAt, target, lo, hi);
      if (at !== null && at < endMs) out.push(at);
    }
    lo = hi;
    loAngle = hiAngle;
  }
  return out;
}

/** A stretch during which floor(angle / span) keeps one value. */
export interface AngleSegment {
  /** floor(angle / span): 0 up to 360 / span − 1. */
  index: number;
  /** Null when it began before the window. */
  startMs: number | null;
  /** Null when it continues after the window. */
  endMs: number | null;
}

/**
 * The window [startMs, endMs) cut where the angle enters a new `span`-wide part of the circle
 * (a sign, nakshatra, tithi or yoga). The angle must advance by less than 180° over the window.
 */
export function segmentsIn(angleAt: AngleAt, span: number, startMs: number, endMs: number): AngleSegment[] {
  const parts = Math.round(360 / span);
  const first = angleAt(startMs);
  const advance = normalizeDegrees(angleAt(endMs) - first);
  let index = Math.min(parts - 1, Math.floor(first / span));
  const segments: AngleSegment[] = [];
  let segmentStart: number | null = null;
  let lo = startMs;
  // Each boundary crossed is a multiple of the span between the first angle and first + advance.
  for (let edge = (index + 1) * span; edge <= first + advance; edge += span) {
    const at = findCrossing(angleAt, normalizeDegrees(edge), lo, endMs);
    if (at === null || at >= endMs) break;
    segments.push({ index, startMs: segmentStart, endMs: at });
    index = (index + 1) % parts;
    segmentStart = at;
    lo = at;
  }
  segments.push({ index, startMs: segmentStart, endMs: null });
  return segments;
}

/**
 * The whole `span`-wide part the angle is in at `atMs`, with its start and end found within
 * `reachMs` either side (the part must be shorter than that).
 */
export function segmentAround(angleAt: AngleAt, span: number, atMs: number, reachMs: number): { index: number; startMs: number; endMs: number } | null {
  const parts = Math.round(360 / span);
  const index = Math.min(parts - 1, Math.floor(angleAt(atMs) / span));
  const startMs = findCrossing(angleAt, normalizeDegrees(index * span), atMs - reachMs, atMs);
  const endMs = findCrossing(angleAt, normalizeDegrees((index + 1) * span), atMs, atMs + reachMs);
  if (startMs === null || endMs === null) return null;
  return { index, startMs, endMs };
}
