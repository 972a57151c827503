import type { Relation } from '../../shared/people';

export { topics, type Topic, type Timeframe } from '../../shared/question-topics';
import type { Topic } from '../../shared/question-topics';

/** How the question is written: English, Hindi in Devanagari, Hindi in Latin letters, Tamil or Telugu in their own scripts. */
export const registers = ['en', 'hi', 'hinglish', 'ta', 'te'] as const;
export type Register = (typeof registers)[number];

/** A labelled question of the committed set. */
export interface LabelledQuestion {
  text: string;
  topic: Topic;
  register: Register;
}

/** A person the user has saved, as much of them as a question can name. */
export interface SavedPerson {
  id: string;
  name: string;
  relation: Relation;
  gender: 'male' | 'female';
}
