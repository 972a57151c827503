import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresUrl } from '../../../tests/support/test-db';
import { openPostgres } from './client';

// Several instances starting at once against one fresh PostgreSQL must not trip over each other's
// migrations. PGlite has one process per data folder, so this only means something on PostgreSQL.
describe.runIf(postgresUrl)('migrations on PostgreSQL', () => {
  it('are applied once when three instances start together', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `jyotishi_migrate_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    try {
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString())));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const plans = await check.query('select count(*)::int as n from payment_plans');
      await check.end();
      expect(applied.rows[0].n).toBeGreaterThanOrEqual(5);
      expect(plans.rows[0].n).toBe(3);
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
