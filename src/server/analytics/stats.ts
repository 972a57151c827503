import { and, count, countDistinct, desc, eq, gt, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticsEvents, errorReports, readings } from '../db/schema';
import { INDIA_TIME_ZONE } from '../../shared/india-time';

const dayMs = 86_400_000;

export type Stats = {
  from: Date;
  to: Date;
  /** Distinct browsers (visitor ids) with at least one page view. */
  visitors: number;
  pageViews: number;
  signIns: number;
  newUsers: number;
  readingsByType: Array<{ readingType: string; count: number }>;
  readingsTotal: number;
  /** Readings whose writing failed (the server's reading_failed events), by reason. */
  readingsFailedByReason: Array<{ reason: string; count: number }>;
  readingsFailed: number;
  /** Share credits granted (the server's count, not clicks). */
  shares: number;
  purchases: number;
  /** In rupees. */
  revenue: number;
  errors: { browser: number; server: number };
  /** Visitors by where they came from; 'direct' when no referral marker was seen. */
  sources: Array<{ source: string; visitors: number }>;
  /**
   * Real visitors' Core Web Vitals per landing page: the 75th percentile (the figure the vitals'
   * thresholds are set on) of LCP and INP in milliseconds and of CLS, with how many visits reported.
   */
  webVitals: Array<{ path: string; lcp: number | null; inp: number | null; cls: number | null; samples: number }>;
  /**
   * The public pages by page and source: visitors who landed there (their browsers' counts) and the
   * new accounts that began there (the server's), the most landings first.
   */
  publicPages: Array<{ path: string; source: string; landings: number; signUps: number }>;
};

/**
 * The last `days` days up to `now`. Sign-ins, shares and purchases are the ones the
 * server recorded itself; readings come from the readings table, the record of what was written.
 */
export async function computeStats(db: Db, now: Date, days = 7): Promise<Stats> {
  const from = new Date(now.getTime() - days * dayMs);
  const inWindow = and(gt(analyticsEvents.createdAt, from), lte(analyticsEvents.createdAt, now));
  const serverEvent = (name: string) => and(inWindow, eq(analyticsEvents.origin, 'server'), eq(analyticsEvents.name, name));
  const pageView = and(inWindow, eq(analyticsEvents.name, 'page_view'));
  const source = sql<string>`coalesce(${analyticsEvents.source}, 'direct')`;

  const reason = sql<string>`coalesce(${analyticsEvents.properties}->>'reason', 'unknown')`;

  const metric = sql<string>`${analyticsEvents.properties}->>'metric'`;
  const p75 = sql<number | null>`percentile_cont(0.75) within group (order by (${analyticsEvents.properties}->>'value')::float8)`;
  const landingSource = sql<string>`coalesce(${analyticsEvents.properties}->>'landingSource', 'other')`;
  const landings = sql<number>`count(distinct ${analyticsEvents.visitorId}) filter (where ${analyticsEvents.name} = 'public_landing')`.mapWith(Number);
  const publicSignUps = sql<number>`count(*) filter (where ${analyticsEvents.name} = 'public_signup' and ${analyticsEvents.origin} = 'server')`.mapWith(Number);
  const [views, signIns, shares, purchases, readingRows, failedRows, errorRows, sourceRows, vitalRows, publicRows] = await Promise.all([
    db.select({ visitors: countDistinct(analyticsEvents.visitorId), pageViews: count() }).from(analyticsEvents).where(pageView),
    db
      .select({ n: count(), fresh: count(sql`case when ${analyticsEvents.properties}->>'isNewUser' = 'true' then 1 end`) })
      .from(analyticsEvents)
      .where(serverEvent('sign_in')),
    db.select({ n: count() }).from(analyticsEvents).where(serverEvent('share')),
    db
      .select({ n: countDistinct(analyticsEvents.transactionId), revenue: sum(analyticsEvents.value) })
      .from(analyticsEvents)
      .where(and(serverEvent('purchase'), eq(analyticsEvents.currency, 'INR'))),
    db
      .select({ readingType: readings.readingType, count: count() })
      .from(readings)
      .where(and(gt(readings.createdAt, from), lte(readings.createdAt, now)))
      .groupBy(readings.readingType)
      .orderBy(desc(count()), readings.readingType),
    db.select({ reason, count: count() }).from(analyticsEvents).where(serverEvent('reading_failed')).groupBy(reason).orderBy(desc(count()), reason),
    db
      .select({ source: errorReports.source, n: count() })
      .from(errorReports)
      .where(and(gt(errorReports.createdAt, from), lte(errorReports.createdAt, now)))
      .groupBy(errorReports.source),
    db
      .select({ source, visitors: countDistinct(analyticsEvents.visitorId) })
      .from(analyticsEvents)
      .where(pageView)
      .groupBy(source)
      .orderBy(desc(countDistinct(analyticsEvents.visitorId)), source)
      .limit(5),
    db
      .select({ path: sql<string>`coalesce(${analyticsEvents.path}, '/')`, metric, p75, n: count() })
      .from(analyticsEvents)
      .where(and(inWindow, eq(analyticsEvents.name, 'web_vital')))
      .groupBy(sql`1`, metric),
    db
      .select({ path: sql<string>`coalesce(${analyticsEvents.path}, '/')`, source: landingSource, landings, signUps: publicSignUps })
      .from(analyticsEvents)
      .where(and(inWindow, inArray(analyticsEvents.name, ['public_landing', 'public_signup'])))
      .groupBy(sql`1`, sql`2`)
      .orderBy(desc(landings), desc(publicSignUps), sql`1`, sql`2`)
      .limit(20),
  ]);

  const errorsOf = (name: string) => errorRows.find((r) => r.source === name)?.n ?? 0;
  return {
    from,
    to: now,
    visitors: views[0]?.visitors ?? 0,
    pageViews: views[0]?.pageViews ?? 0,
    signIns: signIns[0]?.n ?? 0,
    newUsers: signIns[0]?.fresh ?? 0,
    readingsByType: readingRows,
    readingsTotal: readingRows.reduce((total, r) => total + r.count, 0),
    readingsFailedByReason: failedRows,
    readingsFailed: failedRows.reduce((total, r) => total + r.count, 0),
    shares: shares[0]?.n ?? 0,
    purchases: purchases[0]?.n ?? 0,
    revenue: Number(purchases[0]?.revenue ?? 0),
    errors: { browser: errorsOf('browser'), server: errorsOf('server') },
    sources: sourceRows.map((r) => ({ source: r.source, visitors: r.visitors })),
    webVitals: vitalsByPage(vitalRows),
    publicPages: publicRows,
  };
}

