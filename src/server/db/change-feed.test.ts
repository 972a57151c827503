import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signInWithProfile, type TestApp } from '../../../tests/support/test-app';
import { createTestDb, postgresUrl } from '../../../tests/support/test-db';
import { openPostgres, type Database } from './client';
import { profiles } from './schema';

/**
 * Two app instances, each with its own read caches, on one database: what one writes, the other
 * shows. On PGlite both share the one in-process feed; on PostgreSQL each has its own LISTEN
 * connection, as separate servers do, so the notice arrives a moment later: `eventually` waits.
 */
async function twoInstances(): Promise<{ a: Database; b: Database; cleanup: () => Promise<void> }> {
  if (!postgresUrl) {
    const shared = await createTestDb();
    return { a: shared, b: shared, cleanup: async () => {} };
  }
  const name = `jyotishi_feed_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const a = await openPostgres(url.toString());
  const b = await openPostgres(url.toString());
  return {
    a,
    b,
    cleanup: async () => {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Retries until the check passes: PostgreSQL's change notices arrive a moment after the write. */
const eventually = (check: () => Promise<void>, timeout = 2_000) => vi.waitFor(check, { timeout, interval: 20 });

describe('read caches across instances', async () => {
  const { a, b, cleanup } = await twoInstances();
  afterAll(cleanup);
  const appA: TestApp = await createTestApp({ database: a, changes: a.changes });
  const appB: TestApp = await createTestApp({ database: b, changes: b.changes });

  /** The same browser, talking to instance A or B (a load balancer's choice). */
  async function browser() {
    const onA = appA.client();
    const user = await signInWithProfile(appA, onA);
    const onB = appB.client({ ip: onA.ip });
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    return { onA, onB, ...user };
  }

  it('shows on B a profile saved on A, and a change written straight to the database', async () => {
    const { onA, onB, phone } = await browser();
    expect((await onB.get('/api/me')).body.profile.name).toBe('Asha Verma');

    const saved = await onA.put('/api/profile', { name: 'Asha Rao', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Varanasi', country: 'India' });
    expect(saved.status).toBe(200);
    await eventually(async () => expect((await onB.get('/api/me')).body.profile.name).toBe('Asha Rao'));

    // Nobody's process wrote this one: only the database's own notice can tell the caches.
    await a.db.update(profiles).set({ sharesAvailable: 7 }).where(eq(profiles.phoneNumber, phone));
    await eventually(async () => expect((await onB.get('/api/me')).body.profile.sharesAvailable).toBe(7));
    await eventually(async () => expect((await onA.get('/api/me')).body.profile.sharesAvailable).toBe(7));
  });

  it('lists on B a reading written on A, with the free reading spent', async () => {
    const { onA, onB } = await browser();
    expect((await onB.get('/api/readings')).body.readings).toEqual([]);
    expect((await onB.get('/api/me')).body.profile.hasUsedFreeReading).toBe(false);

    expect((await onA.post('/api/readings', { readingType: 'daily' })).status).toBe(200);
    await eventually(async () => expect((await onB.get('/api/readings')).body.readings).toHaveLength(1));
    await eventually(async () => expect((await onB.get('/api/me')).body.profile.hasUsedFreeReading).toBe(true));
    // The same instance that wrote it never shows the old state, not even for a moment.
    expect((await onA.get('/api/readings')).body.readings).toHaveLength(1);
    expect((await onA.get('/api/me')).body.profile.hasUsedFreeReading).toBe(true);
  });

  it('refuses on B, at once on A, a session signed out on A', async () => {
    const { onA, onB } = await browser();
    expect((await onB.get('/api/me')).body.user).not.toBeNull();
    const cookies = new Map(onA.cookies);

    expect((await onA.post('/api/auth/sign-out')).status).toBe(200);
    for (const [k, v] of cookies) onA.cookies.set(k, v);
    expect((await onA.get('/api/me')).body.user).toBeNull();
    await eventually(async () => expect((await onB.get('/api/me')).body.user).toBeNull());
  });

  it.runIf(postgresUrl)('recovers when its notice connection is cut: nothing stale is served afterwards', async () => {
    const { onB, phone } = await browser();
    expect((await onB.get('/api/me')).body.profile.sharesAvailable).toBe(0);

    // Cut B's (and A's) LISTEN connections, change the row while they are down, then wait.
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen jyotishi_changes%'`);
    await admin.end();
    await a.db.update(profiles).set({ sharesAvailable: 3 }).where(eq(profiles.phoneNumber, phone));
    await eventually(async () => expect((await onB.get('/api/me')).body.profile.sharesAvailable).toBe(3));
    await eventually(async () => expect(b.changes.live).toBe(true), 5_000);
  });
});
