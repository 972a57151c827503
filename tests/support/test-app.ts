import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createApp, type App } from '../../src/server/app';
import type { CaptchaProvider } from '../../src/server/auth/captcha';
import { ConsoleSms } from '../../src/server/auth/sms/console-sms';
import type { SmsMessage, SmsProvider } from '../../src/server/auth/sms/sms-provider';
import { loadConfig, type Config } from '../../src/server/config';
import type { ChangeFeed } from '../../src/server/db/change-feed';
import type { Database } from '../../src/server/db/client';
import { createLogger, type Logger } from '../../src/server/logger';
import type { PaymentProvider } from '../../src/server/payments/payment-provider';
import { pdfRenderer, type PdfRenderer } from '../../src/server/pdf/pdf-renderer';
import { createPaymentProvider } from '../../src/server/providers';
import type { QuestionWriter } from '../../src/server/questions/question-writer';
import type { ReadingWriter } from '../../src/server/readings/writers/reading-writer';
import type { BirthDetailsInput } from '../../src/shared/profile-schema';
import { listenOnLoopback } from './fake-http-server';
import { onFileEnd } from './file-cleanup';
import { uniqueIp, uniquePhone } from './phones';
import { TestClock } from './test-clock';
import { testFileDb } from './test-db';
import { testVapidEnv } from './vapid';
import { testGrievanceEnv } from './grievance';

export const testAppSecret = 'test-app-secret-not-for-production-0123456789';

/** A provider whose outbox a test can read: ConsoleSms and FakeSms both qualify. */
type ReadableSms = SmsProvider & { messagesTo(phone: string): SmsMessage[] };

export type TestAppOptions<Sms extends SmsProvider> = {
  /** Environment variables on top of the test defaults (CAPTCHA_PROVIDER=none, silent logs). */
  env?: Record<string, string>;
  /** Defaults to the console provider, as in development. */
  sms?: Sms;
  captcha?: CaptchaProvider;
  /** Defaults to the writer the config names (the built-in composer). */
  writer?: ReadingWriter;
  /** Defaults to the question writer the config names (the built-in answer). */
  questionWriter?: QuestionWriter;
  /** Defaults to the test file's database. */
  database?: Database;
  logger?: Logger;
  start?: Date;
  /** Defaults to the payment provider the config names (the sandbox). */
  payments?: PaymentProvider;
  /** The read caches' change feed; defaults to the database's own on PGlite and none on PostgreSQL. */
  changes?: ChangeFeed;
  /** Start-up work done? (/readyz) Defaults to always. */
  warm?: () => boolean;
  /** Defaults to PDF threads with the config's bounds, ended when the test file ends. */
  pdfs?: PdfRenderer;
};

let dataDir: string | undefined;

function testDataDir() {
  if (!dataDir) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-test-'));
    dataDir = dir;
    onFileEnd(() => {
      rmSync(dir, { recursive: true, force: true });
      dataDir = undefined;
    });
  }
  return dataDir;
}

/**
 * What production requires on top of NODE_ENV (a secret of 43 characters or more, not one piece
 * repeated, an https site, the captcha, SMS gateway, Razorpay and VAPID keys): dummies, for tests
 * of production-only behaviour. No request leaves the process. The captcha is ALTCHA as
 * production insists; a test that signs in passes `captcha: noCaptcha` rather than solving proofs
 * of work.
 */
export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  APP_SECRET: 'production-secret-for-this-test-only-0123456789',
  ...testGrievanceEnv,
  PUBLIC_SITE_URL: 'https://jyotishi.example',
  CAPTCHA_PROVIDER: 'altcha',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'dummy-token',
  TWILIO_FROM: '+15005550006',
  // Production takes real payments: the sandbox checkout is refused there.
  RAZORPAY_KEY_ID: 'rzp_test_production',
  RAZORPAY_KEY_SECRET: 'unused-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'unused-webhook-secret',
  ...testVapidEnv,
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDataDir(),
    APP_SECRET: testAppSecret,
    LOG_LEVEL: 'silent',
    CAPTCHA_PROVIDER: 'none',
    ...env,
  });
}

