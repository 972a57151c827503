import type { Strength } from './judge';

/** An answer as the asker reads it, and its windows and reasons as lines of their own. */
export interface WrittenAnswer {
  answer: string;
  windows: { start: string; end: string; strength: Strength; why: string }[];
  basis: string[];
}
