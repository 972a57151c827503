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
 * database answers, every migration of this build is applied and start-up work is done (`warm`:
 * the place gazetteer, whose one-off load holds the event loop for a second or two), so traffic
 * can come.
 */
export function healthRoutes(db: Db, warm: () => boolean = () => true) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
        const applied = Number((result as unknown as { rows: Array<{ applied: number }> }).rows[0]?.applied ?? 0);
        if (applied < shippedMigrations) return c.json({ status: 'migrating', applied, expected: shippedMigrations }, 503);
        if (!warm()) return c.json({ status: 'starting' }, 503);
        return c.json({ status: 'ready' });
      } catch {
        return c.json({ status: 'database unreachable' }, 503);
      }
    });
}
