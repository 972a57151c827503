import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { listenOnLoopback } from './fake-http-server';

export { fakeModel } from './fake-model';
import { onFileEnd } from './file-cleanup';
import { postgresUrl } from './test-db';
import { serverSentData } from '../../src/shared/server-sent-events';

// The fault tests run the real server as a child process (`node --import tsx src/server/main.ts`,
// as production does), kill it with SIGKILL, start it again on the same database and look at what
// a browser sees. On PostgreSQL when TEST_DATABASE_URL is set, else on PGlite in a data folder.

export { postgresUrl };
export const backend = postgresUrl ? 'PostgreSQL' : 'PGlite';

/** Every child still running when the file ends is killed, whether its test passed or not. */
const children = new Set<ChildProcess>();
async function killAll() {
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([...children].map(exited));
}
onFileEnd(killAll);
// Should the test worker itself die, its servers must not outlive it.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns something truthy; throws with `what` when `timeoutMs` runs out. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * The database the server processes share and outlive: a new PostgreSQL database, or a PGlite
 * data folder. `query` reads it directly; on PGlite only while no server has it open (PGlite is
 * one process's embedded database).
 */
export async function faultDatabase(label: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `jyotishi-fault-${label}-`));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let admin: pg.Client | undefined;
  let name = '';
  if (postgresUrl) {
    // The run's prefix: should this worker die, the global teardown drops the database.
    name = `${inject('testRunId')}_fault_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
  }
  onFileEnd(async () => {
    // Cleanups run newest first: the servers using this database must be gone before it is.
    await killAll();
    if (admin) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const template = postgresUrl ? '' : inject('pgliteTemplate');
  if (template) {
    // Start from the run's migrated template rather than initdb and every migration (≈5 s less).
    const seeding = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(template)]) });
    await seeding.close();
  }
  return {
    env,
    dataDir,
    async query<R extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
      if (env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: env.DATABASE_URL });
        await client.connect();
        try {
          return (await client.query<R>(sql, params)).rows;
        } finally {
          await client.end();
        }
      }
      const db = new PGlite(path.join(dataDir, 'pglite'));
      try {
        return (await db.query<R>(sql, params)).rows;
      } finally {
        await db.close();
      }
    },
  };
}

export type FaultDatabase = Awaited<ReturnType<typeof faultDatabase>>;

/** Settings every fault-test server shares; each test adds its own. */
export const baseEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  APP_SECRET: 'fault-test-secret-0123456789-0123456789',
  CAPTCHA_PROVIDER: 'none',
  LOG_LEVEL: 'warn',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  // Every browser of these tests is 127.0.0.1.
  OTP_MAX_PER_IP_HOUR: '1000',
};

/** One run of the real server. Its log is kept (last 200 lines) to explain a failure. */
export class ServerProcess {
  private readonly log: string[] = [];

  /** How long the start took, until /readyz answered. */
  readyInMs = 0;

  private constructor(
    readonly child: ChildProcess,
    readonly base: string,
  ) {
    const keep = (chunk: Buffer) => {
      this.log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (this.log.length > 200) this.log.splice(0, this.log.length - 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  /** Starts the server and waits until /readyz answers (database reachable, migrations applied). */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...baseEnv, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    const server = new ServerProcess(child, `http://127.0.0.1:${port}`);
    const started = Date.now();
    const deadline = started + 60_000;
    while (!(await fetch(`${server.base}/readyz`).then((r) => r.ok).catch(() => false))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`The server did not become ready (exit code ${child.exitCode}):\n${server.output()}`);
      }
      await sleep(100);
    }
    server.readyInMs = Date.now() - started;
    return server;
  }

  /** The crash: no shutdown handler runs, nothing is flushed or closed. */
  async kill() {
    this.child.kill('SIGKILL');
    await exited(this.child);
  }

  /** A graceful stop (SIGTERM), e.g. to read a PGlite database afterwards. */
  async stop() {
    this.child.kill('SIGTERM');
    await exited(this.child);
  }

  output() {
    return this.log.join('\n');
  }
}

