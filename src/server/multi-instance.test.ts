import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../../tests/support/test-db';
import { freePort } from '../../tests/support/fault-harness';

async function waitUntilReady(base: string) {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not become ready`);
}

// Nothing that matters lives in one process: two real server processes on one
// PostgreSQL share sessions, one-time codes, limits and readings.
describe.runIf(postgresUrl)('two instances on one PostgreSQL', () => {
  const name = `jyotishi_two_${randomBytes(4).toString('hex')}`;
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          APP_SECRET: 'two-instance-test-secret-0123456789',
          DATA_DIR: `.test-data/two-instances-${i}`,
          CAPTCHA_PROVIDER: 'none',
          LOG_LEVEL: 'silent',
          OTP_RESEND_COOLDOWN_SECONDS: '0',
          OTP_MAX_PER_NUMBER_HOUR: '3',
        },
        stdio: 'ignore',
      });
      servers.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map(waitUntilReady));
  }, 90_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(servers.map((child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }, 30_000);

  const post = (base: string, path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, cookie }, body: JSON.stringify(body) });

  it('signs in on one, reads and writes on the other, and enforces one OTP limit across both', async () => {
    const [a, b] = bases as [string, string];
    const phone = `+9198${String(Date.now()).slice(-8)}`;

    const sent = await post(a, '/api/auth/otp/send', { phone });
    expect(sent.status).toBe(200);
    // The browser's id cookie, which the code's tries are bound to.
    const browser = sent.headers.getSetCookie()[0]!.split(';')[0]!;
    const outbox = (await (await fetch(`${a}/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).json()) as { messages: Array<{ code: string }> };
    // The code was made on A and is checked on B: codes live in the database.
    const verified = await post(b, '/api/auth/otp/verify', { phone, code: outbox.messages[0]!.code }, browser);
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;

    const profile = await fetch(`${a}/api/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: a, cookie },
      body: JSON.stringify({ name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', country: 'India', latitude: 19.0728, longitude: 72.8826 }),
    });
    expect(profile.status).toBe(200);

    const reading = await post(b, '/api/readings', { readingType: 'daily' }, cookie);
    expect(reading.status).toBe(200);
    expect(await reading.text()).toContain('event: done');
    const list = (await (await fetch(`${a}/api/readings`, { headers: { cookie } })).json()) as { readings: unknown[] };
    expect(list.readings).toHaveLength(1);
    // The free reading was spent on B; A knows it.
    expect((await post(a, '/api/readings', { readingType: 'love' }, cookie)).status).toBe(403);

    // Three sends per number per hour in this configuration, counted across both instances.
    expect((await post(b, '/api/auth/otp/send', { phone })).status).toBe(200);
    expect((await post(a, '/api/auth/otp/send', { phone })).status).toBe(200);
    const fourth = await post(b, '/api/auth/otp/send', { phone });
    expect(fourth.status).toBe(429);
    const fifth = await post(a, '/api/auth/otp/send', { phone });
    expect(fifth.status).toBe(429);
  });

  it('draws a public page once, on whichever instance claims it, and both serve that one drawing', async () => {
    const [a, b] = bases as [string, string];
    // A year's calendar takes seconds to draw: readers arrive at both while it is being drawn.
    const path = '/hi/festivals/2024/pune';
    const responses = await Promise.all([a, b, a, b].map((base) => fetch(`${base}${path}`)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const etags = new Set(responses.map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(1);
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('पुणे में 2024 के त्योहार और व्रत');
    const db = new pg.Client({ connectionString: new URL(`/${name}`, postgresUrl).toString() });
    await db.connect();
    try {
      const { rows } = await db.query('select language, period, generations from public_pages where path = $1', ['/festivals/2024/pune']);
      expect(rows).toEqual([{ language: 'hi', period: '2024', generations: 1 }]);
    } finally {
      await db.end();
    }
  }, 60_000);
});
