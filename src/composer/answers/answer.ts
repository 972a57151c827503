/**
 * A user's own question answered from their chart: facts (natal, dashas to the pratyantardasha,
 * slow transits, and a day's panchang for a timing question), judgement (houses, lords, karakas,
 * yogas, dated windows) and wording in the asked language.
 */
import type { Language } from '../../shared/profile';
import { answerFacts, type AnswerInput, type AskedQuestion } from './facts';
import { addDays } from '../../astro/day-timeline';
import { judgeQuestion, type AnswerPlan, type AnswerWindow } from './judge';
import { writeAnswerEn } from './words-en';
import { writeAnswerHi } from './words-hi';
import { writeAnswerTa } from './words-ta';
import { writeAnswerTe } from './words-te';
import type { WrittenAnswer } from './written';

/** The writer of an answer in each language's own words. */
const WRITERS: Record<Language, (plan: AnswerPlan) => WrittenAnswer> = { en: writeAnswerEn, hi: writeAnswerHi, ta: writeAnswerTa, te: writeAnswerTe };

export interface QuestionAnswer extends WrittenAnswer {
  topic: AskedQuestion['topic'];
  /** The frame the windows were sought in: the asked one, begun no earlier than the day of asking. */
  timeframe: { start: string; end: string };
  language: Language;
  /** The judgement behind the words, for checks and for a model writer held to it. */
  plan: AnswerPlan;
}

/** How far past an empty frame the answer looks for the next window, to say when things turn. */
const NEXT_LOOKAHEAD_DAYS = 730;

/**
 * The first window after the frame, when the frame holds none: "no window before 31 December;
 * the next opens in May". Not for health (its windows are of care) nor a day-by-day question.
 */
function nextWindow(plan: AnswerPlan, question: AskedQuestion, input: AnswerInput): AnswerWindow | null {
  const nw = plan.noWindow;
  if (!nw || (nw.reason !== 'unlinked' && nw.reason !== 'weak') || question.topic === 'health') return null;
  const start = addDays(plan.facts.frame.end, 1);
  const after = judgeQuestion(answerFacts({ topic: question.topic, timeframe: { start, end: addDays(start, NEXT_LOOKAHEAD_DAYS - 1), kind: 'open' } }, input));
  return [...after.windows].sort((a, b) => a.startMs - b.startMs)[0] ?? null;
}

export function answerQuestion(question: AskedQuestion, input: AnswerInput, language: Language): QuestionAnswer {
  const plan = judgeQuestion(answerFacts(question, input));
  plan.next = nextWindow(plan, question, input);
  const written = WRITERS[language](plan);
  return { topic: question.topic, timeframe: { start: plan.facts.frame.start, end: plan.facts.frame.end }, language, plan, ...written };
}
