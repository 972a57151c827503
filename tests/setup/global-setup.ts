import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openPglite } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) that each test file's database starts from. */
    pgliteTemplate: string;
    /** Prefix of the PostgreSQL databases this run creates, so teardown can drop leftovers. */
    testRunId: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(root, '.test-data');

/**
 * Runs once per `vitest run`. Creating a PGlite database runs initdb (≈3.5 s, ~1 GB at first), so
 * we migrate one template and every test file starts from a copy of it.
 * The template is cached on disk under a key of the migrations and the PGlite version.
 */
export default async function setup(project: TestProject) {
  const testRunId = `jyotishi_test_${randomBytes(3).toString('hex')}`;
  project.provide('testRunId', testRunId);
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgliteTemplate', serverUrl ? '' : await pgliteTemplate());
  if (!serverUrl) return;
  return async () => dropDatabases(serverUrl, testRunId);
}

async function pgliteTemplate() {
  const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const client = new PGlite();
  const database = await openPglite(client);
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(cacheDir, { recursive: true });
  // Written under a temporary name first: two runs at once must never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of older migrations are 40 MB each and never used again.
  for (const name of readdirSync(cacheDir)) {
    if (/^pglite-template-[0-9a-f]+\.tar$/.test(name) && path.join(cacheDir, name) !== file) rmSync(path.join(cacheDir, name), { force: true });
  }
  return file;
}

function templateKey() {
  const hash = createHash('sha256');
  const pgliteManifest = path.join(root, 'node_modules/@electric-sql/pglite/package.json');
  hash.update((JSON.parse(readFileSync(pgliteManifest, 'utf8')) as { version: string }).version);
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Test files drop their own database; this catches the ones a crashed worker left behind. */
async function dropDatabases(serverUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}_%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
