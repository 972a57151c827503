/**
 * A user's own question answered from their chart: facts (natal, dashas to the pratyantardasha,
 * slow transits, and a day's panchang for a timing question), judgement (houses, lords, karakas,
 * yogas, dated windows) and wording in the asked language.
 */
import type { Language } from '../../shared/profile';
import { answerFacts, type AnswerInput, type AskedQuestion } from './facts';
import { judgeQuestion, type AnswerPlan } from './judge';
import { writeAnswerEn } from './words-en';
import { writeAnswerHi } from './words-hi';
import type { WrittenAnswer } from './written';

export interface QuestionAnswer extends WrittenAnswer {
  topic: AskedQuestion['topic'];
  /** The frame the windows were sought in: the asked one, begun no earlier than the day of asking. */
  timeframe: { start: string; end: string };
  language: Language;
  /** The judgement behind the words, for checks and for a model writer held to it. */
  plan: AnswerPlan;
}

export function answerQuestion(question: AskedQuestion, input: AnswerInput, language: Language): QuestionAnswer {
  const plan = judgeQuestion(answerFacts(question, input));
  const written = language === 'hi' ? writeAnswerHi(plan) : writeAnswerEn(plan);
  return { topic: question.topic, timeframe: { start: plan.facts.frame.start, end: plan.facts.frame.end }, language, plan, ...written };
}
