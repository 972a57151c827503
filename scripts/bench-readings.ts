// `npm run bench:readings`: server time of a built-in reading, in process on an in-memory PGlite.
// - "request → saved row": the reading service from the request's arrival to the committed row
//   (profile, chart, facts, entitlement, composer, insert).
// - "request → first streamed byte": POST /api/readings through the HTTP app until the first
//   chunk of the event stream.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { ConsoleSms } from '../src/server/auth/sms/console-sms';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { profiles } from '../src/server/db/schema';
import { createLogger } from '../src/server/logger';

const runs = Number(process.env.RUNS ?? 60);
const logger = createLogger('silent');
const config = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'bench-secret', DATA_DIR: '.test-data/bench', CAPTCHA_PROVIDER: 'none', LOG_LEVEL: 'silent', GENERATION_CONCURRENCY: '1000' });
const database = await openPglite(new PGlite());
const sms = new ConsoleSms(logger);
const { app, readings } = buildApp({ config, db: database.db, logger, sms });

const phone = '+919800000001';
const headers = { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' };
const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
await app.request('/api/auth/otp/send', { method: 'POST', headers, body: JSON.stringify({ phone }) }, env);
const code = sms.messagesTo(phone)[0]!.code;
const verified = await app.request('/api/auth/otp/verify', { method: 'POST', headers, body: JSON.stringify({ phone, code }) }, env);
const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
await app.request('/api/profile', {
  method: 'PUT',
  headers: { ...headers, cookie },
  body: JSON.stringify({ name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', country: 'India', latitude: 19.0728, longitude: 72.8826 }),
}, env);
// A premium user: nothing is spent, so every run does the full work.
await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));

const types = ['daily', 'weekly', 'monthly', 'career', 'love', 'health', 'life'] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

// Warm-up: first-of-day transit events, JIT.
for (const type of types) for await (const e of await readings.start(phone, type)) if (e.type === 'done') break;

const saved: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  for await (const event of await readings.start(phone, types[i % types.length]!)) {
    if (event.type === 'done') saved.push(performance.now() - started);
  }
}

const firstByte: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const res = await app.request('/api/readings', { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ readingType: types[i % types.length] }) }, env);
  const reader = res.body!.getReader();
  await reader.read();
  firstByte.push(performance.now() - started);
  await reader.cancel();
}
await readings.whenIdle();

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`Built-in readings, ${runs} runs each, premium user, in-memory PGlite (${process.version}, ${(await import('node:os')).cpus().length} cores)`);
console.log(`request → saved row        median ${fmt(median(saved))}   p95 ${fmt(p95(saved))}   (target < 50 ms)`);
console.log(`request → first streamed byte  median ${fmt(median(firstByte))}   p95 ${fmt(p95(firstByte))}   (target < 20 ms)`);
await database.close();
process.exit(0);
