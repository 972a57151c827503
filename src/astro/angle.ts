/** Small angle helpers shared by the engine. All angles are in degrees. */

export const DEG = Math.PI / 180;

/** Wraps an angle into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const wrapped = angle % 360;
  // `% 360` keeps the sign, and a tiny negative can round up to exactly 360.
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  return positive >= 360 ? 0 : positive;
}

/** Signed shortest difference a − b, in (−180, 180]. */
export function differenceDegrees(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}
