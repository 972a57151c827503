import { splitLabelledSet } from './labelled-set';
import { trainTopicClassifier } from './topic-classifier';
import { registers, type LabelledQuestion, type Register } from './types';

export interface Accuracy {
  correct: number;
  total: number;
  accuracy: number;
}

export interface Evaluation {
  overall: Accuracy;
  byRegister: Record<Register, Accuracy>;
  misses: { text: string; expected: string; got: string }[];
  trainingSize: number;
  /** Mean time to classify one question, in milliseconds. */
  millisecondsPerQuestion: number;
}

const accuracy = (correct: number, total: number): Accuracy => ({ correct, total, accuracy: total ? correct / total : 0 });

/** Trains on the training part and scores the kept-aside part, per register and overall. */
export function evaluateTopicClassifier(questions?: readonly LabelledQuestion[]): Evaluation {
  const { training, heldOut } = splitLabelledSet(questions);
  const classify = trainTopicClassifier(training);
  const tally = new Map<Register, { correct: number; total: number }>(registers.map((register) => [register, { correct: 0, total: 0 }]));
  const misses: Evaluation['misses'] = [];
  for (const question of heldOut) {
    const { topic } = classify(question.text);
    const count = tally.get(question.register)!;
    count.total++;
    if (topic === question.topic) count.correct++;
    else misses.push({ text: question.text, expected: question.topic, got: topic });
  }
  // Timed on a second pass, as a running server would meet them: compiled and warm.
  const started = performance.now();
  for (const question of heldOut) classify(question.text);
  const elapsed = performance.now() - started;
  const byRegister = Object.fromEntries(
    registers.map((register) => [register, accuracy(tally.get(register)!.correct, tally.get(register)!.total)]),
  ) as Record<Register, Accuracy>;
  return {
    overall: accuracy(heldOut.length - misses.length, heldOut.length),
    byRegister,
    misses,
    trainingSize: training.length,
    millisecondsPerQuestion: heldOut.length ? elapsed / heldOut.length : 0,
  };
}

/** The evaluation as the lines `npm run questions:eval` prints. */
export function formatEvaluation(evaluation: Evaluation): string {
  const percent = (value: Accuracy) => `${(value.accuracy * 100).toFixed(1)} % (${value.correct}/${value.total})`;
  return [
    `Topic accuracy on the kept-aside questions (trained on ${evaluation.trainingSize}):`,
    ...registers.map((register) => `  ${register.padEnd(9)} ${percent(evaluation.byRegister[register])}`),
    `  ${'overall'.padEnd(9)} ${percent(evaluation.overall)}`,
    `Classification time: ${evaluation.millisecondsPerQuestion.toFixed(3)} ms per question`,
    ...(evaluation.misses.length ? ['Misses:', ...evaluation.misses.map((miss) => `  [${miss.expected} -> ${miss.got}] ${miss.text}`)] : []),
  ].join('\n');
}
