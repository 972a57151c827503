import type { Agent } from 'node:https';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import webpush from 'web-push';
import { isLanguage, type Language } from '../../shared/profile';
import type { Db } from '../db/client';
import { profiles, pushSubscriptions } from '../db/schema';
import type { Logger } from '../logger';
import { readingPeriod } from '../readings/reading-period';
import { reminderPayload } from './reminder-text';
import { indiaNow } from './reminder-service';

export type ReminderSenderDeps = {
  db: Db;
  logger: Logger;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** How requests reach push services; tests pass one that trusts their local stand-in's certificate. */
  agent?: Agent;
};

export type ReminderReport = { sent: number; expired: number; failed: number };

/** Push services answer these for a subscription that no longer exists (RFC 8030, 7.3). */
const goneStatuses = new Set([404, 410]);

/** Requests in flight at once: a morning's batch goes out steadily without opening hundreds of sockets. */
const parallelSends = 8;
const sendTimeoutMs = 15_000;

/**
 * After `failures` failed sends in a row, the next try waits 1, 2, 4… minutes, at most a day:
 * a push service that is down for a while is asked again soon, a subscription it keeps refusing
 * about once a day, and neither fills the log.
 */
export const retryDelayMs = (failures: number) => Math.min(2 ** Math.max(0, failures - 1), 24 * 60) * 60_000;

/**
 * Sends the reminders due at `now`: every subscription whose India time of day has come and whose
 * reminder for today's India date has not gone. Safe on any number of instances at once: each
 * subscription is claimed before it is sent by setting `last_sent_on` to today in one conditional
 * UPDATE (rows another instance is claiming are skipped, SKIP LOCKED), so it goes out once a day
 * whoever runs. A process that dies between the claim and the send loses that day's reminder
 * rather than sending it twice. Expired subscriptions (404, 410) are deleted; any other failure
 * gives the claim back and is tried again later (retryDelayMs). The daily reading itself is not
 * written or spent here: the notification only links to it.
 */
export function reminderSender(deps: ReminderSenderDeps) {
  const { db, logger } = deps;

  async function claim(now: Date, batchSize: number) {
    const today = indiaNow(now);
    const notDoneToday = or(isNull(pushSubscriptions.lastSentOn), lt(pushSubscriptions.lastSentOn, today.date));
    const due = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(lte(pushSubscriptions.timeOfDay, today.time), notDoneToday, or(isNull(pushSubscriptions.retryAt), lte(pushSubscriptions.retryAt, now))))
      .orderBy(pushSubscriptions.timeOfDay, pushSubscriptions.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(pushSubscriptions)
      .set({ lastSentOn: today.date })
      .where(and(inArray(pushSubscriptions.id, due), notDoneToday))
      .returning();
  }

  async function namesAndLanguages(phones: string[]) {
    if (phones.length === 0) return new Map<string, { name: string; language: Language }>();
    const rows = await db.select({ phone: profiles.phoneNumber, name: profiles.name, language: profiles.language }).from(profiles).where(inArray(profiles.phoneNumber, phones));
    return new Map(rows.map((r) => [r.phone, { name: r.name, language: isLanguage(r.language) ? r.language : 'en' }]));
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function sendOne(row: Claimed, who: { name: string; language: Language } | undefined, now: Date, report: ReminderReport) {
    const today = indiaNow(now).date;
    const period = readingPeriod('daily', now);
    const payload = reminderPayload(who?.name ?? '', who?.language ?? 'en', now);
    try {
      await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payload), {
        vapidDetails: deps.vapid,
        // Undelivered by the end of the India day, it is about a day gone: the push service drops it.
        TTL: Math.max(60, Math.ceil((period.endMs - now.getTime()) / 1000)),
        urgency: 'normal',
        // A newer reminder waiting at the push service replaces an older one.
        topic: 'daily-reading',
        timeout: sendTimeoutMs,
        ...(deps.agent ? { agent: deps.agent } : {}),
      });
      report.sent += 1;
      if (row.failures > 0) await db.update(pushSubscriptions).set({ failures: 0, retryAt: null }).where(eq(pushSubscriptions.id, row.id));
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (status !== undefined && goneStatuses.has(status)) {
        report.expired += 1;
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.endpoint, row.endpoint)));
        return;
      }
      report.failed += 1;
      const failures = row.failures + 1;
      // The claim goes back, so a later run tries today's reminder again.
      await db
        .update(pushSubscriptions)
        .set({ lastSentOn: null, failures, retryAt: new Date(now.getTime() + retryDelayMs(failures)) })
        .where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.lastSentOn, today)));
      // The endpoint is a capability URL: the log names the row, not the address.
      const reason = error instanceof webpush.WebPushError ? error.body.slice(0, 200) : error instanceof Error ? error.message : String(error);
      logger.warn({ subscriptionId: row.id, status, failures, reason }, 'A daily reminder was not delivered; it will be tried again');
    }
  }

  /** One run: claims and sends due reminders in batches until none is left. */
  return async function sendDueReminders(now: Date, options: { batchSize?: number } = {}): Promise<ReminderReport> {
    const batchSize = options.batchSize ?? 100;
    const report: ReminderReport = { sent: 0, expired: 0, failed: 0 };
    for (;;) {
      const claimed = await claim(now, batchSize);
      const people = await namesAndLanguages([...new Set(claimed.map((row) => row.userPhone))]);
      const queue = [...claimed];
      await Promise.all(
        Array.from({ length: Math.min(parallelSends, queue.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) await sendOne(row, people.get(row.userPhone), now, report);
        }),
      );
      if (claimed.length < batchSize) return report;
    }
  };
}

