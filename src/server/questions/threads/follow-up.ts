import { foldedWords, isSouthern } from '../normalise';
import { topicFeatures } from '../topic-features';
import type { Timeframe, Topic } from '../types';
import type { AnsweredQuestion } from '../understand-question';

/** Words that ask what to do about it: "remedy", "upay", "उपाय", "totka", "பரிகாரம்", "పరిహారం". */
const REMEDY_WORDS = new Set(['remedy', 'remedies', 'remedey', 'remidy', 'upay', 'upaay', 'upaye', 'upaya', 'upai', 'totka', 'totke', 'उपाय', 'उपाये', 'टोटका', 'टोटके'].map((w) => foldedWords(w)[0]!));
/** The Tamil and Telugu remedy words as stems: they take endings ("பரிகாரங்கள்", "పరిహారాలు", "பரிகாரமா"). */
const REMEDY_STEMS = ['பரிகாரம்', 'பரிஹாரம்', 'பரிகார', 'పరిహారం', 'పరిహార', 'ఉపాయం'].map((w) => foldedWords(w)[0]!);

/** The thread a follow-up is read in: its topic, whom it is about, and the period its last answer covered. */
export interface ThreadContext {
  topic: Topic;
  personId: string | null;
  timeframe: Timeframe;
}

/** What a follow-up is taken to ask. `personId` undefined: whom the question itself names (see understandQuestion). */
export interface FollowUpReading {
  kind: 'answer' | 'remedy';
  topic: Topic;
  timeframe: Timeframe;
  /** 'thread': the thread's own subject; 'asked': the one the question names (the user when it names no one). */
  subject: 'thread' | 'asked';
}

/** The topics the question's own words name; the remedy words count for 'spiritual', which they are not about here. */
function namedTopics(text: string): Topic[] {
  return [...topicFeatures(text).keys()].filter((k) => k.startsWith('topic:') && k !== 'topic:none').map((k) => k.slice('topic:'.length) as Topic);
}

export const asksForRemedy = (text: string) =>
  foldedWords(text).some((w) => REMEDY_WORDS.has(w) || (isSouthern(w) && REMEDY_STEMS.some((stem) => w.startsWith(stem))));

/**
 * A follow-up in the light of its thread (docs/decisions/043):
 * - "what remedy?", "upay?": what to do about the thread's topic (or the topic it names), for the same person and period;
 * - no topic of its own ("and next year?", "aur 2028?"): the thread's topic and person, for the period it names, or the last one;
 * - a topic of its own ("aur shaadi?"): that topic, for the person and period it names, as a new question would be.
 */
export function readFollowUp(text: string, understood: AnsweredQuestion, thread: ThreadContext): FollowUpReading {
  const named = namedTopics(text);
  const stated = understood.timeframe.kind === 'stated';
  if (asksForRemedy(text)) {
    const own = named.find((t) => t !== 'spiritual');
    return { kind: 'remedy', topic: own ?? thread.topic, timeframe: stated ? understood.timeframe : thread.timeframe, subject: own && understood.subject.kind !== 'self' ? 'asked' : 'thread' };
  }
  if (named.length === 0) {
    return { kind: 'answer', topic: thread.topic, timeframe: stated ? understood.timeframe : thread.timeframe, subject: understood.subject.kind === 'self' ? 'thread' : 'asked' };
  }
  return { kind: 'answer', topic: understood.topic, timeframe: understood.timeframe, subject: 'asked' };
}
