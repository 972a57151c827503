// The server side of `npm run bench:api`, in its own process: the real app on an in-memory
// PGlite with one signed-in premium user, and a bare Hono hello-world on a second port.
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { buildApp } from '../src/server/app';
import { ConsoleSms } from '../src/server/auth/sms/console-sms';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/client';
import { profiles } from '../src/server/db/schema';
import { createLogger } from '../src/server/logger';

const logger = createLogger('silent');
const config = loadConfig({
  NODE_ENV: 'test',
  APP_SECRET: 'bench-secret',
  DATA_DIR: '.test-data/bench',
  CAPTCHA_PROVIDER: 'none',
  LOG_LEVEL: 'silent',
  GENERATION_CONCURRENCY: '1000',
  ANALYTICS_EVENTS_PER_MINUTE: '1000000',
});
// BENCH_DATABASE_URL: measure against a real PostgreSQL (a fresh database is up to the caller).
const database = process.env.BENCH_DATABASE_URL ? await openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite(new PGlite());
const sms = new ConsoleSms(logger);
const { app } = buildApp({ config, db: database.db, logger, sms });

const phone = `+9198${String(Date.now()).slice(-8)}`;
const headers = { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' };
const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };
await app.request('/api/auth/otp/send', { method: 'POST', headers, body: JSON.stringify({ phone }) }, env);
const verified = await app.request('/api/auth/otp/verify', { method: 'POST', headers, body: JSON.stringify({ phone, code: sms.messagesTo(phone)[0]!.code }) }, env);
const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
await app.request('/api/profile', {
  method: 'PUT',
  headers: { ...headers, cookie },
  body: JSON.stringify({ name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', country: 'India', latitude: 19.0728, longitude: 72.8826 }),
}, env);
await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));

const bare = new Hono().get('/hello', (c) => c.text('Hello Hono!'));
const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => setTimeout(r, 100));
const port = (s: typeof appServer) => (s.address() as { port: number }).port;
process.send?.({ appPort: port(appServer), barePort: port(bareServer), cookie });
process.on('disconnect', () => process.exit(0));
