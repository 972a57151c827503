import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../tests/support/migrations';
import type { ReadingType } from '../../shared/reading-types';
import { migrationsFolder } from '../db/client';
import { readingPeriod } from '../../composer';

// Migration 0008 dates the readings saved before it with the rules of readingPeriod, in SQL: the
// two must agree, on the edges above all (India's midnight, month ends, leap days).

const asked: Array<[ReadingType, string]> = [
  ['daily', '2026-11-24T18:29:59Z'],
  ['daily', '2026-11-24T18:30:00Z'],
  ['weekly', '2026-12-28T05:00:00Z'],
  ['monthly', '2027-01-31T06:00:00Z'],
  ['monthly', '2028-01-31T06:00:00Z'],
  ['quarterly', '2026-11-30T06:00:00Z'],
  ['yearly', '2028-02-29T06:00:00Z'],
  ['career', '2026-11-30T19:00:00Z'],
  ['love', '2026-11-30T18:00:00Z'],
  ['health', '2028-02-15T06:00:00Z'],
  ['life', '2026-06-01T00:00:00Z'],
];

describe('migration 0008 (reading periods)', () => {
  // Runs every migration on a fresh PGlite twice: slow on a busy machine.
  it('gives old readings the period readingPeriod gives, and repeats of a period none', { timeout: 60_000 }, async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0008') });
    await db.execute(sql`insert into profiles (phone_number) values ('+919800000001')`);
    for (const [type, at] of asked) {
      await db.execute(sql`insert into readings (user_phone, reading_type, prediction_text, created_at) values ('+919800000001', ${type}, ${at}, ${at})`);
    }
    // A repeat asked later the same India day as the second daily: kept, but not the period's reading.
    await db.execute(sql`insert into readings (user_phone, reading_type, prediction_text, created_at) values ('+919800000001', 'daily', 'repeat', '2026-11-25T10:00:00Z')`);

    await migrate(db, { migrationsFolder });

    const { rows } = await db.execute<{ text: string; start: string | null; end: string | null }>(
      sql`select prediction_text as text, period_start::text as start, period_end::text as end from readings`,
    );
    const byText = new Map(rows.map((r) => [r.text, r]));
    for (const [type, at] of asked) {
      const { start, end } = readingPeriod(type, new Date(at));
      expect(byText.get(at), `${type} at ${at}`).toEqual({ text: at, start, end });
    }
    expect(byText.get('repeat')).toEqual({ text: 'repeat', start: null, end: null });
    await client.close();
  });
});
