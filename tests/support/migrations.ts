import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/server/db/client';
import { onFileEnd } from './file-cleanup';

/**
 * A copy of the migrations folder as it was before migration `tag` (e.g. '0008'): a test applies
 * it, puts in rows as they were then, and applies the real folder to see what the migration does
 * to them. Removed when the test file ends.
 */
export function migrationsBefore(tag: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-migrations-'));
  onFileEnd(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
