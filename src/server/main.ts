import 'dotenv/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { preloadPlaces } from '../astro/places';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { releaseStaleHolds } from './readings/entitlements';
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
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { app, readings, reconcilePendingOrders } = buildApp({ config, db: database.db, logger, sms: createSmsProvider(config, logger) });
  if (!mountStaticSite(app, path.join(root, 'dist'))) {
    logger.warn('No built app in dist/: serving the API only (run `npm run build`, or `npm run dev` for development)');
  }

  // Credits held by readings that died with an earlier process go back to their owners.
  const staleAfterMs = 10 * 60_000;
  const sweep = () =>
    releaseStaleHolds(database.db, new Date(), staleAfterMs)
      .then((n) => n > 0 && logger.warn(`Gave back ${n} reading credit(s) left by interrupted generations`))
      .catch((error: unknown) => logger.error({ err: error }, 'Could not sweep stale reading holds'));
  await sweep();
  setInterval(sweep, 5 * 60_000).unref();
  // Payments whose browser and webhook both failed are found by asking the gateway (SECURITY.md).
  setInterval(() => {
    reconcilePendingOrders(new Date())
      .then((r) => r.fulfilled > 0 && logger.warn(`Reconciliation activated ${r.fulfilled} paid order(s)`))
      .catch((error: unknown) => logger.error({ err: error }, 'Payment reconciliation failed'));
  }, 5 * 60_000).unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Jyotishi is running on http://localhost:${info.port} (database: ${database.kind})`);
    // The gazetteer (135k places) loads once, after the port is open, not on the first search.
    preloadPlaces().catch((error: unknown) => logger.error({ err: error }, 'Could not load the place gazetteer'));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests in flight`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await readings.whenIdle();
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
