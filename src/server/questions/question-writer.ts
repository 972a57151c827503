import type { AnswerInput, QuestionAnswer } from '../../composer';
import type { Language } from '../../shared/profile';
import type { TextSink } from '../readings/writers/reading-writer';
import type { AnsweredQuestion } from './understand-question';

/** An earlier turn of the same thread, as the asker saw it: follow-ups are read in its light. */
export interface ThreadTurn {
  question: string;
  answer: string;
}

/** A saved person the asker may ask about, with what their chart needs; the writer never loads it. */
export interface QuestionPerson {
  id: string;
  name: string;
  relation: string;
  input: Omit<AnswerInput, 'now'>;
}

export interface QuestionWriteRequest {
  /** The question as the asker wrote it. */
  question: string;
  understood: AnsweredQuestion;
  /** The built-in answer from the chart: the judgement every writer is held to, and the fallback. */
  builtin: QuestionAnswer;
  /** Whose chart answers, as the composer took it. */
  input: AnswerInput;
  /** The asker's saved people, for a question that names one or a match with one. */
  people: readonly QuestionPerson[];
  thread: readonly ThreadTurn[];
  language: Language;
}

/** A written answer: the text streamed, and whether a model wrote it or the built-in words stand. */
export interface WrittenQuestionAnswer {
  text: string;
  source: 'builtin' | 'model';
}

/** Writes the answer to a question, streaming it to `sink`. */
export interface QuestionWriter {
  readonly name: string;
  write(request: QuestionWriteRequest, sink: TextSink): Promise<WrittenQuestionAnswer>;
}
