import type { WritingCount } from './writing-count';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { localizeMessage } from '../../shared/messages-in';
import { isLanguage, isProfileComplete, type Language } from '../../shared/profile';
import type { ReadingType } from '../../shared/reading-types';
import type { Analytics } from '../analytics/track';
import { birthChartOf } from '../charts/chart-service';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { readings } from '../db/schema';
import { AppError } from '../http/errors';
import { readCache } from '../lib/read-cache';
import { chartBasisOf, chartBasisParts, chartChoicesOf, type ChartChoices } from '../../shared/chart-choices';
import type { Logger } from '../logger';
import type { ProfileService } from '../profiles/profile-service';
import { readerOf } from '../residence/reader';
import { confirmHold, releaseHold, renewHold, reserveReading, type Hold } from './entitlements';
import { EventChannel } from './event-channel';
import { historyPage, isFirstPageOfAll, readingsReceived, type HistoryPage, type HistoryQuery } from './reading-history';
import { buildReadingFacts, readingPeriod, type ReadingPeriod } from '../../composer';
import { endRun, renewRun, startRun, type ReadingLimits } from './reading-runs';
import { generationFailureReasonOf, WriterError, type ReadingWriter } from './writers/reading-writer';
import { uuidPattern } from '../../shared/uuid';

export type ReadingEvent =
  | { type: 'text'; delta: string }
  | { type: 'restart' }
  // The saved reading comes with its word, so the browser can show its page without asking again.
  | { type: 'done'; readingId: string; reading: ReadingView }
  | { type: 'error'; message: string };

/** The days a reading covers ('YYYY-MM-DD', both inclusive); null for a repeat saved before periods existed. */
export type PeriodView = { start: string; end: string };

/** `language` is the one the reading was written in, for good: the caller's when it was asked for. */
export type ReadingView = { readingId: string; readingType: string; predictionText: string; createdAt: string; period: PeriodView | null; language: Language };

/** The reading of a type whose period is running now: asking for that type again opens it. */
export type CurrentReading = { readingId: string; createdAt: string; period: PeriodView; language: Language };

/** The period's reading while this process writes it: the text so far, in the language it is written in. */
export type ReadingInProgress = { text: string; language: Language };

/**
 * What asking for a reading gives: the period's reading when it already has one (nothing spent),
 * or the events of a new one being written.
 */
export type ReadingStart = { kind: 'existing'; readingId: string } | { kind: 'writing'; events: EventChannel<ReadingEvent> };

type Deps = {
  db: Db;
  profiles: ProfileService;
  writer: ReadingWriter;
  logger: Logger;
  now: () => Date;
  /** Readings this process writes at once; more get a clear "busy" answer instead of a pile-up. */
  concurrency: number;
  /** The count of readings and answers being written in this process, shared by both services so that together they stay within `concurrency`. */
  writing?: WritingCount;
  /** Lease of a held credit and of the reading's run; renewed every quarter of it while the reading is written. */
  holdLeaseMs: number;
  /** Each user's readings in progress (on all instances) and premium's fair use per day. */
  limits: ReadingLimits;
  analytics: Pick<Analytics, 'track'>;
  changes?: ChangeFeed;
};


/** One reading: its user, its type and the first day of its period. */
/** A period's reading is one per chart basis (docs/decisions/046): a Raman reading is not a Lahiri one's duplicate. */
const writingKey = (phone: string, readingType: ReadingType, period: BasedPeriod) => `${phone}|${readingType}|${period.start}|${period.basis}`;

/** A reading's period with the chart basis (ayanamsa/node) the reader's chart is cast on now. */
type BasedPeriod = ReadingPeriod & { basis: string };

