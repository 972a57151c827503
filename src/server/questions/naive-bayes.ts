/** Weighted features of one text: name to weight (a count, or a fraction for weak evidence). */
export type Features = Map<string, number>;

/**
 * Multinomial naive Bayes with additive (Lidstone) smoothing, over weighted features. Chosen over
 * logistic regression because it trains in one pass with no tuning loop (milliseconds for the
 * committed set, so it is trained from the data on first use rather than shipped as weights), and
 * it stays sensible with a dozen examples per class and register.
 */
export class NaiveBayes<Label extends string> {
  private readonly logPrior = new Map<Label, number>();
  private readonly logLikelihood = new Map<Label, Map<string, number>>();
  private readonly logUnseen = new Map<Label, number>();
  private readonly vocabulary = new Set<string>();

  constructor(
    private readonly labels: readonly Label[],
    examples: readonly { features: Features; label: Label }[],
    smoothing = 0.1,
  ) {
    const vocabulary = this.vocabulary;
    const totals = new Map<Label, Map<string, number>>(labels.map((label) => [label, new Map()]));
    const counts = new Map<Label, number>(labels.map((label) => [label, 0]));
    for (const { features, label } of examples) {
      counts.set(label, (counts.get(label) ?? 0) + 1);
      const total = totals.get(label)!;
      for (const [name, weight] of features) {
        vocabulary.add(name);
        total.set(name, (total.get(name) ?? 0) + weight);
      }
    }
    for (const label of labels) {
      this.logPrior.set(label, Math.log(((counts.get(label) ?? 0) + 1) / (examples.length + labels.length)));
      const total = totals.get(label)!;
      let mass = 0;
      for (const weight of total.values()) mass += weight;
      const denominator = Math.log(mass + smoothing * vocabulary.size);
      const likelihood = new Map<string, number>();
      for (const [name, weight] of total) likelihood.set(name, Math.log(weight + smoothing) - denominator);
      this.logLikelihood.set(label, likelihood);
      this.logUnseen.set(label, Math.log(smoothing) - denominator);
    }
  }

  /** Labels by probability, best first (probabilities sum to 1 over the labels). */
  rank(features: Features): { label: Label; probability: number }[] {
    const scores = this.labels.map((label) => {
      const likelihood = this.logLikelihood.get(label)!;
      const unseen = this.logUnseen.get(label)!;
      let score = this.logPrior.get(label)!;
      for (const [name, weight] of features) {
        // A feature no training example had says nothing about any label.
        if (this.vocabulary.has(name)) score += weight * (likelihood.get(name) ?? unseen);
      }
      return { label, score };
    });
    const best = Math.max(...scores.map((entry) => entry.score));
    const exp = scores.map((entry) => ({ label: entry.label, weight: Math.exp(entry.score - best) }));
    const sum = exp.reduce((total, entry) => total + entry.weight, 0);
    return exp.map((entry) => ({ label: entry.label, probability: entry.weight / sum })).sort((a, b) => b.probability - a.probability);
  }
}
