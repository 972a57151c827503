/**
 * The reader's aids of every language, from that language's words: the heading of each section,
 * the two-line summary (the plan's verdict, its strongest help and hindrance, its key window) and
 * the glossary. The choices are the same in every language; only the words differ.
 */
import type { ReadingType } from '../../shared/reading-types';
import type { Factor, ReadingPlan, Tone, Window } from '../judgement/plan';
import type { SectionKey } from '../layout';
import type { Gloss } from './glossary';
import type { ReaderAids, WordingContext } from './locale';
import type { Slots } from './pen';

export interface AidWords<N> {
  /** The period or matter each type speaks of, as the summary names it: 'today', 'in your work'. */
  subject: Record<ReadingType, string>;
  pools: {
    verdict: Record<Tone, readonly string[]>;
    lift: readonly string[];
    drag: readonly string[];
    window: readonly string[];
    careWindow: readonly string[];
    /** The key window is already running: "from now until {to}". */
    windowNow: readonly string[];
    careWindowNow: readonly string[];
    clear: readonly string[];
  };
  /** The first section's heading, which names the type's matter. */
  glance: Record<ReadingType, string>;
  headings: Record<Exclude<SectionKey, 'glance' | 'chart'>, string>;
  glossary: readonly Gloss[];
  alwaysGlossed: ReadonlySet<string>;
  say(ctx: WordingContext<N>, pool: readonly string[], slots?: Slots): string;
  monthYear(date: string): string;
  /** A stretch as months, or with days when it lies within one month. */
  monthRange(start: string, end: string): { month: string; month2: string };
  factor(ctx: WordingContext<N>, factor: Factor, help: boolean): string;
}

/** The window a topic reading singles out, for its summary: the strongest, else the first; none for other types. */
export function keyWindow(plan: ReadingPlan): Window | null {
  const block = plan.blocks.find((b) => b.kind === 'windows');
  if (block?.kind !== 'windows' || !block.windows.length) return null;
  return block.windows.find((w) => w.best) ?? block.windows[0]!;
}

export function readerAids<N>(words: AidWords<N>): ReaderAids<N> {
  const { pools, say } = words;
  return {
    heading: (type, key) => (key === 'glance' || key === 'chart' ? words.glance[type] : words.headings[key]),
    glossary: words.glossary,
    alwaysGlossed: words.alwaysGlossed,
    summary(plan, ctx) {
      const { balance, type } = plan;
      const subject = words.subject[type];
      const first = [say(ctx, pools.verdict[balance.tone], { name: ctx.facts.person.firstName, subject })];
      if (balance.lift) first.push(say(ctx, pools.lift, { lift: words.factor(ctx, balance.lift, true), subject }));
      const second: string[] = [];
      if (balance.drag) second.push(say(ctx, pools.drag, { drag: words.factor(ctx, balance.drag, false), subject }));
      const window = keyWindow(plan);
      if (window) {
        // A window already running is offered from now, never from its past start.
        const { month, month2 } = words.monthRange(window.running ? ctx.facts.period.asked : window.start, window.end);
        const pool = window.running ? (window.lean === 'care' ? pools.careWindowNow : pools.windowNow) : window.lean === 'care' ? pools.careWindow : pools.window;
        second.push(say(ctx, pool, { from: month, to: month2 }));
      }
      if (!second.length) second.push(say(ctx, pools.clear));
      return [first.join(' '), second.join(' ')];
    },
  };
}
