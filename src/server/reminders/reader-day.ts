import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '../../shared/india-time';
import { profiles } from '../db/schema';

/**
 * The zone a reader's day is counted in, read in the database so that one query can claim the
 * reminders of readers all over the world: where they live, else their birth place, as the
 * readings date their days (shared/residence.ts, readerTimeZone); India's for an old profile that
 * stored neither zone.
 */
export function readerZoneOf(phone: SQLWrapper): SQL<string> {
  return sql<string>`(select coalesce(${profiles.residence}->>'timezone', ${profiles.birthLocation}->>'timezone', ${INDIA_TIME_ZONE}) from ${profiles} where ${profiles.phoneNumber} = ${phone})`;
}

/** The reader's date ('YYYY-MM-DD') and time of day ('HH:MM') at `now`, in the zone given. */
export function readerDayAt(now: Date, zone: SQL<string>): { date: SQL<string>; time: SQL<string> } {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  return { date: sql<string>`(${local})::date`, time: sql<string>`to_char(${local}, 'HH24:MI')` };
}
