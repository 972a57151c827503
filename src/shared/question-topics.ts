/**
 * What a user's question is about and the period it asks after: the understanding of a question
 * (on the server) produces these, and the composer answers from them, so both sides share them.
 */

/** What a question is about: the topic the answer reads from the chart. */
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

/** Dates are 'YYYY-MM-DD' on the asker's calendar, both ends included. */
export interface Timeframe {
  start: string;
  end: string;
  /**
   * 'stated': the question names the period; 'open': it asks when ("kab", "when"), so the answer
   * looks over the default horizon; 'unstated': it names no period, and gets the same horizon.
   */
  kind: 'stated' | 'open' | 'unstated';
}
