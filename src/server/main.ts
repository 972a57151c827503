import 'dotenv/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preloadCitySlugs } from '../astro/city-slugs';
import { isPlacesLoaded, preloadPlaces } from '../astro/places';
import { buildApp } from './app';
import { listen } from './http/listen';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger, logDestination } from './logger';
import { periodic } from './maintenance/periodic';
import { pruneExpiredRows } from './maintenance/retention';
import { releaseExpiredHolds } from './readings/entitlements';
import { createSmsProvider } from './providers';
import { mountStaticSite } from './static-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, logDestination());
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { app, readings, questions, pdfs, reconcilePendingOrders, sendDueReminders, visitorProfile, recordKnownNumbers } = buildApp({
    config,
    db: database.db,
    changes: database.changes,
    warm: isPlacesLoaded,
    logger,
    sms: createSmsProvider(config, logger),
  });
  if (!mountStaticSite(app, config.distDir ?? path.join(root, 'dist'), { visitorProfile })) {
    logger.warn('No built app in dist/: serving the API only (run `npm run build`, or `npm run dev` for development)');
  }

  // Background work, on every instance (each task is safe to run on several at once). Timers are
  // unref'd and a run never overlaps the previous one (maintenance/periodic.ts).
  // Credits held by readings whose process died (their lease ran out unrenewed) go back to their
  // owners: once before serving, then every few seconds.
  const holds = periodic(
    'Reading hold sweep',
    config.readings.holdSweepMs,
    async () => {
      const n = await releaseExpiredHolds(database.db, new Date());
      if (n > 0) logger.warn(`Gave back ${n} reading credit(s) left by interrupted generations`);
    },
    logger,
  );
  await holds.run();
  // Invites count a number as new only if it never signed in: accounts older than invites go into
  // that ledger once (docs/decisions/033), without holding up the start.
  recordKnownNumbers(new Date()).then(
    (n) => n > 0 && logger.info(`Recorded ${n} existing number(s) as known to invites`),
    (error: unknown) => logger.error({ err: error }, 'Could not record existing numbers for invites'),
  );
  // Payments whose browser and webhook both failed are found by asking the gateway (docs/security.md).
  const reconciliation = periodic(
    'Payment reconciliation',
    config.reconcile.intervalMs,
    async () => {
      const r = await reconcilePendingOrders(new Date(), { minAgeMs: config.reconcile.minAgeMs });
      if (r.fulfilled > 0) logger.warn(`Reconciliation activated ${r.fulfilled} paid order(s)`);
    },
    logger,
  );
  // Rows past their usefulness (rate events, old webhook ids, expired sessions and codes, old
  // analytics, public pages whose day or year is over): at start-up, without holding it up, then hourly.
  const retention = periodic(
    'Retention',
    60 * 60_000,
    async () => {
      const deleted = await pruneExpiredRows(database.db, new Date(), { analyticsDays: config.analytics.retentionDays, sessionMaxDays: config.session.maxDays });
      if (Object.values(deleted).some((n) => n > 0)) logger.info({ deleted }, 'Retention removed old rows');
    },
    logger,
  );
  void retention.run();
  // The daily reminders whose India time has come; each goes out once a day whichever instance claims it.
  const reminders = periodic(
    'Daily reminders',
    config.reminders.intervalMs,
    async () => {
      const r = await sendDueReminders(new Date());
      if (r.sent + r.expired + r.failed + r.refused > 0) logger.info({ reminders: r }, 'Daily reminders sent');
    },
    logger,
  );
  const background = [holds, reconciliation, retention, reminders];

  const server = listen({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Jyotishi is running on http://localhost:${info.port} (database: ${database.kind})`);
    // The gazetteer (135k places) loads once, after the port is open, not on the first search; the
    // public city pages' slug index is built from it straight after, not on the first city page.
    preloadPlaces()
      .then(preloadCitySlugs)
      .catch((error: unknown) => logger.error({ err: error }, 'Could not load the place gazetteer'));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight`);
    // No new background runs against a database about to close (readings in flight still renew).
    for (const task of background) task.stop();
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await Promise.all([readings.whenIdle(), questions.whenIdle(), pdfs.close()]);
      await database.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('Jyotishi could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
