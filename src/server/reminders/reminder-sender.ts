import { request, type Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import webpush, { type RequestDetails } from 'web-push';
import { isLanguage, type Language } from '../../shared/profile';
import type { Db } from '../db/client';
import { profiles, pushSubscriptions } from '../db/schema';
import type { Logger } from '../logger';
import { readingPeriod } from '../../composer';
import { pushAddress, pushEndpointUrl, type PushAddress, type ResolveHost } from './push-endpoint';
import { reminderPayload } from './reminder-text';
import { readerDayAt, readerZoneOf } from './reader-day';

export type ReminderSenderDeps = {
  db: Db;
  logger: Logger;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** How requests reach push services; tests pass one that trusts their local stand-in's certificate. */
  agent?: Agent;
  /** The push services posts may go to (PUSH_SERVICE_HOSTS): checked again before every post. */
  pushServiceHosts: readonly string[];
  resolveHost: ResolveHost;
};

/** `refused`: not posted, because the endpoint or the address its host resolves to is not allowed. */
export type ReminderReport = { sent: number; expired: number; failed: number; refused: number };

type PushAnswer = { status: number; body: string };

/**
 * Posts web-push's request to exactly `to`: the connection's own lookup answers with the address
 * that was checked, so no second DNS answer can send it elsewhere, while the TLS certificate is
 * still checked against the endpoint's host name.
 */
function post(url: URL, to: PushAddress, details: RequestDetails, agent: Agent | undefined, timeoutMs: number) {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [to]);
    else callback(null, to.address, to.family);
  };
  return new Promise<PushAnswer>((resolve, reject) => {
    const req = request(
      { hostname: url.hostname, port: url.port || 443, path: `${url.pathname}${url.search}`, method: details.method, headers: details.headers, lookup, agent, timeout: timeoutMs },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < 1000) body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('The push service did not answer in time')));
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

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
 * Sends the reminders due at `now`: every subscription whose time of day has come where its reader
 * lives (reader-day.ts) and whose reminder for the reader's date there has not gone. Safe on any number of instances at once: each
 * subscription is claimed before it is sent by setting `last_sent_on` to today in one conditional
 * UPDATE (rows another instance is claiming are skipped, SKIP LOCKED), so it goes out once a day
 * whoever runs. A process that dies between the claim and the send loses that day's reminder
 * rather than sending it twice. Expired subscriptions (404, 410) are deleted; any other failure
 * gives the claim back and is tried again later (retryDelayMs). Before each post the endpoint is
 * checked again (push-endpoint.ts): one no longer allowed is deleted unsent, and one whose host
 * resolves to an address that is not public is not connected to and waits like a failure. The daily reading itself is not
 * written or spent here: the notification only links to it.
 */
export function reminderSender(deps: ReminderSenderDeps) {
  const { db, logger } = deps;

  async function claim(now: Date, batchSize: number) {
    // Each reader's own day: the time of day and the date where they live.
    const zone = readerZoneOf(pushSubscriptions.userPhone);
    const today = readerDayAt(now, zone);
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
      .returning({
        id: pushSubscriptions.id,
        userPhone: pushSubscriptions.userPhone,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        failures: pushSubscriptions.failures,
        lastSentOn: pushSubscriptions.lastSentOn,
        timeZone: zone,
      });
  }

  async function namesAndLanguages(phones: string[]) {
    if (phones.length === 0) return new Map<string, { name: string; language: Language }>();
    const rows = await db.select({ phone: profiles.phoneNumber, name: profiles.name, language: profiles.language }).from(profiles).where(inArray(profiles.phoneNumber, phones));
    return new Map(rows.map((r) => [r.phone, { name: r.name, language: isLanguage(r.language) ? r.language : 'en' }]));
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** The claim goes back, so a later run tries today's reminder again, after a wait that grows. */
  async function giveBack(row: Claimed, now: Date, details: Record<string, unknown>, message: string) {
    const failures = row.failures + 1;
    await db
      .update(pushSubscriptions)
      .set({ lastSentOn: null, failures, retryAt: new Date(now.getTime() + retryDelayMs(failures)) })
      .where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.lastSentOn, row.lastSentOn!)));
    // The endpoint is a capability URL: the log names the row, not the address.
    logger.warn({ subscriptionId: row.id, failures, ...details }, message);
  }

  async function sendOne(row: Claimed, who: { name: string; language: Language } | undefined, now: Date, report: ReminderReport) {
    const url = pushEndpointUrl(deps.pushServiceHosts, row.endpoint);
    if (!url) {
      // Saved before the rule it breaks, or under a list that has changed since: never sendable.
      report.refused += 1;
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.endpoint, row.endpoint)));
      logger.warn({ subscriptionId: row.id }, 'A reminder subscription points somewhere other than an allowed push service; it was deleted unsent');
      return;
    }
    const notDelivered = (error: unknown) => {
      report.failed += 1;
      return giveBack(row, now, { reason: error instanceof Error ? error.message : String(error) }, 'A daily reminder was not delivered; it will be tried again');
    };
    let to: Awaited<ReturnType<typeof pushAddress>>;
    try {
      to = await pushAddress(url, deps.resolveHost);
    } catch (error) {
      return notDelivered(error);
    }
    if ('notPublic' in to) {
      // Kept: a push service's name resolving into a private network is a fault in DNS that may
      // pass; nothing is sent until it resolves to public addresses again.
      report.refused += 1;
      return giveBack(row, now, { address: to.notPublic }, 'A daily reminder was not sent: its push service resolves to an address that is not public; it will be checked again');
    }
    const period = readingPeriod('daily', now, row.timeZone);
    const payload = reminderPayload(who?.name ?? '', who?.language ?? 'en', now, row.timeZone);
    // Addressed and signed (the VAPID audience) from the one URL checked above.
    const details = webpush.generateRequestDetails({ endpoint: url.href, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payload), {
      vapidDetails: deps.vapid,
      // Undelivered by the end of the reader's day, it is about a day gone: the push service drops it.
      TTL: Math.max(60, Math.ceil((period.endMs - now.getTime()) / 1000)),
      urgency: 'normal',
      // A newer reminder waiting at the push service replaces an older one.
      topic: 'daily-reading',
    });
    let answer: PushAnswer;
    try {
      answer = await post(url, to, details, deps.agent, sendTimeoutMs);
    } catch (error) {
      return notDelivered(error);
    }
    if (answer.status >= 200 && answer.status < 300) {
      report.sent += 1;
      if (row.failures > 0) await db.update(pushSubscriptions).set({ failures: 0, retryAt: null }).where(eq(pushSubscriptions.id, row.id));
    } else if (goneStatuses.has(answer.status)) {
      report.expired += 1;
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.endpoint, row.endpoint)));
    } else {
      report.failed += 1;
      await giveBack(row, now, { status: answer.status, reason: answer.body.slice(0, 200) }, 'A daily reminder was not delivered; it will be tried again');
    }
  }

  /** One run: claims and sends due reminders in batches until none is left. */
  return async function sendDueReminders(now: Date, options: { batchSize?: number } = {}): Promise<ReminderReport> {
    const batchSize = options.batchSize ?? 100;
    const report: ReminderReport = { sent: 0, expired: 0, failed: 0, refused: 0 };
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