/** A browser: its own cookie, same-origin requests to whichever server process is up. */
export class Browser {
  cookie = '';

  constructor(public base: string) {}

  async request(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // Tests look into bodies freely; the assertions say what they must hold.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, text, body: json as any };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});

  /** Signs in with a code from the console SMS outbox and saves complete birth details. */
  async signUp(phone: string, name = 'Asha Verma') {
    const sent = await fetch(`${this.base}/api/auth/otp/send`, {
      method: 'POST',
      headers: { origin: this.base, 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    if (sent.status !== 200) throw new Error(`Sending a code failed: ${sent.status} ${await sent.text()}`);
    // The code's tries belong to this browser: its id cookie goes with the check.
    const browserId = sent.headers.getSetCookie()[0]!.split(';')[0]!;
    const outbox = await this.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const verified = await fetch(`${this.base}/api/auth/otp/verify`, {
      method: 'POST',
      headers: { origin: this.base, 'content-type': 'application/json', cookie: browserId },
      body: JSON.stringify({ phone, code: outbox.body.messages[0].code }),
    });
    if (verified.status !== 200) throw new Error(`Signing in failed: ${verified.status} ${await verified.text()}`);
    this.cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
    const profile = await this.request('PUT', '/api/profile', {
      name,
      gender: 'female',
      birthDate: '1990-05-15',
      birthTime: '14:30',
      birthPlace: 'Mumbai',
      country: 'India',
      latitude: 19.0728,
      longitude: 72.8826,
    });
    if (profile.status !== 200) throw new Error(`Saving the profile failed: ${profile.status} ${profile.text}`);
  }

  /** What the dashboard shows about the user's credits. */
  async profile(): Promise<{ hasUsedFreeReading: boolean; sharesAvailable: number; isPremium: boolean }> {
    const me = await this.get('/api/me');
    if (me.status !== 200 || !me.body.profile) throw new Error(`GET /api/me failed: ${me.status} ${me.text}`);
    return me.body.profile;
  }

  async readings(): Promise<Array<{ readingId: string; readingType: string; predictionText: string }>> {
    const list = await this.get('/api/readings');
    if (list.status !== 200) throw new Error(`GET /api/readings failed: ${list.status} ${list.text}`);
    return list.body.readings;
  }

  /**
   * POST /api/readings read as the page does, event by event. `events` fills as they arrive;
   * `ended` settles when the stream ends or breaks (a killed server breaks it).
   */
  async startReading(readingType: string) {
    const res = await fetch(`${this.base}/api/readings`, {
      method: 'POST',
      headers: { origin: this.base, cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ readingType }),
    });
    const events: Array<{ type: string; delta?: string; readingId?: string; message?: string }> = [];
    if (res.status !== 200 || !res.body) return { status: res.status, events, ended: Promise.resolve(), error: await res.text() };
    const body = res.body;
    const ended = (async () => {
      try {
        for await (const data of serverSentData(body)) events.push(JSON.parse(data));
      } catch {
        // The connection broke: the server died.
      }
    })();
    return { status: res.status, events, ended, error: '' };
  }
}

/**
 * Sits between the server and a payment gateway fake: passes requests through, except those
 * `holdIf` matches, which get no answer at all (the gateway is slow) until the caller dies.
 */
export async function gatewayGate(target: string) {
  const gate = {
    url: '',
    holdIf: undefined as ((method: string, path: string) => boolean) | undefined,
    held: 0,
  };
  const server = createServer((req, res) => {
    if (gate.holdIf?.(req.method ?? '', req.url ?? '')) {
      gate.held++;
      req.resume();
      return;
    }
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  gate.url = await listenOnLoopback(server);
  return gate;
}

/** Seconds with one decimal, for the timings the tests print. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
