import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../tests/support/console-guard';
import { createTestApp, signIn } from '../../../tests/support/test-app';
import { postgresUrl } from '../../../tests/support/test-db';
import { messages } from '../../shared/messages';
import { openPostgres } from '../db/client';
import { isDatabaseOutage } from './database-outage';

describe('isDatabaseOutage', () => {
  it('recognises refused and dropped connections, and PostgreSQL shutting down', () => {
    expect(isDatabaseOutage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseOutage(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '08006' }) }))).toBe(true);
    expect(isDatabaseOutage(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseOutage(new TypeError('undefined is not a function'))).toBe(false);
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore, like a database going away. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port = 0) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  const port = await listen();
  return {
    port,
    cut: () => new Promise<void>((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }),
    restore: () => listen(port),
  };
}

describe.runIf(postgresUrl)('the database going away', () => {
  it('answers 503 with a clear message while it is down, and recovers by itself', async () => {
    allowConsoleError();
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `jyotishi_outage_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database "${name}"`);
    const target = new URL(postgresUrl!);
    const relay = await relayTo(target);
    const viaRelay = new URL(postgresUrl!);
    viaRelay.port = String(relay.port);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.pathname = `/${name}`;
    const database = await openPostgres(viaRelay.toString());
    try {
      const t = await createTestApp({ database });
      const client = t.client();
      await signIn(t, client);
      expect((await client.get('/api/me')).status).toBe(200);

      await relay.cut();
      const down = await client.get('/api/me');
      expect(down.status).toBe(503);
      expect(down.body.error).toBe(messages.unavailable);
      expect(down.headers.get('retry-after')).toBe('5');
      expect((await client.get('/readyz')).status).toBe(503);
      expect((await client.get('/healthz')).status).toBe(200);

      await relay.restore();
      const back = await client.get('/api/me');
      expect(back.status).toBe(200);
      expect(back.body.user).not.toBeNull();
    } finally {
      await database.close().catch(() => {});
      await relay.cut().catch(() => {});
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
