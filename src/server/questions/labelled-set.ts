import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { registers, topics, type LabelledQuestion } from './types';

const labelledSetSchema = z.array(z.object({ text: z.string().min(1), topic: z.enum(topics), register: z.enum(registers) }));

/** The committed labelled questions, in file order. */
export const labelledQuestions: readonly LabelledQuestion[] = labelledSetSchema.parse(
  JSON.parse(readFileSync(new URL('./labelled-questions.json', import.meta.url), 'utf8')),
);

/**
 * The kept-aside rule: within each topic and register, in file order, every fourth question
 * (the 4th, 8th, 12th…) is held out. Stratified so each register and topic is tested alike; a
 * rule of position, not chance, so the split is the same on every machine and every run. Held-out
 * questions never train the model, in tests or in production.
 */
export function splitLabelledSet(questions: readonly LabelledQuestion[] = labelledQuestions) {
  const seen = new Map<string, number>();
  const training: LabelledQuestion[] = [];
  const heldOut: LabelledQuestion[] = [];
  for (const question of questions) {
    const group = `${question.topic}/${question.register}`;
    const position = (seen.get(group) ?? 0) + 1;
    seen.set(group, position);
    (position % 4 === 0 ? heldOut : training).push(question);
  }
  return { training, heldOut };
}
