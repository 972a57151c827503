// Ask Jyotishi's bounds and the shapes its API answers with, shared by the server and the /ask page
// (docs/decisions/043-question-threads.md).
import type { Language } from './profile';
import type { Topic } from './question-topics';

/** The longest question read: a phone's question is a sentence or two. */
export const QUESTION_MAX_LENGTH = 500;
/** Questions in one thread, the first included: past it, a new question starts a new thread. */
export const THREAD_TURN_LIMIT = 10;

/** Threads per page of the history's Questions (GET /api/questions), as many as a page of readings; the page asks for the next with its cursor. */
export const THREAD_PAGE_SIZE = 50;
/** Follow-ups a thread answers for nothing… */
export const FREE_FOLLOW_UPS = 3;
/** …within this many hours of its first question; later ones are paid as a new question is. */
export const FREE_FOLLOW_UP_HOURS = 24;

export type QuestionWindowView = { start: string; end: string; strength: 'strong' | 'moderate'; why: string };

export type QuestionTurnView = {
  id: string;
  question: string;
  topic: Topic;
  timeframe: { start: string; end: string };
  /** 'remedy': a follow-up asking what to do about the thread's topic. */
  kind: 'answer' | 'remedy';
  answer: string;
  windows: QuestionWindowView[];
  basis: string[];
  source: 'builtin' | 'model';
  createdAt: string;
};

/** What the next question of a thread costs: nothing (a free follow-up), a reading's price, or nothing more (the thread is full). */
export type NextQuestionCost = 'free-follow-up' | 'reading' | 'thread-full';

export type QuestionThreadView = {
  id: string;
  title: string;
  topic: Topic;
  language: Language;
  /** Whom the thread is about: null for the user. */
  subject: { personId: string | null; name: string } | null;
  createdAt: string;
  updatedAt: string;
  turns: QuestionTurnView[];
  nextCost: NextQuestionCost;
  /** Free follow-ups left now (0 once the day is over). */
  freeFollowUpsLeft: number;
};

/** A thread as the history lists it. */
export type QuestionThreadSummary = Omit<QuestionThreadView, 'turns' | 'nextCost' | 'freeFollowUpsLeft'> & { turnCount: number };
