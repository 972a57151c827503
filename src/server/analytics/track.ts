import type { Db } from '../db/client';
import { analyticsEvents, errorReports } from '../db/schema';
import { keyedHash } from '../lib/keyed-hash';
import type { Logger } from '../logger';
import { normalizePath, normalizeSource, sanitizeProperties, scrubText, truncate, type EventName, type EventProperties } from './events';

/**
 * Who did something, without saying who: a keyed hash of the phone number. The same user gets the
 * same key on every event, and without the server secret the key leads back to no number.
 */
export function userKeyOf(secret: string, phone: string) {
  return keyedHash(secret, 'analytics-user', phone);
}

export type TrackedEvent = {
  name: EventName;
  origin: 'browser' | 'server';
  userKey?: string | null;
  visitorId?: string | null;
  path?: string | null;
  source?: string | null;
  properties?: unknown;
  at?: Date;
};

/** The row for one event, every field passed through the rules of events.ts. */
export function eventRow(event: TrackedEvent): typeof analyticsEvents.$inferInsert {
  return {
    name: event.name,
    origin: event.origin,
    userKey: event.userKey ?? null,
    visitorId: event.visitorId ?? null,
    path: normalizePath(event.path),
    source: normalizeSource(event.source),
    properties: sanitizeProperties(event.properties),
    ...(event.at ? { createdAt: event.at } : {}),
  };
}

/** Records events. Throws when the database does (the recorder below never does). */
export async function track(db: Db, ...events: TrackedEvent[]) {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(events.map(eventRow));
}

export type PurchaseItem = { item_id: string; item_name: string; price: number };

/** A purchase as GA4 describes one: `value` and `price` in rupees (not paise). */
export type Purchase = {
  userPhone: string;
  /** The payment id: the same payment reported twice (verify and webhook) is recorded once. */
  transactionId: string;
  value: number;
  currency?: 'INR';
  items: PurchaseItem[];
  at?: Date;
};

const cleanItem = (item: PurchaseItem) => ({
  item_id: truncate(scrubText(item.item_id), 64),
  item_name: truncate(scrubText(item.item_name), 80),
  price: Number.isFinite(item.price) ? Math.round(item.price * 100) / 100 : 0,
});

/**
 * Records a purchase once per transaction id. Returns false when it was already recorded.
 * Throws when the database does; `analyticsRecorder(...).trackPurchase` is the never-throwing form.
 */
export async function trackPurchase(db: Db, secret: string, purchase: Purchase): Promise<boolean> {
  const items = purchase.items.slice(0, 10).map(cleanItem);
  const planId = sanitizeProperties({ planId: items[0]?.item_id }).planId;
  const inserted = await db
    .insert(analyticsEvents)
    .values({
      name: 'purchase',
      origin: 'server',
      userKey: userKeyOf(secret, purchase.userPhone),
      properties: { ...(planId ? { planId } : {}), items } as Record<string, unknown>,
      value: Math.round(purchase.value * 100) / 100,
      currency: purchase.currency ?? 'INR',
      transactionId: truncate(purchase.transactionId, 100),
      ...(purchase.at ? { createdAt: purchase.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return inserted.length > 0;
}

export type ErrorReport = {
  source: 'browser' | 'server';
  message: string;
  stack?: string | null;
  route?: string | null;
  requestId?: string | null;
  userKey?: string | null;
  at?: Date;
};

/** Query strings can carry anything: cut them out of URLs in messages and stacks (keeping `:line:col`). */
const withoutQueries = (text: string) => text.replace(/(https?:\/\/[^\s?#)]*)[?#][^\s):]*/g, '$1');

/** The row for an error report: truncated, with URLs' queries and anything number-like removed. */
export function errorRow(report: ErrorReport): typeof errorReports.$inferInsert {
  const clean = (text: string, max: number) => truncate(scrubText(withoutQueries(text)), max);
  return {
    source: report.source,
    message: clean(report.message || 'Unknown error', 500) || 'Unknown error',
    stack: report.stack ? clean(report.stack, 4000) : null,
    route: normalizePath(report.route),
    requestId: report.requestId ? truncate(report.requestId.replace(/[^\w-]/g, ''), 64) : null,
    userKey: report.userKey ?? null,
    ...(report.at ? { createdAt: report.at } : {}),
  };
}

export async function recordError(db: Db, report: ErrorReport) {
  await db.insert(errorReports).values(errorRow(report));
}

export type ServerEvent = { name: EventName; userPhone?: string | null; path?: string | null; properties?: EventProperties };

/**
 * What the rest of the server uses: events, purchases and errors, keyed to the user by hash.
 * Nothing here ever throws or rejects: analytics must never fail a sign-in or a payment. A failure
 * is logged as a warning instead.
 */
export function analyticsRecorder(deps: { db: Db; secret: string; logger: Logger; now: () => Date }) {
  const { db, secret, logger } = deps;
  const keyOf = (phone: string | null | undefined) => (phone ? userKeyOf(secret, phone) : null);
  const guarded = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      logger.warn({ err: error }, `Could not record ${what}`);
    }
  };

  return {
    userKeyOf: (phone: string) => userKeyOf(secret, phone),

    /** An event the server saw happen (sign_in, reading_generated, share…). */
    track: (event: ServerEvent) =>
      guarded(`the ${event.name} event`, () =>
        track(db, { name: event.name, origin: 'server', userKey: keyOf(event.userPhone), path: event.path, properties: event.properties, at: deps.now() }),
      ),

    /** A paid order, once per transaction id (see `trackPurchase`). */
    trackPurchase: (purchase: Purchase) => guarded('a purchase', () => trackPurchase(db, secret, { at: deps.now(), ...purchase })),

    /**
     * An error report from a browser or from the server itself (`userPhone` becomes a key). With
     * `within`, the report is written only when that budget still allows one (see server-errors.ts).
     */
    recordError: (report: Omit<ErrorReport, 'userKey'> & { userPhone?: string | null }, options: { within?: () => Promise<boolean> } = {}) => {
      const { userPhone, ...rest } = report;
      return guarded('an error report', async () => {
        if (options.within && !(await options.within())) return;
        await recordError(db, { at: deps.now(), ...rest, userKey: keyOf(userPhone) });
      });
    },
  };
}

export type Analytics = ReturnType<typeof analyticsRecorder>;
