import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { ChangeFeed } from '../../src/server/db/change-feed';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { onFileEnd } from './file-cleanup';

/** Tests read the environment directly: the app's single config module is not involved here. */
export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

let template: Blob | undefined;
let fileDatabase: Promise<Database> | undefined;

/**
 * A fresh, migrated database of its own: a copy of the PGlite template (≈0.5 s), or a new
 * PostgreSQL database on the server when `TEST_DATABASE_URL` is set. Closed (and dropped) when the
 * test file ends.
 */
export async function createTestDb(): Promise<Database> {
  const database = postgresUrl ? await createPostgresDb(postgresUrl) : await createPgliteDb();
  onFileEnd(() => database.close());
  return database;
}

/** The database shared by the tests of one file, made on first use. Tests create their own rows. */
export function testFileDb(): Promise<Database> {
  if (!fileDatabase) {
    fileDatabase = createTestDb();
    // Forget it when the file ends, in case modules outlive the file (Vitest's isolate: false).
    onFileEnd(() => {
      fileDatabase = undefined;
    });
  }
  return fileDatabase;
}

async function createPgliteDb(): Promise<Database> {
  const file = inject('pgliteTemplate');
  if (!file) {
    // The global setup skips the template when running on PostgreSQL: migrate from scratch.
    return openPglite(new PGlite());
  }
  template ??= new Blob([readFileSync(file)]);
  return openPglite(new PGlite({ loadDataDir: template }), { migrate: false });
}

async function createPostgresDb(serverUrl: string): Promise<Database> {
  const name = `${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A change feed that never hears anything: for fake databases; the read caches read through. */
export const silentChangeFeed: ChangeFeed = { live: false, subscribe: () => () => {}, announce: () => {}, close: async () => {} };
