import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, it } from 'vitest';
import { migrationsBefore } from '../../../tests/support/migrations';
import { migrationsFolder } from '../db/client';

// Migration 0016 narrows reminder times to the hour and half hour: a quarter hour saved before it
// (the server took them then) moves back to the one before it, and the rest stay as they were.
it('moves saved quarter-hour reminders back to the hour or half hour, and keeps the others', { timeout: 60_000 }, async () => {
  const db = drizzle(new PGlite());
  await migrate(db, { migrationsFolder: migrationsBefore('0016') });
  await db.execute(sql`insert into profiles (phone_number) values ('+919800000001')`);
  const saved = ['00:00', '00:15', '07:30', '07:45', '23:45'];
  for (const [i, time] of saved.entries()) {
    await db.execute(sql`insert into push_subscriptions (user_phone, endpoint, p256dh, auth, time_of_day) values ('+919800000001', ${`https://fcm.googleapis.com/fcm/send/${i}`}, 'k', 'a', ${time})`);
  }

  await migrate(db, { migrationsFolder });

  const { rows } = await db.execute<{ endpoint: string; time_of_day: string }>(sql`select endpoint, time_of_day from push_subscriptions order by endpoint`);
  expect(rows.map((r) => r.time_of_day)).toEqual(['00:00', '00:00', '07:30', '07:30', '23:30']);
});
