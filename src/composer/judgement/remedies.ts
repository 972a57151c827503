import type { Graha } from '../../astro/zodiac';
import { hashString } from '../wording/pen';
import type { Factor, Remedy } from './plan';

const KINDS: ReadonlyArray<Remedy['kind']> = ['mantra', 'charity', 'fast', 'temple', 'practice'];

/** How many variants the locales hold for each graha and kind (every locale must hold this many). */
export const REMEDY_VARIANTS = 3;

/**
 * A remedy (upaya) for the graha that weighs most against the reading, varied by the reading's
 * seed so that three readings for one person do not prescribe the same thing. When nothing weighs
 * against, the remedy strengthens the reading's main help instead, or none is given.
 */
export function remedyFor(drag: Factor | null, fallback: Graha | null, seed: string): Remedy | null {
  const graha = drag?.graha ?? fallback;
  if (!graha) return null;
  const h = hashString(`${seed}|${graha}`);
  return { graha, kind: KINDS[h % KINDS.length]!, variant: Math.floor(h / KINDS.length) % REMEDY_VARIANTS };
}
