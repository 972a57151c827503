import type { ReadingPlan, Window } from '../judgement/plan';

/** The window a topic reading singles out, for its summary: the strongest, else the first; none for other types. */
export function keyWindow(plan: ReadingPlan): Window | null {
  const block = plan.blocks.find((b) => b.kind === 'windows');
  if (block?.kind !== 'windows' || !block.windows.length) return null;
  return block.windows.find((w) => w.best) ?? block.windows[0]!;
}
