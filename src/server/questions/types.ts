import type { Relation } from '../../shared/people';

/** What a question is about: the reading a later layer will write from the chart. */
export const topics = [
  'marriage',
  'relationship',
  'career',
  'business',
  'money',
  'property',
  'education',
  'travel',
  'health',
  'children',
  'family',
  'legal',
  'spiritual',
  'timing',
  'general',
] as const;
export type Topic = (typeof topics)[number];

/** How the question is written: English, Hindi in Devanagari, or Hindi in Latin letters. */
export const registers = ['en', 'hi', 'hinglish'] as const;
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

/** Dates are India-calendar style 'YYYY-MM-DD' in the asker's zone, both ends included. */
export interface Timeframe {
  start: string;
  end: string;
  /**
   * 'stated': the question names the period; 'open': it asks when ("kab", "when"), so the answer
   * looks over the default horizon; 'unstated': it names no period, and gets the same horizon.
   */
  kind: 'stated' | 'open' | 'unstated';
}
