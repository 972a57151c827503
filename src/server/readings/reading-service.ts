import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { isProfileComplete } from '../../shared/profile';
import type { ReadingType } from '../../shared/reading-types';
import type { Analytics } from '../analytics/track';
import { birthChartOf } from '../charts/chart-service';
import type { Db } from '../db/client';
import { readings } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../logger';
import type { ProfileService } from '../profiles/profile-service';
import { buildReadingFacts } from './composer/reading-facts';
import { confirmHold, releaseHold, reserveReading, type Hold } from './entitlements';
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
  analytics: Pick<Analytics, 'track'>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readingService(deps: Deps) {
  const { db, logger } = deps;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();

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
      await confirmHold(tx, hold);
      return row!.readingId;
    });
  }

  /** Checks the profile, builds the chart facts and takes the entitlement. */
  async function prepare(phone: string, readingType: ReadingType) {
    const now = deps.now();
    const profile = await deps.profiles.get(phone, now);
    if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
    if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
    const facts = buildReadingFacts({ profile, birth: birthChartOf(profile), readingType, now });
    const hold = await reserveReading(db, phone, now);
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
      const job = (async () => {
        try {
          const text = await deps.writer.write(
            { readingType, profile, facts },
            { text: (delta) => channel.push({ type: 'text', delta }), restart: () => channel.push({ type: 'restart' }) },
          );
          if (!text.trim()) throw new WriterError(messages.emptyReply);
          channel.push({ type: 'done', readingId: await save(phone, readingType, text, hold) });
          await deps.analytics.track({ name: 'reading_generated', userPhone: phone, properties: { readingType } });
        } catch (error) {
          logger.error({ err: error, readingType, writer: deps.writer.name }, 'Reading generation failed');
          await releaseHold(db, hold).catch((e: unknown) => logger.error({ err: e }, 'Could not give a reading credit back'));
          channel.push({ type: 'error', message: error instanceof WriterError ? error.message : messages.generationFailed });
        } finally {
          inFlight--;
          channel.close();
        }
      })();
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return channel;
    },

    async list(phone: string): Promise<ReadingView[]> {
      const rows = await db.select().from(readings).where(eq(readings.userPhone, phone)).orderBy(desc(readings.createdAt)).limit(500);
      return rows.map(toView);
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
