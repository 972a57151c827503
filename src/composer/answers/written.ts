import type { Strength } from './judge';

/** An answer as the asker reads it, and its windows and reasons as lines of their own. */
export interface WrittenAnswer {
  answer: string;
  windows: { start: string; end: string; strength: Strength; why: string }[];
  basis: string[];
}

/** The longest a window's "why" may be, in words: one sentence a phone shows at a glance; its details are under "Why". */
export const WINDOW_WHY_MAX_WORDS = 25;
