// `npm run stats`: the last 7 days in numbers: visitors, sign-ins, readings by type, failed readings,
// shares, purchases and revenue, errors and where visitors came from. Reads the same database as
// the server, with the same configuration (.env, DATABASE_URL or PGlite under DATA_DIR).
import 'dotenv/config';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { computeStats, formatStats } from '../src/server/analytics/stats';
import { ConfigError, loadConfig, type Config } from '../src/server/config';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const { database, cleanup } = await open(config);
  try {
    console.log(formatStats(await computeStats(database.db, new Date())));
  } finally {
    await database.close();
    cleanup();
  }
}

/**
 * PostgreSQL takes any number of clients. PGlite takes one process at a time on a data folder
 * and has no read-only mode: while the server holds the folder (PGlite keeps `postmaster.pid`
 * in it while open), we read a copy of it instead and never touch the live files.
 */
async function open(config: Config): Promise<{ database: Database; cleanup: () => void }> {
  if (config.databaseUrl) return { database: await openPostgres(config.databaseUrl), cleanup: () => {} };

  const dir = path.join(config.dataDir, 'pglite');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    fail(`No database yet in ${dir}: start the server once (npm start) with the same DATA_DIR, or set DATABASE_URL.`);
  }
  if (!existsSync(path.join(dir, 'postmaster.pid'))) {
    return { database: await openPglite(new PGlite(dir)), cleanup: () => {} };
  }

  const running = await serverAnswers(config.port);
  console.error(
    running
      ? `The Jyotishi server is running (port ${config.port}) and holds the embedded database in ${dir}.`
      : `The embedded database in ${dir} is marked as in use: a server may be running on another port, or one stopped without closing it.`,
  );
  console.error('PGlite allows one process at a time, so these figures come from a snapshot copy; the live folder is not touched.\n');
  const copy = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-stats-'));
  const cleanup = () => rmSync(copy, { recursive: true, force: true });
  try {
    cpSync(dir, copy, { recursive: true });
    return { database: await openPglite(new PGlite(copy)), cleanup };
  } catch (error) {
    cleanup();
    fail(
      `Could not read a snapshot of ${dir} (${error instanceof Error ? error.message : String(error)}).\n` +
        'Stop the server and run `npm run stats` again, or run the server on PostgreSQL (DATABASE_URL), which allows both at once.',
    );
  }
}

async function serverAnswers(port: number) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/public-config`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('npm run stats failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
