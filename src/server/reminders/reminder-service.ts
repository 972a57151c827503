import { and, asc, count, eq, sql } from 'drizzle-orm';
import { REMINDER_DEVICES_LIMIT } from '../../shared/reminders';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { readerDayAt, readerZoneOf } from './reader-day';
import type { SubscribeInput } from './reminder-schema';

/** One browser the reminder goes to, as its owner sees it. */
export type ReminderDevice = { endpoint: string; timeOfDay: string };

/** The daily reminder's subscriptions, each user's own (docs/product.md, Daily reminder). */
export function reminderService(db: Db) {
  return {
    async devices(phone: string): Promise<ReminderDevice[]> {
      return db
        .select({ endpoint: pushSubscriptions.endpoint, timeOfDay: pushSubscriptions.timeOfDay })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userPhone, phone))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },

    /**
     * Turns the reminder on for a browser, or changes its time; null when the account already has
     * it on REMINDER_DEVICES_LIMIT other browsers. An endpoint is one browser's: if another account
     * had it, it moves to this one (whoever turned it on there last). A time already past today
     * starts tomorrow, and a browser already reminded today is not reminded again today.
     */
    async subscribe(phone: string, input: SubscribeInput, now: Date): Promise<(ReminderDevice & { startsToday: boolean }) | null> {
      const { endpoint, keys } = input.subscription;
      return db.transaction(async (tx) => {
        // The reader's date and time of day where they live: a reminder's time is theirs.
        const [today] = await tx.select(readerDayAt(now, readerZoneOf(sql`${phone}`))).from(sql`(select 1) as one`);
        // Count and insert under one lock per account: simultaneous requests must not all see room.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reminders:${phone}`}))`);
        const [existing] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
        if (existing?.userPhone !== phone) {
          const [held] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userPhone, phone));
          if ((held?.n ?? 0) >= REMINDER_DEVICES_LIMIT) return null;
        }
        const doneToday = existing?.lastSentOn === today!.date || input.timeOfDay <= today!.time;
        const columns = {
          userPhone: phone,
          p256dh: keys.p256dh,
          auth: keys.auth,
          timeOfDay: input.timeOfDay,
          lastSentOn: doneToday ? today!.date : null,
          failures: 0,
          retryAt: null,
          updatedAt: now,
        };
        await tx
          .insert(pushSubscriptions)
          .values({ ...columns, endpoint, createdAt: now })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: columns });
        return { endpoint, timeOfDay: input.timeOfDay, startsToday: !doneToday };
      });
    },

    /** Turns the reminder off for one of the user's browsers; false when the user has no such browser. */
    async unsubscribe(phone: string, endpoint: string): Promise<boolean> {
      const deleted = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userPhone, phone)))
        .returning({ id: pushSubscriptions.id });
      return deleted.length > 0;
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
