import type { WritingCount } from '../../readings/writing-count';
import { eq } from 'drizzle-orm';
import { answerQuestion, remedyAnswer, type QuestionAnswer } from '../../../composer';
import { messages } from '../../../shared/messages';
import { localizeMessage } from '../../../shared/messages-in';
import { isProfileComplete, type Language, type ProfileView } from '../../../shared/profile';
import { questionMessages, whichPerson } from '../../../shared/question-messages';
import type { QuestionThreadView } from '../../../shared/questions';
import { birthChartOf, type ChartSubject } from '../../charts/chart-service';
import type { Db } from '../../db/client';
import { questionThreads, questionTurns, type QuestionThread, type QuestionTurn } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Analytics } from '../../analytics/track';
import type { Logger } from '../../logger';
import type { PeopleService } from '../../people/people-service';
import type { ProfileService } from '../../profiles/profile-service';
import { confirmHold, releaseHold, renewHold, reserveReading, type Hold } from '../../readings/entitlements';
import type { EventChannel } from '../../readings/event-channel';
import { endRun, renewRun, startRun, type ReadingLimits } from '../../readings/reading-runs';
import { readerOf } from '../../residence/reader';
import type { QuestionPerson, QuestionWriter } from '../question-writer';
import type { RefusalReason } from '../refusal-replies';
import type { Register, Timeframe, Topic } from '../types';
import { understandQuestion, type AnsweredQuestion } from '../understand-question';
import { answersInProgress, type QuestionEvent } from './answers-in-progress';
import { readFollowUp } from './follow-up';
import { freeFollowUpsLeft, listThreads, loadThread, threadView, type ThreadListQuery } from './thread-store';
import { THREAD_TURN_LIMIT } from '../../../shared/questions';

export type { QuestionEvent } from './answers-in-progress';

/** What asking gives: a reply instead of an answer (nothing spent, nothing saved), or the answer being written. */
export type AskStart =
  | { kind: 'refused'; reason: RefusalReason | 'ambiguous-person'; reply: string; language: Language }
  | { kind: 'writing'; answerId: string; events: EventChannel<QuestionEvent> };

type Deps = {
  db: Db;
  profiles: ProfileService;
  people: PeopleService;
  writer: QuestionWriter;
  logger: Logger;
  now: () => Date;
  /** Answers this process writes at once; more get the readings' "busy" answer. */
  concurrency: number;
  /** The count of readings and answers being written in this process, shared by both services so that together they stay within `concurrency`. */
  writing?: WritingCount;
  holdLeaseMs: number;
  /** The readings' own per-user limits: a question being answered is a reading in progress. */
  limits: ReadingLimits;
  /** Question events as readings record theirs: topics, classes and counts, never a question's words. */
  analytics: Pick<Analytics, 'track'>;
};

/**
 * The answer's language (docs/decisions/043): Hindi for a question in Devanagari, Tamil for one in
 * Tamil script, Telugu for one in Telugu script, English for one in English, and for Hinglish the
 * language the asker chose for the app.
 */
export function answerLanguage(register: Register, profileLanguage: Language): Language {
  return register === 'hinglish' ? profileLanguage : register;
}

/** What the answer is about, settled before anything is spent. */
type Resolved = { kind: 'answer' | 'remedy'; topic: Topic; timeframe: Timeframe; personId: string | null };

