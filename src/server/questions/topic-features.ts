import type { Features } from './naive-bayes';
import { foldedWords } from './normalise';
import { daysBetween } from './calendar-dates';
import { PhraseIndex } from './phrase-index';
import { resolveTimeframe } from './timeframe';
import { topicLexicon } from './topic-lexicon';
import { topics, type Topic } from './types';

/**
 * How much each kind of evidence counts. A lexicon hit is worth several words: it is the signal
 * that carries across registers. Letter trigrams are weak alone but catch misspellings the
 * lexicon does not list ("buisness", "carrier"); word pairs catch phrasing ("kab hogi" after
 * "shaadi" versus after "padhai").
 */
const WEIGHT = { lexicon: 4, period: 3, word: 1, pair: 0.5, trigram: 0.2 } as const;

/**
 * The length of the period a question names, as a feature: a question about one day or week is
 * most often whether that day is good for something (timing). The length hardly depends on the
 * day it is counted from, so a fixed day stands in for today here.
 */
function periodLength(text: string): 'day' | 'week' | 'longer' | 'open' | 'none' {
  const period = resolveTimeframe(text, '2024-01-01');
  if (period.kind !== 'stated') return period.kind === 'open' ? 'open' : 'none';
  const days = daysBetween(period.start, period.end) + 1;
  return days === 1 ? 'day' : days <= 7 ? 'week' : 'longer';
}

const lexicon = new PhraseIndex<Topic>(topics.flatMap((topic) => topicLexicon[topic].map((phrase) => [phrase, topic] as const)));

function add(features: Features, name: string, weight: number) {
  features.set(name, (features.get(name) ?? 0) + weight);
}

/** The features the topic model reads from a question. */
export function topicFeatures(text: string): Features {
  const folded = foldedWords(text);
  const features: Features = new Map();
  const matches = lexicon.find(folded);
  for (const match of matches) add(features, `topic:${match.value}`, WEIGHT.lexicon);
  // Saying nothing of any area of life is itself a sign of a question about the chart as a whole.
  if (matches.length === 0) add(features, 'topic:none', WEIGHT.lexicon);
  add(features, `span:${periodLength(text)}`, WEIGHT.period);
  folded.forEach((word, index) => {
    add(features, `w:${word}`, WEIGHT.word);
    if (index > 0) add(features, `p:${folded[index - 1]} ${word}`, WEIGHT.pair);
    if (word.length >= 4) {
      const padded = `^${word}$`;
      for (let i = 0; i + 3 <= padded.length; i++) add(features, `t:${padded.slice(i, i + 3)}`, WEIGHT.trigram);
    }
  });
  return features;
}