/**
 * The real app from `createApp`, with fakes only at the edges: a clock the test moves, an SMS
 * gateway it can read, a silent logger. Several apps may share the file's database.
 */
export async function createTestApp<Sms extends SmsProvider = ConsoleSms>(options: TestAppOptions<Sms> = {}) {
  const config = testConfig(options.env);
  const database = options.database ?? (await testFileDb());
  const logger = options.logger ?? createLogger('silent');
  const sms = (options.sms ?? new ConsoleSms(logger)) as Sms;
  const clock = new TestClock(options.start);
  const payments = options.payments ?? createPaymentProvider(config);
  // The read caches run in tests on PGlite, whose change notices arrive before a write returns, so
  // a test may write rows directly and read them back at once. PostgreSQL's notices come a moment
  // later on another connection; the caches' own PostgreSQL tests wait for them (ADR 005).
  const changes = options.changes ?? (database.kind === 'pglite' ? database.changes : undefined);
  const pdfs = options.pdfs ?? pdfRenderer(config.pdf);
  if (!options.pdfs) onFileEnd(() => pdfs.close());
  const app = createApp({ config, db: database.db, changes, warm: options.warm, logger, sms, captcha: options.captcha, writer: options.writer, questionWriter: options.questionWriter, payments, now: clock.now, pdfs });
  return {
    app,
    config,
    db: database.db,
    clock,
    sms,
    logger,
    /** The payment provider the app uses (for the reconciler, and to reach the sandbox's payments). */
    payments,
    /** A browser of its own: its own cookies and, unless told, its own IP address. */
    client: (clientOptions: ClientOptions = {}) => new TestClient(app, clientOptions),
  };
}

export type TestApp<Sms extends SmsProvider = ConsoleSms> = Awaited<ReturnType<typeof createTestApp<Sms>>>;

/**
 * The same app served by @hono/node-server on a loopback port, as main.ts serves it, with clients
 * that go through real HTTP: for what only a real server shows (headers Node writes itself).
 * Every client's address is 127.0.0.1 there. Closed when the test file ends.
 */
export async function overHttp<T extends TestApp>(t: T): Promise<T> {
  const baseUrl = await listenOnLoopback(createAdaptorServer({ fetch: t.app.fetch }) as Server);
  return { ...t, client: (clientOptions: ClientOptions = {}) => new TestClient(t.app, { ...clientOptions, baseUrl }) };
}

type ClientOptions = { ip?: string; origin?: string | null; baseUrl?: string };

type RequestInit = {
  method?: string;
  /** Sent as JSON with its content type and length, as `fetch` in a browser would. */
  json?: unknown;
  /** A raw body; give its content type in `headers`. */
  body?: string;
  /** Extra headers; `undefined` removes a default (Origin, Host). */
  headers?: Record<string, string | undefined>;
  ip?: string;
};

export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

export type TestResponse = {
  status: number;
  // Tests look into bodies freely; the assertions say what they must hold.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  headers: Headers;
  setCookies: SetCookie[];
};

