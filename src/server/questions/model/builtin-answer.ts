import type { TextSink } from '../../readings/writers/reading-writer';
import type { QuestionWriteRequest, WrittenQuestionAnswer } from '../question-writer';

/** The composer's own answer, sent whole: what every question gets without a model, and when a model fails. */
export function builtinAnswer(request: QuestionWriteRequest, sink: TextSink): WrittenQuestionAnswer {
  sink.text(request.builtin.answer);
  return { text: request.builtin.answer, source: 'builtin' };
}
