import { describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/support/test-db';
import { analyticsEvents, errorReports, profiles, readings } from '../db/schema';
import { computeStats, formatRupees, formatStats } from './stats';
import { recordError, track, trackPurchase, type TrackedEvent } from './track';

const now = new Date('2026-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const secret = 'stats-test-secret';

/** A week of activity, plus rows just outside the window that must not count. */
async function seed() {
  // Its own database: the figures are totals over every row.
  const { db } = await createTestDb();
  const phones = ['+919800000001', '+919800000002'];
  await db.insert(profiles).values(phones.map((phoneNumber) => ({ phoneNumber })));

  const view = (visitorId: string, at: Date, source?: string): TrackedEvent => ({ name: 'page_view', origin: 'browser', visitorId, path: '/', source, at });
  const vital = (path: string, metric: string, value: number, at: Date): TrackedEvent => ({ name: 'web_vital', origin: 'browser', visitorId: 'visitor-ffff-6', path, properties: { metric, value, rating: 'good' }, at });
  await track(
    db,
    view('visitor-aaaa-1', daysAgo(1)),
    view('visitor-aaaa-1', daysAgo(2)),
    view('visitor-bbbb-2', daysAgo(3), 'wa'),
    view('visitor-bbbb-2', daysAgo(3), 'whatsapp'),
    view('visitor-cccc-3', daysAgo(6), 'wa'),
    view('visitor-dddd-4', daysAgo(4)),
    view('visitor-eeee-5', daysAgo(8)), // outside the window
    { name: 'sign_in', origin: 'server', userKey: 'k1', properties: { isNewUser: true }, at: daysAgo(1) },
    { name: 'sign_in', origin: 'server', userKey: 'k2', properties: { isNewUser: false }, at: daysAgo(2) },
    { name: 'sign_in', origin: 'server', userKey: 'k3', properties: { isNewUser: true }, at: daysAgo(9) },
    // A browser's own sign_in event is not the server's count.
    { name: 'sign_in', origin: 'browser', visitorId: 'visitor-aaaa-1', at: daysAgo(1) },
    { name: 'share', origin: 'server', userKey: 'k1', properties: { channel: 'whatsapp' }, at: daysAgo(1) },
    { name: 'share', origin: 'browser', visitorId: 'visitor-aaaa-1', at: daysAgo(1) },
    { name: 'reading_failed', origin: 'server', userKey: 'k1', properties: { readingType: 'daily', reason: 'timeout' }, at: daysAgo(1) },
    { name: 'reading_failed', origin: 'server', userKey: 'k2', properties: { readingType: 'love', reason: 'timeout' }, at: daysAgo(2) },
    { name: 'reading_failed', origin: 'server', userKey: 'k2', properties: { readingType: 'love', reason: 'empty_reply' }, at: daysAgo(4) },
    { name: 'reading_failed', origin: 'server', userKey: 'k3', properties: { readingType: 'love', reason: 'writer_error' }, at: daysAgo(9) }, // outside the window
    // Real visits' web vitals: /auth's LCP p75 of 1000, 2000, 3000, 4000 ms is 3250 (interpolated).
    ...[1000, 2000, 3000, 4000].map((value, i) => vital('/auth', 'LCP', value, daysAgo(i + 1))),
    vital('/auth', 'INP', 100, daysAgo(1)),
    vital('/auth', 'INP', 200, daysAgo(2)),
    vital('/auth', 'CLS', 0.01, daysAgo(1)),
    vital('/auth', 'CLS', 0.21, daysAgo(2)),
    vital('/', 'LCP', 2500, daysAgo(1)),
    vital('/', 'LCP', 9000, daysAgo(9)), // outside the window
    // Public pages: a visitor landing twice on one page counts once; sign-ups are the server's.
    ...[
      ['visitor-aaaa-1', '/rashifal/kark', 'google', 1],
      ['visitor-aaaa-1', '/rashifal/kark', 'google', 2],
      ['visitor-bbbb-2', '/rashifal/kark', 'google', 2],
      ['visitor-cccc-3', '/rashifal/kark', 'whatsapp', 3],
      ['visitor-dddd-4', '/hi/panchang/new-delhi', 'direct', 3],
      ['visitor-eeee-5', '/rashifal/kark', 'google', 8], // outside the window
    ].map(([visitorId, path, landingSource, days]): TrackedEvent => ({ name: 'public_landing', origin: 'browser', visitorId: visitorId as string, path: path as string, properties: { landingSource }, at: daysAgo(days as number) })),
    { name: 'public_signup', origin: 'server', userKey: 'k1', path: '/rashifal/kark', properties: { landingSource: 'google' }, at: daysAgo(1) },
    { name: 'public_signup', origin: 'browser', visitorId: 'visitor-aaaa-1', path: '/rashifal/kark', properties: { landingSource: 'google' }, at: daysAgo(1) },
    // A browser cannot add to the server's count of failures.
    { name: 'reading_failed', origin: 'browser', visitorId: 'visitor-aaaa-1', properties: { reason: 'timeout' }, at: daysAgo(1) },
  );

  const purchase = (transactionId: string, value: number, at: Date) =>
    trackPurchase(db, secret, { userPhone: phones[0]!, transactionId, value, items: [{ item_id: 'yearly', item_name: 'Yearly', price: value }], at });
  await purchase('pay_1', 1_20_000, daysAgo(1));
  await purchase('pay_1', 1_20_000, daysAgo(1)); // reported twice: counted once
  await purchase('pay_2', 3456.5, daysAgo(5));
  await purchase('pay_old', 999, daysAgo(10));
  // A browser cannot post a purchase with a value; one without is not revenue.
  await track(db, { name: 'purchase', origin: 'browser', visitorId: 'visitor-aaaa-1', at: daysAgo(1) });

  const reading = (readingType: string, at: Date) => ({ userPhone: phones[1]!, readingType, predictionText: 'text', createdAt: at });
  await db
    .insert(readings)
    .values([reading('daily', daysAgo(1)), reading('daily', daysAgo(2)), reading('career', daysAgo(3)), reading('love', daysAgo(6)), reading('daily', daysAgo(7.5))]);

  await recordError(db, { source: 'browser', message: 'a', at: daysAgo(1) });
  await recordError(db, { source: 'browser', message: 'b', at: daysAgo(2) });
  await recordError(db, { source: 'server', message: 'c', at: daysAgo(3) });
  await recordError(db, { source: 'server', message: 'old', at: daysAgo(12) });
  return db;
}

describe('computeStats', () => {
  it('counts the last 7 days only, from the right sources', async () => {
    const db = await seed();
    const stats = await computeStats(db, now);
    expect(stats).toEqual({
      from: daysAgo(7),
      to: now,
      visitors: 4,
      pageViews: 6,
      signIns: 2,
      newUsers: 1,
      readingsByType: [
        { readingType: 'daily', count: 2 },
        { readingType: 'career', count: 1 },
        { readingType: 'love', count: 1 },
      ],
      readingsTotal: 4,
      readingsFailedByReason: [
        { reason: 'timeout', count: 2 },
        { reason: 'empty_reply', count: 1 },
      ],
      readingsFailed: 3,
      shares: 1,
      purchases: 2,
      revenue: 123456.5,
      errors: { browser: 2, server: 1 },
      sources: [
        { source: 'direct', visitors: 2 },
        { source: 'whatsapp', visitors: 2 },
      ],
      webVitals: [
        { path: '/auth', lcp: 3250, inp: 175, cls: 0.16, samples: 4 },
        { path: '/', lcp: 2500, inp: null, cls: null, samples: 1 },
      ],
      publicPages: [
        { path: '/rashifal/kark', source: 'google', landings: 2, signUps: 1 },
        { path: '/hi/panchang/new-delhi', source: 'direct', landings: 1, signUps: 0 },
        { path: '/rashifal/kark', source: 'whatsapp', landings: 1, signUps: 0 },
      ],
    });
    // Sanity: the rows outside the window are there.
    expect((await db.select().from(analyticsEvents)).length).toBeGreaterThan(stats.pageViews);
    expect(await db.select().from(errorReports)).toHaveLength(4);
  });

  it('is all zeros on an empty database', async () => {
    const { db } = await createTestDb();
    const stats = await computeStats(db, now);
    expect(stats).toMatchObject({ visitors: 0, signIns: 0, readingsTotal: 0, readingsByType: [], readingsFailed: 0, readingsFailedByReason: [], purchases: 0, revenue: 0, errors: { browser: 0, server: 0 }, sources: [] });
  });
});

describe('formatStats', () => {
  it('prints rupees and counts in the Indian number format', async () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(1_00_00_000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');

    const text = formatStats(await computeStats(await seed(), now));
    expect(text).toContain('Jyotishi, last 7 days: 13 Mar 2026 to 20 Mar 2026');
    expect(text).toMatch(/Visitors\s+4\s+6 page views/);
    expect(text).toMatch(/Sign-ins\s+2\s+1 new users/);
    expect(text).toMatch(/ {2}daily\s+2/);
    expect(text).toMatch(/Failed readings\s+3\s+2 timeout, 1 empty_reply/);
    expect(text).toMatch(/Revenue\s+₹1,23,456\.50/);
    expect(text).toMatch(/Errors\s+3\s+2 browser, 1 server/);
    expect(text).toMatch(/ {2}whatsapp\s+2/);
    expect(text).toContain('Web vitals, 75th percentile of real visits (LCP ms, INP ms, CLS)');
    expect(text).toMatch(/ {2}\/auth\s+3,250\s+175\s+0\.16\s+4 visits/);
    expect(text).toMatch(/ {2}\/\s+2,500\s+–\s+–\s+1 visits/);
    expect(text).toContain('Public pages: landings (visitors) and sign-ups, by page and source');
    expect(text).toMatch(/ {2}\/rashifal\/kark\s+google\s+2\s+1/);
    expect(text).toMatch(/ {2}\/hi\/panchang\/new-delhi\s+direct\s+1\s+0/);
  });
});
