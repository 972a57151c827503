import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestApp, signIn } from '../../../tests/support/test-app';
import { createTestDb } from '../../../tests/support/test-db';
import {
  analyticsEvents,
  errorReports,
  otpChallenges,
  profiles,
  publicPages,
  rateEvents,
  readingCache,
  readingRuns,
  sessions,
  shareCredits,
  usedCaptchas,
  webhookEvents,
} from '../db/schema';
import { pruneExpiredRows } from './retention';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const policy = { analyticsDays: 400, sessionMaxDays: 90 };

describe('pruneExpiredRows', () => {
  it('deletes the rows past their usefulness and keeps every row still in use', async () => {
    const { db } = await createTestDb();
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const phone = uniquePhone();
    await db.insert(profiles).values({ phoneNumber: phone });

    await db.insert(rateEvents).values([
      { bucket: 'otp-ip', subject: 'gone', createdAt: ago(2 * hour) },
      // Inside the longest window (an hour) or its margin for clocks: a limit may still count them.
      { bucket: 'otp-ip', subject: 'kept-window', createdAt: ago(50 * minute) },
      { bucket: 'otp-ip', subject: 'kept-margin', createdAt: ago(65 * minute) },
    ]);
    await db.insert(otpChallenges).values([
      { phoneNumber: 'gone', codeHash: 'x', createdAt: ago(25 * hour), expiresAt: ago(25 * hour - 10 * minute) },
      // Expired, but the per-number daily limit and the SMS cap still count it.
      { phoneNumber: 'kept-counted', codeHash: 'x', createdAt: ago(23 * hour), expiresAt: ago(23 * hour - 10 * minute) },
      { phoneNumber: 'kept-live', codeHash: 'x', createdAt: ago(minute), expiresAt: new Date(now.getTime() + 9 * minute) },
    ]);
    await db.insert(sessions).values([
      { tokenHash: 'gone', userPhone: phone, expiresAt: ago(minute) },
      { tokenHash: 'kept', userPhone: phone, expiresAt: new Date(now.getTime() + day) },
    ]);
    await db.insert(usedCaptchas).values([
      { signature: 'gone', expiresAt: ago(minute) },
      { signature: 'kept', expiresAt: new Date(now.getTime() + minute) },
    ]);
    await db.insert(shareCredits).values([
      { userPhone: phone, createdAt: ago(25 * hour) },
      { userPhone: phone, createdAt: ago(23 * hour) },
    ]);
    await db.insert(webhookEvents).values([
      { eventId: 'gone', event: 'payment.captured', receivedAt: ago(31 * day) },
      { eventId: 'kept', event: 'payment.captured', receivedAt: ago(29 * day) },
    ]);
    await db.insert(analyticsEvents).values([
      { name: 'page_view', origin: 'browser', path: '/gone', createdAt: ago(401 * day) },
      { name: 'page_view', origin: 'browser', path: '/kept', createdAt: ago(399 * day) },
    ]);
    await db.insert(errorReports).values([
      { source: 'browser', message: 'gone', createdAt: ago(91 * day) },
      { source: 'browser', message: 'kept', createdAt: ago(89 * day) },
    ]);
    await db.insert(readingCache).values([
      { promptHash: 'gone', text: 'a reading', createdAt: ago(401 * day) },
      // A yearly reading's prompt can still recur.
      { promptHash: 'kept', text: 'a reading', createdAt: ago(399 * day) },
    ]);

    await db.insert(readingRuns).values([
      { userPhone: phone, startedAt: ago(hour), expiresAt: ago(20 * minute) },
      // Expired within the margin for clocks: its writer may be about to renew it.
      { userPhone: phone, startedAt: ago(3 * minute), expiresAt: ago(minute) },
      { userPhone: phone, startedAt: ago(minute), expiresAt: new Date(now.getTime() + minute) },
    ]);

    const report = await pruneExpiredRows(db, now, policy);
    expect(report).toEqual({
      rate_events: 1,
      otp_challenges: 1,
      sessions: 1,
      used_captchas: 1,
      share_credits: 1,
      webhook_events: 1,
      analytics_events: 1,
      error_reports: 1,
      reading_cache: 1,
      reading_runs: 1,
      public_pages: 0,
    });
    expect((await db.select().from(rateEvents)).map((r) => r.subject).sort()).toEqual(['kept-margin', 'kept-window']);
    expect((await db.select().from(otpChallenges)).map((r) => r.phoneNumber).sort()).toEqual(['kept-counted', 'kept-live']);
    expect((await db.select().from(sessions)).map((r) => r.tokenHash)).toEqual(['kept']);
    expect((await db.select().from(usedCaptchas)).map((r) => r.signature)).toEqual(['kept']);
    expect((await db.select().from(shareCredits)).map((r) => r.createdAt)).toEqual([ago(23 * hour)]);
    expect((await db.select().from(webhookEvents)).map((r) => r.eventId)).toEqual(['kept']);
    expect((await db.select().from(analyticsEvents)).map((r) => r.path)).toEqual(['/kept']);
    expect((await db.select().from(errorReports)).map((r) => r.message)).toEqual(['kept']);
    expect((await db.select().from(readingCache)).map((r) => r.promptHash)).toEqual(['kept']);
    expect((await db.select().from(readingRuns)).map((r) => r.startedAt).sort((a, b) => a.getTime() - b.getTime())).toEqual([ago(3 * minute), ago(minute)]);

    // The analytics retention is a setting.
    expect((await pruneExpiredRows(db, now, { ...policy, analyticsDays: 30 })).analytics_events).toBe(1);
    // Nothing left to do: a second run deletes nothing.
    expect(Object.values(await pruneExpiredRows(db, now, { ...policy, analyticsDays: 30 })).every((n) => n === 0)).toBe(true);
  });

  it('deletes public pages whose day or year is over, and any page a week after its drawing', async () => {
    const { db } = await createTestDb();
    const at = (iso: string) => new Date(iso);
    const now = at('2026-12-07T15:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const page = (path: string, period: string, claimedAt: Date, drawn = true) => ({
      path,
      language: 'en',
      period,
      claimedAt,
      ...(drawn ? { html: `<p>${path}</p>`, etag: '"x"', generatedAt: claimedAt, generations: 1 } : {}),
    });
    await db.insert(publicPages).values([
      // Two days ago: over in every zone.
      page('/panchang/gone-over', '2026-12-05', ago(2 * day)),
      // Yesterday in UTC is kept (until noon UTC it is still today in the westernmost zones), as are today and the coming days.
      page('/panchang/kept-yesterday', '2026-12-06', ago(30 * hour)),
      page('/panchang/kept-today', '2026-12-07', ago(hour)),
      page('/panchang/kept-ahead', '2027-03-01', ago(6 * day)),
      // A date far off, drawn over a week ago: drawn again when next asked for.
      page('/panchang/gone-old', '2027-03-01', ago(7 * day + hour)),
      // A past date asked for just now, still being drawn: left to its drawing.
      page('/panchang/kept-drawing', '2020-01-01', ago(5 * minute), false),
      page('/panchang/gone-past', '2020-01-01', ago(20 * minute)),
      // A dead instance's claim a week old.
      page('/panchang/gone-dead-claim', '2026-12-20', ago(8 * day), false),
      page('/festivals/2026/kept-this-year', '2026', ago(2 * day)),
      page('/festivals/2027/kept-next-year', '2027', ago(day)),
      page('/festivals/2026/gone-old', '2026', ago(8 * day)),
      page('/festivals/2025/gone-last-year', '2025', ago(hour)),
    ]);
    expect((await pruneExpiredRows(db, now, policy)).public_pages).toBe(6);
    const left = async () => (await db.select({ path: publicPages.path }).from(publicPages)).map((r) => r.path).sort();
    expect(await left()).toEqual([
      '/festivals/2026/kept-this-year',
      '/festivals/2027/kept-next-year',
      '/panchang/kept-ahead',
      '/panchang/kept-drawing',
      '/panchang/kept-today',
      '/panchang/kept-yesterday',
    ]);

    // Last year's calendar is kept through January, then goes.
    await db.delete(publicPages);
    await db.insert(publicPages).values(page('/festivals/2026/pune', '2026', at('2027-01-20T00:00:00Z')));
    expect((await pruneExpiredRows(db, at('2027-01-25T00:00:00Z'), policy)).public_pages).toBe(0);
    expect((await pruneExpiredRows(db, at('2027-02-02T00:00:00Z'), policy)).public_pages).toBe(1);

    // Pages of one path in two languages and two periods: only the expired ones go (the key is all three columns).
    await db.insert(publicPages).values([
      { ...page('/panchang/pune', '2026-12-07', ago(hour)) },
      { ...page('/panchang/pune', '2026-12-05', ago(2 * day)) },
      { ...page('/panchang/pune', '2026-12-05', ago(2 * day)), language: 'hi' },
      { ...page('/panchang/pune', '2026-12-07', ago(hour)), language: 'hi' },
    ]);
    expect((await pruneExpiredRows(db, now, policy, { batchSize: 1 })).public_pages).toBe(2);
    expect((await db.select({ language: publicPages.language, period: publicPages.period }).from(publicPages)).sort((a, b) => a.language.localeCompare(b.language))).toEqual([
      { language: 'en', period: '2026-12-07' },
      { language: 'hi', period: '2026-12-07' },
    ]);
  });

  it('works in bounded batches, leaving what is over the run’s limit to the next run', async () => {
    const { db } = await createTestDb();
    const now = new Date();
    await db.insert(rateEvents).values(Array.from({ length: 25 }, (_, i) => ({ bucket: 'b', subject: `s${i}`, createdAt: new Date(now.getTime() - 3 * hour) })));
    const options = { batchSize: 4, maxBatches: 3 };
    expect((await pruneExpiredRows(db, now, policy, options)).rate_events).toBe(12);
    expect((await pruneExpiredRows(db, now, policy, options)).rate_events).toBe(12);
    expect((await pruneExpiredRows(db, now, policy, options)).rate_events).toBe(1);
    expect(await db.select().from(rateEvents)).toEqual([]);
  });

  it('shares the work when several instances prune at once, deleting each row once', async () => {
    const { db } = await createTestDb();
    const now = new Date();
    const old = new Date(now.getTime() - 40 * day);
    await db.insert(webhookEvents).values(Array.from({ length: 60 }, (_, i) => ({ eventId: `evt_${i}`, event: 'payment.captured', receivedAt: old })));
    await db.insert(webhookEvents).values({ eventId: 'evt_recent', event: 'payment.captured', receivedAt: now });
    const reports = await Promise.all([0, 1, 2].map(() => pruneExpiredRows(db, now, policy, { batchSize: 5 })));
    expect(reports.reduce((sum, r) => sum + r.webhook_events!, 0)).toBe(60);
    expect((await db.select().from(webhookEvents)).map((r) => r.eventId)).toEqual(['evt_recent']);
  });

  it('leaves every limit counting as before, right after a prune', async () => {
    const t = await createTestApp({
      database: await createTestDb(),
      env: { OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_MAX_PER_NUMBER_HOUR: '3', OTP_MAX_PER_NUMBER_DAY: '3', OTP_MAX_PER_IP_HOUR: '4' },
    });
    const prune = () => pruneExpiredRows(t.db, t.clock.now(), policy);
    const client = t.client();
    const { phone } = await signIn(t, client);
    const send = (number: string) => client.post('/api/auth/otp/send', { phone: number });

    // With the sign-in's, three codes to one number: its daily limit is reached...
    expect((await send(phone)).status).toBe(200);
    expect((await send(phone)).status).toBe(200);
    expect((await send(phone)).status).toBe(429);
    // ...and so is this address's hourly limit (rate_events): four sends from it.
    expect((await send(uniquePhone())).status).toBe(429);

    await prune();
    expect((await send(uniquePhone())).status).toBe(429);
    t.clock.advance({ minutes: 30 });
    await prune();
    expect((await send(uniquePhone())).status).toBe(429);

    // An hour later the IP may send again, but the number's codes still count for the day.
    t.clock.advance({ minutes: 31 });
    await prune();
    expect(await t.db.select().from(rateEvents).where(like(rateEvents.bucket, 'otp-ip'))).toHaveLength(4);
    expect((await send(phone)).status).toBe(429);
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone))).toHaveLength(3);

    // A day later those codes are gone and the number may have a new one.
    t.clock.advance({ hours: 24 });
    await prune();
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone))).toEqual([]);
    expect((await send(phone)).status).toBe(200);
    // The user's session, still in date, survived every prune.
    expect((await client.get('/api/me')).body.user).toMatchObject({ phoneNumber: phone });
  });
});
