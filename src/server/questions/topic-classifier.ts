import { splitLabelledSet } from './labelled-set';
import { NaiveBayes } from './naive-bayes';
import { topicFeatures } from './topic-features';
import { topics, type LabelledQuestion, type Topic } from './types';

export interface TopicGuess {
  topic: Topic;
  /** The model's probability for that topic, 0–1; low values mean the wording was unfamiliar. */
  confidence: number;
}

/**
 * A word, pair or trigram seen under this many topics or more says how people ask ("kab hogi",
 * "in my chart", "kya"), not what about; it is left out of the model so that it cannot tip a
 * question towards whichever topic used it most in the examples.
 */
const SPREAD_LIMIT = 5;

/** A topic model trained on the given questions. */
export function trainTopicClassifier(training: readonly LabelledQuestion[]) {
  const examples = training.map((question) => ({ features: topicFeatures(question.text), label: question.topic }));
  const topicsOf = new Map<string, Set<Topic>>();
  for (const { features, label } of examples) {
    for (const name of features.keys()) topicsOf.set(name, (topicsOf.get(name) ?? new Set<Topic>()).add(label));
  }
  for (const { features } of examples) {
    for (const name of features.keys()) {
      if (!name.startsWith('topic:') && topicsOf.get(name)!.size >= SPREAD_LIMIT) features.delete(name);
    }
  }
  const model = new NaiveBayes(topics, examples);
  return (text: string): TopicGuess => {
    const [best] = model.rank(topicFeatures(text));
    return { topic: best!.label, confidence: best!.probability };
  };
}

let trained: ((text: string) => TopicGuess) | undefined;

/** The topic of a question, from the model trained on the committed set's training part (once, on first use). */
export function classifyTopic(text: string): TopicGuess {
  trained ??= trainTopicClassifier(splitLabelledSet().training);
  return trained(text);
}
