import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { isProfileComplete } from '../../shared/profile';
import type { ReadingType } from '../../shared/reading-types';
import type { Analytics } from '../analytics/track';
import { birthChartOf } from '../charts/chart-service';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { readings } from '../db/schema';
import { AppError } from '../http/errors';
import { readCache } from '../lib/read-cache';
import type { Logger } from '../logger';
import type { ProfileService } from '../profiles/profile-service';
import { buildReadingFacts } from './composer/reading-facts';
import { confirmHold, releaseHold, renewHold, reserveReading, type Hold } from './entitlements';
import { EventChannel } from './event-channel';
import { WriterError, type ReadingWriter } from './writers/reading-writer';

export type ReadingEvent =
  | { type: 'text'; delta: string }
  | { type: 'restart' }
  | { type: 'done'; readingId: string }
  | { type: 'error'; message: string };

export type ReadingView = { readingId: string; readingType: string; predictionText: string; createdAt: string };

type Deps = {
  db: Db;
  profiles: ProfileService;
  writer: ReadingWriter;
  logger: Logger;
  now: () => Date;
  /** Readings this process writes at once; more get a clear "busy" answer instead of a pile-up. */
  concurrency: number;
  /** Lease of a held credit; renewed every quarter of it while the reading is written. */
  holdLeaseMs: number;
  analytics: Pick<Analytics, 'track'>;
  changes?: ChangeFeed;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readingService(deps: Deps) {
  const { db, logger } = deps;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  // The history list is read far more often than readings are written (ADR 005).
  const lists = readCache<ReadingView[]>(deps.changes, 'readings');

  const toView = (row: typeof readings.$inferSelect): ReadingView => ({
    readingId: row.readingId,
    readingType: row.readingType,
    predictionText: row.predictionText,
    createdAt: row.createdAt.toISOString(),
  });

  async function save(phone: string, readingType: ReadingType, text: string, hold: Hold) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(readings)
        .values({ userPhone: phone, readingType, predictionText: text.trim(), createdAt: deps.now() })
        .returning({ readingId: readings.readingId });
      await confirmHold(tx, hold, phone);
      return row!.readingId;
    }).finally(() => deps.changes?.announce('readings', phone));
  }

  /** Checks the profile, builds the chart facts and takes the entitlement. */
  async function prepare(phone: string, readingType: ReadingType) {
    const now = deps.now();
    const profile = await deps.profiles.get(phone, now);
    if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
    if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
    const facts = buildReadingFacts({ profile, birth: birthChartOf(profile), readingType, now });
    const hold = await reserveReading(db, phone, now, deps.holdLeaseMs).finally(() => deps.profiles.changed(phone));
    return { profile, facts, hold };
  }

  return {
    /** Readings being written right now by this process (graceful shutdown waits for them). */
    get inFlight() {
      return inFlight;
    },
    whenIdle: () => Promise.all([...pending]),

    /**
     * Checks the profile, takes the entitlement and starts writing. Errors before the first
     * byte are thrown (they become ordinary JSON errors); later ones arrive as an 'error' event.
     */
    async start(phone: string, readingType: ReadingType): Promise<EventChannel<ReadingEvent>> {
      if (inFlight >= deps.concurrency) throw new AppError('unavailable', messages.busy);
      // Taken before the first await, so simultaneous requests cannot all slip under the cap.
      inFlight++;
      let prepared: Awaited<ReturnType<typeof prepare>>;
      try {
        prepared = await prepare(phone, readingType);
      } catch (error) {
        inFlight--;
        throw error;
      }
      const { profile, facts, hold } = prepared;

      const channel = new EventChannel<ReadingEvent>();
      // The held credit is a lease this process keeps alive while it writes; if the process dies,
      // the renewals stop and a sweep on any instance gives the credit back (entitlements.ts).
      let writing = true;
      const renewal = hold.kind === 'premium' ? undefined : setInterval(() => {
        renewHold(db, hold, deps.now(), deps.holdLeaseMs)
          .then((held) => {
            if (!held && writing) logger.warn({ readingType }, 'A reading outlived its credit hold; saving it takes the credit again');
          })
          .catch((error: unknown) => logger.warn({ err: error }, 'Could not renew a reading credit hold'));
      }, Math.max(1, Math.floor(deps.holdLeaseMs / 4)));
      renewal?.unref();
      const stopRenewing = () => {
        writing = false;
        clearInterval(renewal);
      };
      const job = (async () => {
        try {
          const text = await deps.writer.write(
            { readingType, profile, facts },
            { text: (delta) => channel.push({ type: 'text', delta }), restart: () => channel.push({ type: 'restart' }) },
          );
          if (!text.trim()) throw new WriterError(messages.emptyReply);
          // Saving deletes the hold: a renewal racing it must not report the hold as lost.
          stopRenewing();
          channel.push({ type: 'done', readingId: await save(phone, readingType, text, hold) });
          await deps.analytics.track({ name: 'reading_generated', userPhone: phone, properties: { readingType } });
        } catch (error) {
          stopRenewing();
          logger.error({ err: error, readingType, writer: deps.writer.name }, 'Reading generation failed');
          await releaseHold(db, hold)
            .then(() => deps.profiles.changed(phone))
            .catch((e: unknown) => logger.error({ err: e }, 'Could not give a reading credit back'));
          channel.push({ type: 'error', message: error instanceof WriterError ? error.message : messages.generationFailed });
        } finally {
          stopRenewing();
          inFlight--;
          channel.close();
        }
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return channel;
    },

    list(phone: string): Promise<ReadingView[]> {
      return lists.get(phone, async () => {
        const rows = await db.select().from(readings).where(eq(readings.userPhone, phone)).orderBy(desc(readings.createdAt)).limit(500);
        return rows.map(toView);
      });
    },

    /** The owner's reading; anyone else's id answers exactly like a missing one. */
    async get(phone: string, readingId: string): Promise<ReadingView> {
      if (!uuidPattern.test(readingId)) throw new AppError('not_found', messages.readingNotFound);
      const [row] = await db
        .select()
        .from(readings)
        .where(and(eq(readings.readingId, readingId), eq(readings.userPhone, phone)));
      if (!row) throw new AppError('not_found', messages.readingNotFound);
      return toView(row);
    },
  };
}

export type ReadingService = ReturnType<typeof readingService>;
