import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PEOPLE_LIMIT, isRelation, type PersonView } from '../../shared/people';
import type { PersonDetails } from '../../shared/person-schema';
import type { Db } from '../db/client';
import { people, type Person } from '../db/schema';
import { locate } from '../profiles/profile-service';
import { birthTimeColumns, birthTimeKnowledgeOf } from '../profiles/birth-time-columns';
import { uuidPattern } from '../../shared/uuid';

/** A person's id as the database makes them; anything else names nobody (and would make PostgreSQL throw). */

export function toPersonView(row: Person): PersonView {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender === 'female' ? 'female' : 'male',
    relation: isRelation(row.relation) ? row.relation : 'other',
    birthDate: row.birthDate,
    birthTime: row.birthTime,
    ...birthTimeKnowledgeOf(row),
    birthLocation: row.birthLocation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a person's details fill; the place is located as the user's own is. */
const columnsOf = (details: PersonDetails) => ({
  name: details.name,
  gender: details.gender,
  relation: details.relation,
  birthDate: details.birthDate,
  ...birthTimeColumns(details),
  birthLocation: locate(details),
});

/**
 * The people a user saved. Every read and write names the owner with the id, so another user's
 * person is missing here exactly as an unknown or malformed id is.
 */
export function peopleService(db: Db) {
  const owned = (phone: string, id: string) => and(eq(people.id, id), eq(people.userPhone, phone));

  return {
    async list(phone: string): Promise<PersonView[]> {
      const rows = await db.select().from(people).where(eq(people.userPhone, phone)).orderBy(asc(people.createdAt), asc(people.id));
      return rows.map(toPersonView);
    },

    async get(phone: string, id: string): Promise<PersonView | null> {
      if (!uuidPattern.test(id)) return null;
      const [row] = await db.select().from(people).where(owned(phone, id));
      return row ? toPersonView(row) : null;
    },

    /** Saves a new person; null when the account already has PEOPLE_LIMIT of them. */
    async add(phone: string, details: PersonDetails, now: Date): Promise<PersonView | null> {
      const columns = columnsOf(details);
      const row = await db.transaction(async (tx) => {
        // Count and insert under one lock per account: simultaneous adds must not all see room
        // for one more (docs/decisions/003-limits-in-the-database.md).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`people:${phone}`}))`);
        const [held] = await tx.select({ n: count() }).from(people).where(eq(people.userPhone, phone));
        if ((held?.n ?? 0) >= PEOPLE_LIMIT) return null;
        const [saved] = await tx.insert(people).values({ ...columns, userPhone: phone, createdAt: now, updatedAt: now }).returning();
        return saved ?? null;
      });
      return row ? toPersonView(row) : null;
    },

    /** Replaces a person's details; null when the user has no such person. */
    async update(phone: string, id: string, details: PersonDetails, now: Date): Promise<PersonView | null> {
      if (!uuidPattern.test(id)) return null;
      const [row] = await db.update(people).set({ ...columnsOf(details), updatedAt: now }).where(owned(phone, id)).returning();
      return row ? toPersonView(row) : null;
    },

    /** Deletes a person; false when the user has no such person. */
    async remove(phone: string, id: string): Promise<boolean> {
      if (!uuidPattern.test(id)) return false;
      const deleted = await db.delete(people).where(owned(phone, id)).returning({ id: people.id });
      return deleted.length > 0;
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
