import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { isLanguage } from '../../../shared/profile';
import { topics, type Topic } from '../../../shared/question-topics';
import { FREE_FOLLOW_UP_HOURS, FREE_FOLLOW_UPS, THREAD_PAGE_SIZE, THREAD_TURN_LIMIT, type NextQuestionCost, type QuestionThreadSummary, type QuestionThreadView, type QuestionTurnView, type QuestionWindowView } from '../../../shared/questions';
import { uuidPattern } from '../../../shared/uuid';
import { decodeCursor, encodeCursor } from '../../readings/reading-history';
import type { Db } from '../../db/client';
import { questionThreads, questionTurns, type QuestionThread, type QuestionTurn } from '../../db/schema';

const hourMs = 3_600_000;

const topicOf = (value: string): Topic => ((topics as readonly string[]).includes(value) ? (value as Topic) : 'general');

/** Follow-ups still free in a thread at `now`: within a day of its first question, up to the limit. */
export function freeFollowUpsLeft(thread: Pick<QuestionThread, 'createdAt'>, turns: readonly Pick<QuestionTurn, 'spend'>[], now: Date): number {
  if (now.getTime() - thread.createdAt.getTime() >= FREE_FOLLOW_UP_HOURS * hourMs) return 0;
  const used = turns.filter((t) => t.spend === 'follow-up').length;
  return Math.max(0, Math.min(FREE_FOLLOW_UPS - used, THREAD_TURN_LIMIT - turns.length));
}

export function nextCostOf(thread: Pick<QuestionThread, 'createdAt'>, turns: readonly Pick<QuestionTurn, 'spend'>[], now: Date): NextQuestionCost {
  if (turns.length >= THREAD_TURN_LIMIT) return 'thread-full';
  return freeFollowUpsLeft(thread, turns, now) > 0 ? 'free-follow-up' : 'reading';
}

export function turnView(row: QuestionTurn): QuestionTurnView {
  return {
    id: row.id,
    question: row.question,
    topic: topicOf(row.topic),
    timeframe: { start: row.timeframeStart, end: row.timeframeEnd },
    kind: row.kind === 'remedy' ? 'remedy' : 'answer',
    answer: row.answer,
    windows: row.windows as QuestionWindowView[],
    basis: row.basis as string[],
    source: row.source === 'model' ? 'model' : 'builtin',
    createdAt: row.createdAt.toISOString(),
  };
}

function summaryOf(row: QuestionThread): Omit<QuestionThreadSummary, 'turnCount'> {
  return {
    id: row.id,
    title: row.title,
    topic: topicOf(row.topic),
    language: isLanguage(row.language) ? row.language : 'en',
    subject: row.subjectName ? { personId: row.personId, name: row.subjectName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function threadView(row: QuestionThread, turns: readonly QuestionTurn[], now: Date): QuestionThreadView {
  return { ...summaryOf(row), turns: turns.map(turnView), nextCost: nextCostOf(row, turns, now), freeFollowUpsLeft: freeFollowUpsLeft(row, turns, now) };
}

/** The owner's thread and its turns in order; anyone else's id, or a malformed one, finds nothing. */
export async function loadThread(db: Db, phone: string, threadId: string): Promise<{ thread: QuestionThread; turns: QuestionTurn[] } | null> {
  if (!uuidPattern.test(threadId)) return null;
  const [thread] = await db.select().from(questionThreads).where(and(eq(questionThreads.id, threadId), eq(questionThreads.userPhone, phone)));
  if (!thread) return null;
  const turns = await db.select().from(questionTurns).where(eq(questionTurns.threadId, thread.id)).orderBy(asc(questionTurns.position));
  return { thread, turns };
}

export type ThreadListQuery = { q?: string; limit?: number; cursor?: string };

/** A page of the owner's threads; `nextCursor` asks for the next (null on the last); `matched` counts all the search lets through. */
export type ThreadListPage = { threads: QuestionThreadSummary[]; nextCursor: string | null; matched: number };

// The instant a thread was last asked in, to the microsecond, as the readings' history keeps it.
const updatedInstant = sql<string>`to_char(${questionThreads.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The owner's threads, most recently asked first, a page at a time as the readings' history pages:
 * ordered by (updated_at, id) descending, each page starting after the cursor's thread. `q` finds a
 * thread by the words of any of its questions. A thread asked in again meanwhile moves to the top,
 * so a later page does not show it twice.
 */
export async function listThreads(db: Db, phone: string, query: ThreadListQuery): Promise<ThreadListPage> {
  const limit = query.limit ?? THREAD_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const q = query.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const matching = pattern
    ? or(ilike(questionThreads.title, pattern), inArray(questionThreads.id, db.select({ id: questionTurns.threadId }).from(questionTurns).where(and(eq(questionTurns.userPhone, phone), ilike(questionTurns.question, pattern)))))
    : undefined;
  const wanted = and(eq(questionThreads.userPhone, phone), matching);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ thread: questionThreads, at: updatedInstant, turnCount: sql<number>`(select ${count()} from ${questionTurns} where ${questionTurns.threadId} = ${questionThreads.id})`.mapWith(Number) })
      .from(questionThreads)
      .where(after ? and(wanted, sql`(${questionThreads.updatedAt}, ${questionThreads.id}) < (${after.at}::timestamptz, ${after.readingId}::uuid)`) : wanted)
      .orderBy(desc(questionThreads.updatedAt), desc(questionThreads.id))
      // One more than the page: whether there is a next page, without counting.
      .limit(limit + 1),
    db.select({ n: count() }).from(questionThreads).where(wanted),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    threads: page.map((r) => ({ ...summaryOf(r.thread), turnCount: r.turnCount })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.thread.id) : null,
    matched: counted?.n ?? 0,
  };
}
