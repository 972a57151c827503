import type { QuestionWriter } from './question-writer';

/**
 * The offline writer: the composer's answer from the chart, handed on sentence by sentence (danda
 * by danda in Hindi) so the browser shows it as it shows a model's stream.
 */
export const builtinQuestionWriter: QuestionWriter = {
  name: 'builtin',
  async write({ builtin }, sink) {
    const text = builtin.answer;
    for (const piece of text.match(/[^.!?।\n]+(?:[.!?।]+["”’)]?|\n+|$)\s*/g) ?? [text]) sink.text(piece);
    return { text, source: 'builtin' };
  },
};
