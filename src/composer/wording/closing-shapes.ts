/**
 * The ways a reading can end, shared by every language. The summary at the top has already given
 * the verdict and named the strongest help and hindrance, so a closing never says them again: it
 * turns the verdict into something to do, ask or keep, in one of several shapes the pen chooses,
 * so that a reader's closings do not all run to one formula.
 *
 *   practice  the remedy first ('If you do one thing this month: …'), then a counsel;
 *   rule      a working rule for the period, then the remedy;
 *   question  a question to carry through the period, then the remedy;
 *   blessing  a counsel with a parting wish, then the remedy.
 *
 * The reading ends on the remedy wherever it has one: the sentence that differs most between
 * readers, so no two readers' readings end alike.
 *
 * A bright season in the later years (the mature and elder stages, from 56) is counselled as the
 * reading's stage advice counsels it: to consolidate, hand on and share, never to push for more or
 * to be bold, so the closing never urges what the advice a paragraph earlier ruled out.
 */
import { inLaterYears } from '../facts/life-stage';
import type { LifeStage } from '../facts/types';
import type { Tone } from '../judgement/plan';
import type { Pen, Slots } from './pen';

export const CLOSING_SHAPES = ['practice', 'rule', 'question', 'blessing'] as const;
export type ClosingShape = (typeof CLOSING_SHAPES)[number];

/** A language's closing sentences: each shape's pools in order, and the tone's counsels and questions. */
export interface ClosingWords {
  shapes: Record<ClosingShape, ReadonlyArray<readonly string[]>>;
  counsel: Record<Tone, readonly string[]>;
  question: Record<Tone, readonly string[]>;
  /** The bright tone's counsels and questions in the later years. */
  brightLater: { counsel: readonly string[]; question: readonly string[] };
}


/** Whether a pool speaks of the remedy: left out when the plan has none. */
const needsRemedy = (pool: readonly string[]) => pool.every((t) => t.includes('{remedy}'));

/**
 * The closing's sentences, in the shape the pen picks (the remedy-first shape only when there is a
 * remedy); `say` writes one sentence of a pool in the language's way.
 */
export function closingSentences(
  words: ClosingWords,
  pen: Pen,
  tone: Tone,
  stage: LifeStage,
  hasRemedy: boolean,
  slots: Slots,
  say: (pool: readonly string[], slots: Slots) => string,
): string[] {
  const shape = pen.pick(CLOSING_SHAPES.filter((s) => hasRemedy || s !== 'practice'));
  const later = tone === 'bright' && inLaterYears(stage);
  const counsel = later ? words.brightLater.counsel : words.counsel[tone];
  const question = later ? words.brightLater.question : words.question[tone];
  const all = { ...slots, counsel: pen.pick(counsel), question: pen.pick(question) };
  return words.shapes[shape].filter((pool) => hasRemedy || !needsRemedy(pool)).map((pool) => say(pool, all));
}
