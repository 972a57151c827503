// Shared by the benchmark scripts: the real app in this process, on an in-memory PGlite (or
// BENCH_DATABASE_URL), with signed-in premium users (one unless asked) who have complete birth details.
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { buildApp } from '../src/server/app';
import { ConsoleSms } from '../src/server/auth/sms/console-sms';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/client';
import type { AppEnv } from '../src/server/http/context';
import { profiles } from '../src/server/db/schema';
import { createLogger } from '../src/server/logger';

export const benchHeaders = { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' };
export const benchEnv = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };

/** mount: more routes for the app (a built site), added before its first request, as Hono requires. */
export async function startBenchApp(options: { users?: number; env?: Record<string, string | undefined>; mount?: (app: Hono<AppEnv>) => void } = {}) {
  const logger = createLogger('silent');
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'bench-secret',
    DATA_DIR: '.test-data/bench',
    CAPTCHA_PROVIDER: 'none',
    LOG_LEVEL: 'silent',
    GENERATION_CONCURRENCY: '1000',
    ANALYTICS_EVENTS_PER_MINUTE: '1000000',
    OTP_MAX_PER_IP_HOUR: '1000',
    ...options.env,
  });
  // BENCH_DATABASE_URL: measure against a real PostgreSQL (a fresh database is up to the caller).
  const database = process.env.BENCH_DATABASE_URL ? await openPostgres(process.env.BENCH_DATABASE_URL) : await openPglite(new PGlite());
  const sms = new ConsoleSms(logger);
  const { app, readings } = buildApp({ config, db: database.db, changes: database.changes, logger, sms });
  options.mount?.(app);

  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(path, { method: 'POST', headers: { ...benchHeaders, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }, benchEnv);
  const signIn = async (phone: string) => {
    const sent = await post('/api/auth/otp/send', { phone });
    // The code's tries belong to the browser that asked: its id cookie goes with the check.
    const browserId = sent.headers.getSetCookie()[0]!.split(';')[0]!;
    const verified = await post('/api/auth/otp/verify', { phone, code: sms.messagesTo(phone)[0]!.code }, browserId);
    const cookie = verified.headers.getSetCookie()[0]!.split(';')[0]!;
    await app.request('/api/profile', {
      method: 'PUT',
      headers: { ...benchHeaders, cookie },
      body: JSON.stringify({ name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', country: 'India', latitude: 19.0728, longitude: 72.8826 }),
    }, benchEnv);
    // A premium user: nothing is spent, so every request does the full work.
    await database.db.update(profiles).set({ isPremium: true }).where(eq(profiles.phoneNumber, phone));
    return { phone, cookie };
  };
  const stamp = String(Date.now()).slice(-6);
  const users: Array<{ phone: string; cookie: string }> = [];
  for (let i = 0; i < (options.users ?? 1); i++) users.push(await signIn(`+9198${String(i).padStart(2, '0')}${stamp}`));
  const { phone, cookie } = users[0]!;
  return { app, readings, database, phone, cookie, users };
}
