import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { analyticsEvents } from '../db/schema';
import { ipSubject } from '../http/client-ip';
import { rateLimit, takeRateSlots } from '../lib/rate-limit';
import { track, type TrackedEvent } from './track';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

type Deps = { db: Db; config: Config; now: () => Date };

/**
 * How much one client may write to the anonymous analytics tables (docs/security.md, Web). Anyone
 * may call these endpoints, so every limit counts something a client cannot mint freely: its IP
 * network (an IPv6 /64, as the sign-in limits count it) or the visitor id it keeps sending.
 */
export function analyticsBudgets(deps: Deps) {
  const { db, config } = deps;
  const limits = config.analytics;
  /** A per-address limit: `take` counts one request, `waitMs` says how long a refused one must wait. */
  const perIp = (bucket: string, limit: number, windowMs: number) => rateLimit(db, { bucket, limit, windowMs, now: deps.now, subjectOf: (ip) => ipSubject(config.appSecret, ip) });

  return {
    /** One more POST /api/analytics/events from this address this minute? (ANALYTICS_EVENTS_PER_MINUTE) */
    eventRequest: perIp('analytics-ip', limits.eventsPerMinute, minuteMs),

    /**
     * One more error report from this address this hour? (ERROR_REPORTS_PER_HOUR) The browser's
     * reports and the server's own reports of the failures this address caused share the one
     * budget, so no request can write error reports past it, whichever way it fails.
     */
    errorReport: perIp('errors-ip', limits.errorReportsPerHour, hourMs),

    /**
     * Stores the events that fit both budgets, in order, and tells how many that was: at most
     * ANALYTICS_EVENTS_PER_IP_HOUR from one IP network per hour, and ANALYTICS_EVENTS_PER_VISITOR_DAY
     * per visitor id per day. The rest are dropped.
     */
    async storeEvents(ip: string, events: TrackedEvent[]): Promise<number> {
      const now = deps.now();
      const allowed = await takeRateSlots(db, {
        bucket: 'analytics-events-ip',
        subject: ipSubject(config.appSecret, ip),
        limit: limits.eventsPerIpHour,
        windowMs: hourMs,
        now,
        wanted: events.length,
      });
      let stored = 0;
      for (const [visitorId, ofVisitor] of byVisitor(events.slice(0, allowed))) {
        stored += await storeWithinVisitorDay(db, visitorId, ofVisitor, limits.eventsPerVisitorDay, now);
      }
      return stored;
    },
  };
}

export type AnalyticsBudgets = ReturnType<typeof analyticsBudgets>;

function byVisitor(events: TrackedEvent[]) {
  const groups = new Map<string, TrackedEvent[]>();
  for (const event of events) {
    const visitorId = event.visitorId ?? '';
    const group = groups.get(visitorId);
    if (group) group.push(event);
    else groups.set(visitorId, [event]);
  }
  return groups;
}

/**
 * Stores as many of one visitor's events as its last 24 hours leave room for. The day is longer
 * than rate events are kept (longestRateWindowMs), so the visitor's stored events are counted
 * instead (index analytics_events(visitor_id, created_at)), under a lock per visitor so that
 * simultaneous batches cannot all see the same count.
 */
async function storeWithinVisitorDay(db: Db, visitorId: string, events: TrackedEvent[], limit: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analytics-visitor:${visitorId}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.visitorId, visitorId), gt(analyticsEvents.createdAt, new Date(now.getTime() - dayMs))));
    const kept = events.slice(0, Math.max(0, limit - (row?.n ?? 0)));
    await track(tx, ...kept);
    return kept.length;
  });
}
