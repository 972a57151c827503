// The model writer's tests ask real questions of real charts: the request the thread service would build.
import { answerQuestion } from '../../src/composer';
import type { Language } from '../../src/shared/profile';
import { birthOf, profileOf, type TestPerson } from './test-profiles';
import { requestInstant } from '../../src/server/readings/audit/request';
import { readerOf } from '../../src/server/residence/reader';
import type { QuestionPerson, QuestionWriteRequest } from '../../src/server/questions/question-writer';
import { understandQuestion, type AnsweredQuestion } from '../../src/server/questions/understand-question';

/** A saved person for a question about them or a match with them. */
export function savedPerson(id: string, relation: string, p: TestPerson): QuestionPerson {
  const profile = profileOf(p);
  return { id, name: p.name, relation, input: { profile, birth: birthOf(p), reader: readerOf(profile) } };
}

/** The request for `question` asked by `p` on `on` (09:00 where they live), answered in `language`. */
export function requestFor(p: TestPerson, question: string, on: string, language: Language, people: QuestionPerson[] = []): QuestionWriteRequest {
  const profile = profileOf(p);
  const reader = readerOf(profile);
  const now = requestInstant(on, reader.place.timezone);
  const understood = understandQuestion(question, { now, timeZone: reader.place.timezone });
  if (!understood.answer) throw new Error(`Not a question we answer: ${question}`);
  const input = { profile, birth: birthOf(p), reader, now };
  const builtin = answerQuestion({ topic: understood.topic, timeframe: understood.timeframe }, input, language);
  return { question, understood: understood as AnsweredQuestion, builtin, input, people, thread: [], language };
}
