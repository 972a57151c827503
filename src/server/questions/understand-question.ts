import { INDIA_TIME_ZONE } from '../../shared/india-time';
import type { Language } from '../../shared/profile';
import { dateInZone } from './calendar-dates';
import { detectRegister } from './register';
import { refusalReplies, type RefusalReason } from './refusal-replies';
import { screenedReason } from './refusal-patterns';
import { findSubject, type Subject } from './subject';
import { resolveTimeframe } from './timeframe';
import { classifyTopic } from './topic-classifier';
import type { Register, SavedPerson, Timeframe, Topic } from './types';

/** The longest question read: a phone's question is a sentence or two, and the patterns stay fast on it. */
export const MAX_QUESTION_LENGTH = 500;

export interface QuestionContext {
  /** The instant the question is asked. */
  now: Date;
  /** The asker's zone, in which "today" is counted; India's by default. */
  timeZone?: string;
  /** The people the user has saved, who may be asked about. */
  people?: readonly SavedPerson[];
}

/** A question to be answered from a chart: what about, for when, and whose. */
export interface AnsweredQuestion {
  answer: true;
  register: Register;
  topic: Topic;
  /** The topic model's probability for the topic, 0–1. */
  confidence: number;
  timeframe: Timeframe;
  subject: Exclude<Subject, { kind: 'unsaved' }>;
}

/** A question not answered, with the reply to show in each language. Self-harm gets helplines and no astrology. */
export interface RefusedQuestion {
  answer: false;
  register: Register;
  reason: RefusalReason;
  reply: Record<Language, string>;
}

export type QuestionUnderstanding = AnsweredQuestion | RefusedQuestion;

const refuse = (register: Register, reason: RefusalReason): RefusedQuestion => ({ answer: false, register, reason, reply: refusalReplies[reason] });

/**
 * Reads a user's own question, offline: first whether it is one we answer (the screened wordings
 * are checked before any astrology, self-harm first), then its topic, the period it asks about
 * counted from the asker's today, and whose chart answers it.
 */
export function understandQuestion(text: string, context: QuestionContext): QuestionUnderstanding {
  if (text.length > MAX_QUESTION_LENGTH) throw new RangeError(`A question is at most ${MAX_QUESTION_LENGTH} characters.`);
  const register = detectRegister(text);
  const screened = screenedReason(text);
  if (screened) return refuse(register, screened);

  const { topic, confidence } = classifyTopic(text);
  const subject = findSubject(text, topic, context.people ?? []);
  if (subject.kind === 'unsaved') return refuse(register, 'unsaved-person');

  const today = dateInZone(context.now, context.timeZone ?? INDIA_TIME_ZONE);
  return { answer: true, register, topic, confidence, timeframe: resolveTimeframe(text, today), subject };
}
