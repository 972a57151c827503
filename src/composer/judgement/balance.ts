import type { Graha } from '../../astro/zodiac';
import type { Balance, Factor, Tone } from './plan';

/**
 * Weighs factors into one balance. The tone, the lift and the drag all come from this one sum, so
 * a reading's opening verdict, its body and its closing cannot disagree: they read the same
 * numbers. Thresholds sit on the scale of the factor weights (about ±1 for a day's minor limb,
 * ±3 for a slow graha's transit or a dasha lord's strength).
 *
 * The help and the hindrance are never the same factor (docs/decisions/021-one-verdict-per-reading.md):
 * a graha that weighs both ways (Mars strong as an occupant of the 10th and weak as the running
 * dasha lord) has one bearing on the reading, that of its heaviest factor; its factors on the
 * other side stay in the sum but are never named as the help or the hindrance. A graha the body
 * itself calls strong (`helps`) is never named as the hindrance, one it calls weak or gives the
 * remedy to (`hinders`) never as the help; one it calls strong and also gives the remedy to
 * (`neither`) is named as neither.
 */
export function weigh(factors: readonly Factor[], named: { helps?: readonly Graha[]; hinders?: readonly Graha[]; neither?: readonly Graha[] } = {}): Balance {
  const score = Math.round(factors.reduce((sum, f) => sum + f.weight, 0) * 100) / 100;
  const side = bearings(factors);
  // What the body already calls a strength or a weakness (the strongest grahas, the weakest, the
  // one the remedy tends) bears that way whatever its other factors.
  for (const g of named.helps ?? []) side.set(`graha:${g}`, 1);
  for (const g of named.hinders ?? []) side.set(`graha:${g}`, -1);
  for (const g of named.neither ?? []) side.set(`graha:${g}`, 0);
  const nameable = factors.filter((f) => identitiesOf(f).every((id) => side.get(id) === Math.sign(f.weight)));
  const positives = nameable.filter((f) => f.weight > 0).sort((a, b) => b.weight - a.weight);
  const negatives = nameable.filter((f) => f.weight < 0).sort((a, b) => a.weight - b.weight);
  return { score, tone: toneOf(score), lift: positives[0] ?? null, drag: negatives[0] ?? null };
}

/**
 * What a factor is about, for telling whether the help and the hindrance are one thing: its graha
 * (the Moon's pass over a natal graha is about both), else its key and house.
 */
export function identitiesOf(f: Factor): string[] {
  if (!f.graha) return [`key:${f.key}:${f.house ?? ''}`];
  return f.key === 'moon-over' && f.graha !== 'Moon' ? [`graha:${f.graha}`, 'graha:Moon'] : [`graha:${f.graha}`];
}

/** Do two factors speak of the same thing? */
export function sameSubject(a: Factor, b: Factor): boolean {
  const ids = identitiesOf(b);
  return identitiesOf(a).some((id) => ids.includes(id));
}

/**
 * Each identity's one bearing: the sign of its heaviest factor. On a tie the hindrance wins, so a
 * reading never advertises as its help what it also has to warn of.
 */
function bearings(factors: readonly Factor[]): Map<string, number> {
  const heaviest = new Map<string, Factor>();
  for (const f of factors) {
    for (const id of identitiesOf(f)) {
      const held = heaviest.get(id);
      if (!held || Math.abs(f.weight) > Math.abs(held.weight) || (Math.abs(f.weight) === Math.abs(held.weight) && f.weight < held.weight)) heaviest.set(id, f);
    }
  }
  return new Map([...heaviest].map(([id, f]) => [id, Math.sign(f.weight)]));
}

export function toneOf(score: number): Tone {
  if (score >= 2.5) return 'bright';
  if (score >= 0.75) return 'steady';
  if (score > -1.5) return 'mixed';
  return 'careful';
}

const TONE_ORDER: readonly Tone[] = ['careful', 'mixed', 'steady', 'bright'];
/** The highest score each tone holds (just under the next tone's threshold). */
const TONE_TOP: Record<Exclude<Tone, 'bright'>, number> = { steady: 2.49, mixed: 0.74, careful: -1.5 };

/**
 * The balance with its verdict held at or under `ceiling`: for a day whose star says to postpone
 * anything important, or a topic with no opening ahead, a brighter verdict would contradict the
 * body. The score is lowered with the tone, so what is counted from it (the day's score out of
 * five) says the same; the help and the hindrance are unchanged.
 */
export function capTone(balance: Balance, ceiling: Tone): Balance {
  if (ceiling === 'bright' || TONE_ORDER.indexOf(balance.tone) <= TONE_ORDER.indexOf(ceiling)) return balance;
  const score = Math.min(balance.score, TONE_TOP[ceiling]);
  return { ...balance, score, tone: toneOf(score) };
}