export function readingService(deps: Deps) {
  const { db, logger } = deps;
  const writingNow = deps.writing ?? { inFlight: 0 };
  const pending = new Set<Promise<void>>();
  /**
   * Readings this process is writing, by user, type and period start, each settling to the saved
   * reading's id (null if it failed). A second request for the same one waits for it and opens it,
   * spending nothing, instead of taking a credit (or, with none left, being refused) for a reading
   * that could not be saved. Other instances' requests meet the unique index at save time instead.
   */
  const writing = new Map<string, Promise<string | null>>();
  /**
   * The text written so far of each reading in `writing`, by the same key: a page reloaded, or
   * whose stream was cut, shows it and waits for the saved reading instead of offering a form.
   */
  const drafts = new Map<string, ReadingInProgress>();
  // The history list is read far more often than readings are written (ADR 005).
  const lists = readCache<HistoryPage<ReadingView>>(deps.changes, 'readings');

  async function ownRow(phone: string, readingId: string) {
    if (!uuidPattern.test(readingId)) throw new AppError('not_found', messages.readingNotFound);
    const [row] = await db
      .select()
      .from(readings)
      .where(and(eq(readings.readingId, readingId), eq(readings.userPhone, phone)));
    if (!row) throw new AppError('not_found', messages.readingNotFound);
    return row;
  }

  const languageOfRow = (row: typeof readings.$inferSelect): Language => (isLanguage(row.language) ? row.language : 'en');
  const toView = (row: typeof readings.$inferSelect): ReadingView => ({
    readingId: row.readingId,
    readingType: row.readingType,
    predictionText: row.predictionText,
    createdAt: row.createdAt.toISOString(),
    period: row.periodStart && row.periodEnd ? { start: row.periodStart, end: row.periodEnd } : null,
    language: languageOfRow(row),
  });

  /**
   * The reading of this type whose period holds `day` (the first day of the period asked for now).
   * A rolling period (weekly, monthly…) begins the day it is asked, so a weekly reading asked on
   * Monday is still this week's on Wednesday: asking then opens it rather than buying another.
   */
  async function readingCovering(tx: Db, phone: string, readingType: ReadingType, period: BasedPeriod) {
    const day = period.start;
    const [row] = await tx
      .select()
      .from(readings)
      .where(and(eq(readings.userPhone, phone), eq(readings.readingType, readingType), eq(readings.chartBasis, period.basis), lte(readings.periodStart, day), gte(readings.periodEnd, day)))
      .orderBy(desc(readings.periodStart))
      .limit(1);
    return row;
  }

  /**
   * Saves the reading and makes its spend final. Should the period have gained a reading meanwhile
   * (a simultaneous request on another instance: the unique index lets one in), this one is not
   * saved, its credit goes back in the same transaction, and the answer is that reading.
   */
  async function save(phone: string, readingType: ReadingType, period: BasedPeriod, language: Language, text: string, hold: Hold) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(readings)
        .values({ userPhone: phone, readingType, predictionText: text.trim(), createdAt: deps.now(), periodStart: period.start, periodEnd: period.end, language, chartBasis: period.basis })
        .onConflictDoNothing({ target: [readings.userPhone, readings.readingType, readings.periodStart, readings.chartBasis] })
        .returning();
      if (row) {
        await confirmHold(tx, hold, phone);
        return { reading: toView(row), isNew: true };
      }
      await releaseHold(tx, hold);
      const first = await readingCovering(tx, phone, readingType, period);
      if (!first) throw new Error('A reading of this period blocked the save but cannot be found');
      return { reading: toView(first), isNew: false };
    }).finally(() => deps.changes?.announce('readings', phone));
  }

  /**
   * The period of a reading asked now, on the calendar where the user lives (docs/decisions/023):
   * the same zone the composer dates the reading in, so "today's" reading is the reader's today.
   */
  async function periodFor(phone: string, readingType: ReadingType, now: Date): Promise<BasedPeriod> {
    const profile = await deps.profiles.get(phone, now);
    return { ...readingPeriod(readingType, now, profile ? readerOf(profile).place.timezone : undefined), basis: chartBasisOf(chartChoicesOf(profile?.chartChoices)) };
  }

  /** The reading no longer counts as in progress; a failure only delays that until its lease ends. */
  const endRunQuietly = (runId: string) => endRun(db, runId).catch((error: unknown) => logger.warn({ err: error }, 'Could not end a reading run'));

  /**
   * Checks the profile, builds the chart facts, records the run (refused over the user's limits,
   * before anything is spent) and takes the entitlement.
   */
  async function prepare(phone: string, readingType: ReadingType, now: Date, language: Language) {
    const profile = await deps.profiles.get(phone, now);
    if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
    if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
    const facts = buildReadingFacts({ profile, birth: birthChartOf(profile), reader: readerOf(profile), readingType, now, readingsBefore: await readingsReceived(db, phone) });
    const runId = await startRun(db, phone, now, { limits: deps.limits, leaseMs: deps.holdLeaseMs, premium: profile.isPremium, language });
    try {
      const hold = await reserveReading(db, phone, now, deps.holdLeaseMs).finally(() => deps.profiles.changed(phone));
      return { profile, facts, hold, runId };
    } catch (error) {
      await endRunQuietly(runId);
      throw error;
    }
  }

  async function begin(phone: string, readingType: ReadingType, language: Language, now: Date, period: BasedPeriod, key: string): Promise<ReadingStart> {
    if (writingNow.inFlight >= deps.concurrency) throw new AppError('unavailable', messages.busy);
    // Taken before the first await, so simultaneous requests cannot all slip under the cap, and
    // the same reading asked for again meanwhile finds this one in `writing`.
    writingNow.inFlight++;
    let settle!: (readingId: string | null) => void;
    writing.set(key, new Promise((resolve) => (settle = resolve)));
    const finish = (readingId: string | null) => {
      writing.delete(key);
      drafts.delete(key);
      settle(readingId);
    };

    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      // Before any credit is taken: the period's reading is opened for nothing.
      const existing = await readingCovering(db, phone, readingType, period);
      if (existing) {
        writingNow.inFlight--;
        finish(existing.readingId);
        return { kind: 'existing', readingId: existing.readingId };
      }
      prepared = await prepare(phone, readingType, now, language);
    } catch (error) {
      writingNow.inFlight--;
      finish(null);
      throw error;
    }
    const { profile, facts, hold, runId } = prepared;

    const channel = new EventChannel<ReadingEvent>();
    const draft: ReadingInProgress = { text: '', language };
    drafts.set(key, draft);
    // The held credit and the run are leases this process keeps alive while it writes; if the
    // process dies, the renewals stop, a sweep on any instance gives the credit back
    // (entitlements.ts) and the run stops counting against the user's limit (reading-runs.ts).
    let writingText = true;
    const renewal = setInterval(() => {
      const at = deps.now();
      renewHold(db, hold, at, deps.holdLeaseMs)
        .then((held) => {
          if (!held && writingText) logger.warn({ readingType }, 'A reading outlived its credit hold; saving it takes the credit again');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'Could not renew a reading credit hold'));
      renewRun(db, runId, at, deps.holdLeaseMs)
        .then((live) => {
          if (!live && writingText) logger.warn({ readingType }, 'A reading outlived its run lease; it no longer counts towards its user\'s readings in progress');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'Could not renew a reading run'));
    }, Math.max(1, Math.floor(deps.holdLeaseMs / 4)));
    renewal.unref();
    const stopRenewing = () => {
      writingText = false;
      clearInterval(renewal);
    };
    // Ended before the browser hears 'done' or 'error': a next request sent on that word must
    // not be refused for this run.
    let runEnded = false;
    const endThisRun = async () => {
      if (runEnded) return;
      runEnded = true;
      await endRunQuietly(runId);
    };
    let saved: string | null = null;
    const job = (async () => {
      try {
        const text = await deps.writer.write(
          { readingType, profile, facts, language },
          {
            text: (delta) => {
              draft.text += delta;
              channel.push({ type: 'text', delta });
            },
            restart: () => {
              draft.text = '';
              channel.push({ type: 'restart' });
            },
          },
        );
        if (!text.trim()) throw new WriterError(messages.emptyReply, 'empty_reply');
        // Saving deletes the hold: a renewal racing it must not report the hold as lost.
        stopRenewing();
        const result = await save(phone, readingType, period, language, text, hold);
        saved = result.reading.readingId;
        if (!result.isNew) deps.profiles.changed(phone);
        await endThisRun();
        channel.push({ type: 'done', readingId: result.reading.readingId, reading: result.reading });
        if (result.isNew) await deps.analytics.track({ name: 'reading_generated', userPhone: phone, properties: { readingType } });
      } catch (error) {
        stopRenewing();
        logger.error({ err: error, readingType, writer: deps.writer.name }, 'Reading generation failed');
        await releaseHold(db, hold)
          .then(() => deps.profiles.changed(phone))
          .catch((e: unknown) => logger.error({ err: e }, 'Could not give a reading credit back'));
        await endThisRun();
        // In the reading's language (the caller's): a writer's parametric message is made in it already.
        channel.push({ type: 'error', message: localizeMessage(error instanceof WriterError ? error.message : messages.generationFailed, language) });
        // Only failures while writing come here: a refusal (no access, incomplete profile, busy) was thrown before.
        await deps.analytics.track({ name: 'reading_failed', userPhone: phone, properties: { readingType, reason: generationFailureReasonOf(error) } });
      } finally {
        stopRenewing();
        await endThisRun();
        writingNow.inFlight--;
        finish(saved);
        channel.close();
      }
    })();
    pending.add(job);
    void job.finally(() => pending.delete(job));
    return { kind: 'writing', events: channel };
  }

  return {
    /** Readings being written right now by this process (graceful shutdown waits for them). */
    get inFlight() {
      return writingNow.inFlight;
    },
    whenIdle: () => Promise.all([...pending]),

    /**
     * Opens the period's reading when it already has one, without taking anything. Otherwise checks
     * the profile, takes the entitlement and starts writing in `language`. Errors before the first
     * byte are thrown (they become ordinary JSON errors); later ones arrive as an 'error' event.
     * The period's reading stays in the language it was written in, whatever the later caller's.
     */
    async start(phone: string, readingType: ReadingType, language: Language = 'en'): Promise<ReadingStart> {
      for (;;) {
        const now = deps.now();
        const period = await periodFor(phone, readingType, now);
        const key = writingKey(phone, readingType, period);
        const other = writing.get(key);
        if (!other) return begin(phone, readingType, language, now, period, key);
        const readingId = await other;
        // Had that one failed, this request asks afresh (and may write it itself).
        if (readingId) return { kind: 'existing', readingId };
      }
    },

    /**
     * The owner's reading of this type whose period is running now, if there is one, or else the
     * one this process is writing for that period (its text so far). Only this process knows the
     * text: on another instance the page simply finds the reading once it is saved.
     */
    async current(phone: string, readingType: ReadingType): Promise<{ reading: CurrentReading | null; writing: ReadingInProgress | null }> {
      const now = deps.now();
      const period = await periodFor(phone, readingType, now);
      const row = await readingCovering(db, phone, readingType, period);
      if (row?.periodStart && row.periodEnd) {
        const reading = { readingId: row.readingId, createdAt: row.createdAt.toISOString(), period: { start: row.periodStart, end: row.periodEnd }, language: languageOfRow(row) };
        return { reading, writing: null };
      }
      const draft = drafts.get(writingKey(phone, readingType, period));
      return { reading: null, writing: draft ? { ...draft } : null };
    },

    /** A page of the owner's history, newest first, searched and filtered over all of it (reading-history.ts). */
    history(phone: string, query: HistoryQuery = {}): Promise<HistoryPage<ReadingView>> {
      const load = () => historyPage(db, phone, query, toView);
      // Only the first page of everything is cached: it is what every visit opens with.
      return isFirstPageOfAll(query) ? lists.get(phone, load) : load();
    },

    /** The owner's reading; anyone else's id answers exactly like a missing one. */
    async get(phone: string, readingId: string): Promise<ReadingView> {
      return toView(await ownRow(phone, readingId));
    },

    /** The owner's reading with the ayanamsa and node it was written under: its PDF's tables are cast on them. */
    async getWithBasis(phone: string, readingId: string): Promise<{ reading: ReadingView; basis: Pick<ChartChoices, 'ayanamsa' | 'node'> }> {
      const row = await ownRow(phone, readingId);
      return { reading: toView(row), basis: chartBasisParts(row.chartBasis) };
    },
  };
}

export type ReadingService = ReturnType<typeof readingService>;
