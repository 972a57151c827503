import type { Balance, Factor, Tone } from './plan';

/**
 * Weighs factors into one balance. The tone, the lift and the drag all come from this one sum, so
 * a reading's opening verdict, its body and its closing cannot disagree: they read the same
 * numbers. Thresholds sit on the scale of the factor weights (about ±1 for a day's minor limb,
 * ±3 for a slow graha's transit or a dasha lord's strength).
 */
export function weigh(factors: readonly Factor[]): Balance {
  const score = Math.round(factors.reduce((sum, f) => sum + f.weight, 0) * 100) / 100;
  const positives = factors.filter((f) => f.weight > 0).sort((a, b) => b.weight - a.weight);
  const negatives = factors.filter((f) => f.weight < 0).sort((a, b) => a.weight - b.weight);
  return { score, tone: toneOf(score), lift: positives[0] ?? null, drag: negatives[0] ?? null };
}

export function toneOf(score: number): Tone {
  if (score >= 2.5) return 'bright';
  if (score >= 0.75) return 'steady';
  if (score > -1.5) return 'mixed';
  return 'careful';
}