export function questionService(deps: Deps) {
  const { db, logger } = deps;
  const writing = deps.writing ?? { inFlight: 0 };
  const pending = new Set<Promise<void>>();
  /** Threads with a follow-up being answered in this process: one at a time each. */
  const busyThreads = new Set<string>();
  /** Answers being written, kept so that a page cut off from its stream can follow one again. */
  const answers = answersInProgress(() => deps.now().getTime());

  const endRunQuietly = (runId: string) => endRun(db, runId).catch((error: unknown) => logger.warn({ err: error }, 'Could not end a question run'));

  function resolve(understood: AnsweredQuestion, text: string, thread: { thread: QuestionThread; turns: QuestionTurn[] } | null): Resolved {
    const asked = understood.subject.kind === 'person' ? understood.subject.person.id : null;
    if (!thread) return { kind: 'answer', topic: understood.topic, timeframe: understood.timeframe, personId: asked };
    const last = thread.turns.at(-1)!;
    const context = { topic: last.topic as Topic, personId: thread.thread.personId, timeframe: { start: last.timeframeStart, end: last.timeframeEnd, kind: last.timeframeKind as Timeframe['kind'] } };
    const reading = readFollowUp(text, understood, context);
    if (reading.subject === 'thread' && thread.thread.subjectName && !thread.thread.personId) throw new AppError('bad_request', questionMessages.personGone);
    return { kind: reading.kind, topic: reading.topic, timeframe: reading.timeframe, personId: reading.subject === 'thread' ? thread.thread.personId : asked };
  }

  /** The chart that answers: the user's own, or a saved person's read on the user's calendar. */
  async function chartInput(phone: string, profile: ProfileView, personId: string | null, now: Date) {
    const reader = readerOf(profile);
    if (!personId) return { input: { profile, birth: birthChartOf(profile), reader, now }, subjectName: '' };
    const person = await deps.people.get(phone, personId);
    if (!person) throw new AppError('bad_request', questionMessages.personGone);
    const subject: ChartSubject = { ...person, residence: profile.residence, lunarMonth: profile.lunarMonth };
    return { input: { profile: subject, birth: birthChartOf(subject, 'person'), reader, now, about: 'person' as const }, subjectName: person.name };
  }

  async function save(args: { phone: string; question: string; thread: QuestionThread | null; position: number; resolved: Resolved; subjectName: string; language: Language; answer: QuestionAnswer; text: string; source: 'builtin' | 'model'; spend: string; hold: Hold | null }) {
    const { phone, resolved, answer } = args;
    return db.transaction(async (tx) => {
      const at = deps.now();
      let thread = args.thread;
      if (!thread) {
        [thread = null] = await tx
          .insert(questionThreads)
          .values({ userPhone: phone, personId: resolved.personId, subjectName: args.subjectName, topic: resolved.topic, language: args.language, title: args.question, createdAt: at, updatedAt: at })
          .returning();
      } else {
        await tx.update(questionThreads).set({ updatedAt: at }).where(eq(questionThreads.id, thread.id));
      }
      await tx.insert(questionTurns).values({
        threadId: thread!.id,
        userPhone: phone,
        position: args.position,
        question: args.question,
        topic: resolved.topic,
        timeframeStart: answer.timeframe.start,
        timeframeEnd: answer.timeframe.end,
        timeframeKind: resolved.timeframe.kind,
        kind: resolved.kind,
        answer: args.text.trim(),
        windows: answer.windows,
        basis: answer.basis,
        source: args.source,
        spend: args.spend,
        createdAt: at,
      });
      if (args.hold) await confirmHold(tx, args.hold, phone);
      return thread!.id;
    });
  }

  async function ask(phone: string, question: string, threadId: string | null): Promise<AskStart> {
    const now = deps.now();
    const profile = await deps.profiles.get(phone, now);
    if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
    if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
    const thread = threadId ? await loadThread(db, phone, threadId) : null;
    if (threadId && !thread) throw new AppError('not_found', questionMessages.threadNotFound);
    if (thread && thread.turns.length >= THREAD_TURN_LIMIT) throw new AppError('bad_request', questionMessages.threadFull);

    const saved = await deps.people.list(phone);
    const people = saved.map((p) => ({ id: p.id, name: p.name, relation: p.relation, gender: p.gender }));
    const understood = understandQuestion(question, { now, timeZone: readerOf(profile).place.timezone, people });
    const language = answerLanguage(understood.register, profile.language);
    if (!understood.answer) {
      await deps.analytics.track({ name: 'question_refused', userPhone: phone, properties: { refusal: understood.reason } });
      return { kind: 'refused', reason: understood.reason, reply: understood.reply[language], language };
    }
    if (understood.subject.kind === 'ambiguous') {
      await deps.analytics.track({ name: 'question_refused', userPhone: phone, properties: { refusal: 'ambiguous-person' } });
      return { kind: 'refused', reason: 'ambiguous-person', reply: whichPerson(understood.subject.candidates.map((p) => p.name), language), language };
    }

    const resolved = resolve(understood, question, thread);
    const { input, subjectName } = await chartInput(phone, profile, resolved.personId, now);
    const composed = answerQuestion({ topic: resolved.topic, timeframe: resolved.timeframe }, input, language);
    const builtin: QuestionAnswer = resolved.kind === 'remedy' ? { ...composed, ...remedyAnswer(composed) } : composed;

    if (thread && busyThreads.has(thread.thread.id)) throw new AppError('conflict', questionMessages.threadBusy);
    if (writing.inFlight >= deps.concurrency) throw new AppError('unavailable', messages.busy);
    // Taken before the next await: simultaneous questions cannot all slip under the caps.
    writing.inFlight++;
    if (thread) busyThreads.add(thread.thread.id);
    const free = thread !== null && freeFollowUpsLeft(thread.thread, thread.turns, now) > 0;
    let runId: string;
    let hold: Hold | null = null;
    try {
      runId = await startRun(db, phone, now, { limits: deps.limits, leaseMs: deps.holdLeaseMs, premium: !free && profile.isPremium, language });
      if (!free) {
        try {
          hold = await reserveReading(db, phone, now, deps.holdLeaseMs).finally(() => deps.profiles.changed(phone));
        } catch (error) {
          await endRunQuietly(runId);
          throw error;
        }
      }
    } catch (error) {
      writing.inFlight--;
      if (thread) busyThreads.delete(thread.thread.id);
      throw error;
    }
    const spend = free ? 'follow-up' : hold?.kind ?? 'premium';
    const about = resolved.personId ? 'person' : 'self';
    await deps.analytics.track(
      thread
        ? { name: 'question_follow_up', userPhone: phone, properties: { topic: resolved.topic, about, spend, count: thread.turns.length + 1 } }
        : { name: 'question_asked', userPhone: phone, properties: { topic: resolved.topic, about, spend } },
    );

    const answer = answers.start(phone);
    const renewal = setInterval(() => {
      const at = deps.now();
      if (hold) renewHold(db, hold, at, deps.holdLeaseMs).catch((error: unknown) => logger.warn({ err: error }, 'Could not renew a question credit hold'));
      renewRun(db, runId, at, deps.holdLeaseMs).catch((error: unknown) => logger.warn({ err: error }, 'Could not renew a question run'));
    }, Math.max(1, Math.floor(deps.holdLeaseMs / 4)));
    renewal.unref();

    const personView = saved.find((p) => p.id === resolved.personId);
    const questionPeople: QuestionPerson[] = saved.map((p) => {
      const subject: ChartSubject = { ...p, residence: profile.residence, lunarMonth: profile.lunarMonth };
      return { id: p.id, name: p.name, relation: p.relation, input: { profile: subject, birth: birthChartOf(subject, 'person'), reader: input.reader, about: 'person' as const } };
    });
    const job = (async () => {
      try {
        const written = await deps.writer.write(
          { question, understood: { ...understood, topic: resolved.topic, timeframe: resolved.timeframe, subject: personView ? { kind: 'person', person: people.find((p) => p.id === personView.id)!, mention: personView.name } : { kind: 'self' } }, builtin, input, people: questionPeople, thread: (thread?.turns ?? []).map((t) => ({ question: t.question, answer: t.answer })), language },
          { text: answer.text, restart: answer.restart },
        );
        if (!written.text.trim()) throw new Error('The writer gave an empty answer');
        clearInterval(renewal);
        const id = await save({ phone, question, thread: thread?.thread ?? null, position: thread?.turns.length ?? 0, resolved, subjectName, language, answer: builtin, text: written.text, source: written.source, spend, hold });
        if (hold) deps.profiles.changed(phone);
        await endRunQuietly(runId);
        await deps.analytics.track({ name: 'question_answered', userPhone: phone, properties: { topic: resolved.topic, writer: written.source } });
        const reloaded = (await loadThread(db, phone, id))!;
        answer.finish({ type: 'done', thread: threadView(reloaded.thread, reloaded.turns, deps.now()) });
      } catch (error) {
        clearInterval(renewal);
        logger.error({ err: error, writer: deps.writer.name }, 'Answering a question failed');
        if (hold) {
          await releaseHold(db, hold)
            .then(() => deps.profiles.changed(phone))
            .catch((e: unknown) => logger.error({ err: e }, 'Could not give a question credit back'));
        }
        await endRunQuietly(runId);
        await deps.analytics.track({ name: 'question_failed', userPhone: phone, properties: { topic: resolved.topic } });
        answer.finish({ type: 'error', message: localizeMessage(messages.generationFailed, language) });
      } finally {
        clearInterval(renewal);
        writing.inFlight--;
        if (thread) busyThreads.delete(thread.thread.id);
      }
    })();
    pending.add(job);
    void job.finally(() => pending.delete(job));
    return { kind: 'writing', answerId: answer.answerId, events: answer.events };
  }

  return {
    get inFlight() {
      return writing.inFlight;
    },
    whenIdle: () => Promise.all([...pending]),
    /** A new question (threadId null) or a follow-up in the owner's thread. */
    ask,
    async get(phone: string, threadId: string): Promise<QuestionThreadView> {
      const found = await loadThread(db, phone, threadId);
      if (!found) throw new AppError('not_found', questionMessages.threadNotFound);
      return threadView(found.thread, found.turns, deps.now());
    },
    list: (phone: string, query: ThreadListQuery) => listThreads(db, phone, query),
    /** An answer being written (or just finished) followed again from where a cut stream left it; null if not the owner's or gone. */
    follow: answers.follow,
    leave: answers.leave,
  };
}

export type QuestionService = ReturnType<typeof questionService>;
