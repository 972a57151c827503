import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { migrationsFolder, type Db } from '../db/client';
import type { AppEnv } from '../http/context';

/** How many migrations this build ships: /readyz wants all of them applied. */
const shippedMigrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/**
 * Probes for a load balancer or orchestrator: /healthz says the process is up; /readyz that the
 * database answers and every migration of this build is applied, so traffic can come.
 */
export function healthRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
        const applied = Number((result as unknown as { rows: Array<{ applied: number }> }).rows[0]?.applied ?? 0);
        if (applied < shippedMigrations) return c.json({ status: 'migrating', applied, expected: shippedMigrations }, 503);
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'database unreachable' }, 503);
      }
    });
}
