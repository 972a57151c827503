import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { schema } from './schema';

/** Both drivers give the same query builder; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Row changes announced by the database; the read caches follow it. */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `DATABASE_URL` set → PostgreSQL through `pg`; otherwise PGlite with its files under the data
 * folder. The same committed migrations are applied to either at start-up.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openPglite(new PGlite(dir));
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Instances starting together take turns: the first applies the migrations, the rest find
  // them applied. A session-level advisory lock on its own connection keeps them apart.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(20250610)');
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(20250610)').catch(() => {});
    lock.release();
  }
  const changes = await postgresChangeFeed(url);
  return {
    db,
    kind: 'postgres',
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

export async function openPglite(client: PGlite, options: { migrate?: boolean } = {}): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}