/**
 * Calls the app in process through `app.request`, like a browser on our own page: same-origin
 * `Origin` and `Host`, JSON bodies, and a cookie jar. The client IP reaches the app the way
 * @hono/node-server passes it (`env.incoming.socket`), which is what `getConnInfo` reads.
 * With a `baseUrl` (overHttp) it sends real HTTP requests there instead.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  ip: string;
  private readonly origin: string | null;
  private readonly baseUrl: string | undefined;

  constructor(
    private readonly app: App,
    options: ClientOptions = {},
  ) {
    this.ip = options.ip ?? uniqueIp();
    this.baseUrl = options.baseUrl;
    this.origin = options.origin === undefined ? (options.baseUrl ?? 'http://localhost') : options.origin;
  }

  get(path: string, init: Omit<RequestInit, 'method'> = {}) {
    return this.request(path, { ...init, method: 'GET' });
  }

  post(path: string, json?: unknown, init: Omit<RequestInit, 'method' | 'json'> = {}) {
    return this.request(path, { ...init, method: 'POST', json });
  }

  put(path: string, json?: unknown, init: Omit<RequestInit, 'method' | 'json'> = {}) {
    return this.request(path, { ...init, method: 'PUT', json });
  }

  patch(path: string, json?: unknown, init: Omit<RequestInit, 'method' | 'json'> = {}) {
    return this.request(path, { ...init, method: 'PATCH', json });
  }

  async request(path: string, init: RequestInit = {}): Promise<TestResponse> {
    const headers = new Headers(this.baseUrl ? {} : { host: 'localhost' });
    if (this.origin !== null) headers.set('origin', this.origin);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    }
    if (body !== undefined) headers.set('content-length', String(Buffer.byteLength(body)));
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    for (const [name, value] of Object.entries(init.headers ?? {})) {
      if (value === undefined) headers.delete(name);
      else headers.set(name, value);
    }
    const ip = init.ip ?? this.ip;
    const env = { incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: ip.includes(':') ? 'IPv6' : 'IPv4' } } };
    const request = { method: init.method ?? 'GET', headers, body };
    const response = this.baseUrl ? await fetch(this.baseUrl + path, { ...request, redirect: 'manual' }) : await this.app.request(path, request, env);
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      const maxAge = cookie.attributes['max-age'];
      if (cookie.value === '' || (typeof maxAge === 'string' && Number(maxAge) <= 0)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: response.status, body: parsed, text, headers: response.headers, setCookies };
  }
}

function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const at = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.length > 0 ? value.join('=') : true;
  }
  return { name: pair.slice(0, at).trim(), value: decodeURIComponent(pair.slice(at + 1).trim()), attributes };
}

/** The code in the newest message the gateway took for this number. */
export function lastCode(sms: ReadableSms, phone: string) {
  const code = sms.messagesTo(phone)[0]?.code;
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

/** Signs a client in through the real flow (send, then verify the code the gateway got). */
export async function signIn(t: { sms: ReadableSms }, client: TestClient, phone = uniquePhone()) {
  const sent = await client.post('/api/auth/otp/send', { phone });
  if (sent.status !== 200) throw new Error(`Sending a code failed: ${sent.status} ${sent.text}`);
  const verified = await client.post('/api/auth/otp/verify', { phone, code: lastCode(t.sms, phone) });
  if (verified.status !== 200) throw new Error(`Verifying the code failed: ${verified.status} ${verified.text}`);
  return { phone, isNewUser: verified.body.isNewUser as boolean };
}

export function birthDetails(overrides: Partial<BirthDetailsInput> = {}): BirthDetailsInput {
  return {
    name: 'Asha Verma',
    gender: 'female',
    email: '',
    birthDate: '1990-04-15',
    birthTime: '06:30',
    birthPlace: 'Varanasi',
    country: 'India',
    ...overrides,
  };
}

/** Signs a new user in and saves complete birth details (with coordinates: no gazetteer load). */
export async function signInWithProfile(t: { sms: ReadableSms }, client: TestClient, overrides: Partial<BirthDetailsInput> = {}) {
  const user = await signIn(t, client);
  const saved = await client.put('/api/profile', birthDetails({ latitude: 25.3176, longitude: 82.9739, ...overrides }));
  if (saved.status !== 200) throw new Error(`Saving the profile failed: ${saved.status} ${saved.text}`);
  return user;
}

/** The events of a server-sent-events body, in order. */
export function sseEvents(text: string): Array<{ type: string; delta?: string; readingId?: string; message?: string }> {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n'))
    .filter(Boolean)
    .map((data) => JSON.parse(data));
}