/** One row per page, its three metrics side by side, the most reported pages first. */
function vitalsByPage(rows: Array<{ path: string; metric: string; p75: number | null; n: number }>): Stats['webVitals'] {
  const pages = new Map<string, Stats['webVitals'][number]>();
  for (const row of rows) {
    const page = pages.get(row.path) ?? { path: row.path, lcp: null, inp: null, cls: null, samples: 0 };
    const value = row.p75 === null ? null : Number(row.p75);
    if (row.metric === 'LCP') page.lcp = value;
    else if (row.metric === 'INP') page.inp = value;
    else if (row.metric === 'CLS') page.cls = value;
    else continue;
    // LCP is reported once per visit; the other two can be missing (no input, or no shift observed).
    page.samples = Math.max(page.samples, row.n);
    pages.set(row.path, page);
  }
  return [...pages.values()].sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path));
}

const whole = new Intl.NumberFormat('en-IN');
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

/** Rupees in the Indian grouping: ₹1,23,456, or ₹1,23,456.50 when there are paise. */
export function formatRupees(amount: number) {
  const paise = Math.round(amount * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise ? 2 : 0,
    maximumFractionDigits: paise ? 2 : 0,
  }).format(amount);
}

const ms = (value: number | null) => (value === null ? '–' : whole.format(Math.round(value)));

/** The report `npm run stats` prints. */
export function formatStats(stats: Stats) {
  const n = (value: number) => whole.format(value);
  const line = (label: string, value: string, note = '') => `${label.padEnd(22)}${value.padStart(10)}${note ? `   ${note}` : ''}`;
  const lines = [
    `Jyotishi, last 7 days: ${dateFormat.format(stats.from)} to ${dateFormat.format(stats.to)}`,
    '',
    line('Visitors', n(stats.visitors), `${n(stats.pageViews)} page views`),
    line('Sign-ins', n(stats.signIns), `${n(stats.newUsers)} new users`),
    line('Readings', n(stats.readingsTotal)),
    ...stats.readingsByType.map((r) => line(`  ${r.readingType}`, n(r.count))),
    line('Failed readings', n(stats.readingsFailed), stats.readingsFailedByReason.map((r) => `${n(r.count)} ${r.reason}`).join(', ')),
    line('Shares', n(stats.shares)),
    line('Purchases', n(stats.purchases)),
    line('Revenue', formatRupees(stats.revenue)),
    line('Errors', n(stats.errors.browser + stats.errors.server), `${n(stats.errors.browser)} browser, ${n(stats.errors.server)} server`),
    'Top sources (visitors)',
    ...(stats.sources.length > 0 ? stats.sources.map((s) => line(`  ${s.source}`, n(s.visitors))) : [line('  (no visits yet)', '')]),
    'Web vitals, 75th percentile of real visits (LCP ms, INP ms, CLS)',
    ...(stats.webVitals.length > 0
      ? stats.webVitals.map((v) => `  ${v.path.padEnd(26)}${ms(v.lcp).padStart(8)}${ms(v.inp).padStart(8)}${(v.cls === null ? '–' : v.cls.toFixed(2)).padStart(8)}   ${n(v.samples)} visits`)
      : [line('  (none reported yet)', '')]),
    'Public pages: landings (visitors) and sign-ups, by page and source',
    ...(stats.publicPages.length > 0
      ? stats.publicPages.map((p) => `  ${p.path.padEnd(30)}${p.source.padEnd(12)}${n(p.landings).padStart(8)}${n(p.signUps).padStart(8)}`)
      : [line('  (no landings yet)', '')]),
  ];
  return lines.join('\n');
}
