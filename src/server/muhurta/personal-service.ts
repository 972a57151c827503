import { createHash } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BirthMoon, WeddingRole } from '../../astro/muhurta-personal';
import type { MuhurtaEvent } from '../../astro/muhurta-rules';
import { MUHURTA_MAX_PEOPLE, muhurtaMessages as m } from '../../shared/muhurta-messages';
import type { MuhurtaPerson } from '../../shared/muhurta-people-schema';
import { messagesIn } from '../../shared/messages-in';
import { PEOPLE_LIMIT } from '../../shared/people';
import { isProfileComplete, type Language } from '../../shared/profile';
import { uuidPattern } from '../../shared/uuid';
import { castPlaceOf } from '../charts/cast-place';
import type { Db } from '../db/client';
import { muhurtaResults, people, type BirthLocation } from '../db/schema';
import { AppError } from '../http/errors';
import type { PanchangPlace } from '../panchang/panchang-service';
import { birthTimeColumns } from '../profiles/birth-time-columns';
import { locate, type ProfileService } from '../profiles/profile-service';
import { confirmHold, reserveReading } from '../readings/entitlements';
import { refusePremiumOverDailyLimit } from '../readings/reading-runs';
import { birthMoonOf as birthMoonIn, muhurtasFor, type MuhurtaView } from './muhurta-service';
import { chartBasisOf, chartChoicesOf, type ChartChoices } from '../../shared/chart-choices';

/** Who a personal result is for, as the page names them: by name, where they were chosen from, and at a wedding whether bride or groom. */
export type MuhurtaPersonView = { name: string; source: 'me' | 'person' | 'new'; role?: WeddingRole };

/** A saved personal result: the search as the general one is answered, with its people and when it was bought. */
export type PersonalMuhurtaView = MuhurtaView & { id: string; people: MuhurtaPersonView[]; createdAt: string };

/** One line of the saved results' list. */
export type PersonalMuhurtaSummary = Pick<PersonalMuhurtaView, 'id' | 'purpose' | 'from' | 'to' | 'people' | 'createdAt'> & {
  place: string;
  windows: number;
};

export type PersonalRequest = { purpose: MuhurtaEvent; from: string; to: string; place: PanchangPlace; people: MuhurtaPerson[] };

/** Someone the search is narrowed to, with what makes their birth Moon (the key's part) and the details to save, if asked. */
type Resolved = {
  view: MuhurtaPersonView;
  moon: BirthMoon;
  identity: string;
  /** The saved or typed gender, which says who is the bride at a wedding when the request does not. */
  gender: 'male' | 'female';
  save?: { name: string; gender: 'male' | 'female'; birthDate: string; birthLocation: BirthLocation } & ReturnType<typeof birthTimeColumns>;
};

type Deps = {
  db: Db;
  profiles: ProfileService;
  now: () => Date;
  /** The readings' lease; a search takes a second or two, so it is never renewed. */
  holdLeaseMs: number;
  /** Premium's fair use: a personal search counts towards the day's readings, as a Kundli Milan report does. */
  premiumPerDay: number;
};

type Birth = { name: string; birthDate: string; birthTime: string; birthLocation: BirthLocation };

/** The birth details that decide a Moon: the same person saved twice, or typed in again, is the same search. */
function birthIdentityOf(birth: Birth) {
  const { where } = castPlaceOf(birth.birthLocation);
  return `${birth.birthDate}T${birth.birthTime}@${where.latitude.toFixed(4)},${where.longitude.toFixed(4)},${where.timezone}`;
}

/**
 * The key of one paid search (docs/decisions/045): the event, the range, the place and the
 * people's birth details in a fixed order, hashed. Names are not in it: renaming a saved person
 * does not make a new search, and their Moon is what the filter reads.
 */
export function searchKeyOf(purpose: MuhurtaEvent, from: string, to: string, place: Pick<PanchangPlace, 'latitude' | 'longitude' | 'timezone'>, identities: readonly string[]) {
  const parts = [purpose, from, to, place.latitude.toFixed(4), place.longitude.toFixed(4), place.timezone, ...[...identities].sort()];
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

/**
 * A wedding's bride and groom: as the request says, else by each one's saved gender; exactly one
 * of each, or the request is asked to say. The role joins each identity, so the same two people
 * with the roles swapped are another search (Guru bala is read for the bride, Surya bala for the
 * groom).
 */
function castRoles(resolved: Resolved[], chosen: readonly MuhurtaPerson[]) {
  const roles = resolved.map((r, i): WeddingRole => chosen[i]!.role ?? (r.gender === 'female' ? 'bride' : 'groom'));
  if ([...roles].sort().join() !== 'bride,groom') throw new AppError('bad_request', m.muhurtaWeddingRoles);
  resolved.forEach((r, i) => {
    const role = roles[i]!;
    r.view = { ...r.view, role };
    r.moon = { ...r.moon, role };
    r.identity = `${r.identity}|${role}`;
  });
}

const summaryOf = (row: typeof muhurtaResults.$inferSelect): PersonalMuhurtaSummary => {
  const view = row.result as MuhurtaView;
  return {
    id: row.id,
    purpose: view.purpose,
    from: view.from,
    to: view.to,
    place: view.place.label,
    people: row.people as MuhurtaPersonView[],
    windows: view.windows.length,
    createdAt: row.createdAt.toISOString(),
  };
};

/**
 * Personal muhurtas: the general windows narrowed to the chosen people's tara bala and chandra
 * bala, bought as a reading is bought (the readings' own reserve, confirm and release, never a
 * second spending path) and kept, so the same search again opens the saved result for nothing.
 */
export function personalMuhurtaService(deps: Deps) {
  const { db } = deps;

  /**
   * One chosen person's birth Moon, cast with the account's chart choices (everyone's, as the
   * family's charts are), and the identity the search's key is made of, which names that basis too.
   */
  async function resolve(phone: string, chosen: MuhurtaPerson, choices: ChartChoices, now: Date): Promise<Resolved> {
    const basis = chartBasisOf(choices);
    const identityOf = (birth: Birth) => `${birthIdentityOf(birth)}|${basis}`;
    const birthMoonOf = (birth: Birth) => birthMoonIn(birth, choices);
    if (chosen.kind === 'me') {
      const profile = await deps.profiles.get(phone, now);
      if (!profile || !isProfileComplete(profile)) throw new AppError('conflict', m.muhurtaPersonalProfile);
      return { view: { name: profile.name, source: 'me' }, moon: birthMoonOf(profile), identity: identityOf(profile), gender: profile.gender };
    }
    if (chosen.kind === 'person') {
      // The owner is in the query: another user's person is missing, as an unknown id is.
      const [row] = await db.select().from(people).where(and(eq(people.id, chosen.id), eq(people.userPhone, phone)));
      if (!row) throw new AppError('not_found', m.muhurtaPersonMissing);
      return { view: { name: row.name, source: 'person' }, moon: birthMoonOf(row), identity: identityOf(row), gender: row.gender === 'female' ? 'female' : 'male' };
    }
    // Typed in once: the server decides the time the Moon is cast for, as for a saved person.
    const times = birthTimeColumns(chosen);
    const birth = { name: chosen.name, birthDate: chosen.birthDate, birthTime: times.birthTime, birthLocation: locate(chosen) };
    return {
      view: { name: chosen.name, source: 'new' },
      moon: birthMoonOf(birth),
      identity: identityOf(birth),
      gender: chosen.gender,
      ...(chosen.save ? { save: { ...birth, ...times, gender: chosen.gender } } : {}),
    };
  }

  /** The partner typed in, kept among the saved people as the family page keeps one (same limit, same lock). */
  async function savePerson(tx: Db, phone: string, person: NonNullable<Resolved['save']>, now: Date, language: Language) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`people:${phone}`}))`);
    const [held] = await tx.select({ n: count() }).from(people).where(eq(people.userPhone, phone));
    if ((held?.n ?? 0) >= PEOPLE_LIMIT) throw new AppError('conflict', messagesIn(language).peopleLimitReached(PEOPLE_LIMIT));
    await tx.insert(people).values({ ...person, relation: 'partner', userPhone: phone, createdAt: now, updatedAt: now });
  }

  async function get(phone: string, id: string): Promise<PersonalMuhurtaView> {
    if (!uuidPattern.test(id)) throw new AppError('not_found', m.muhurtaResultNotFound);
    const [row] = await db.select().from(muhurtaResults).where(and(eq(muhurtaResults.id, id), eq(muhurtaResults.userPhone, phone)));
    if (!row) throw new AppError('not_found', m.muhurtaResultNotFound);
    return { ...(row.result as MuhurtaView), id: row.id, people: row.people as MuhurtaPersonView[], createdAt: row.createdAt.toISOString() };
  }

  return {
    /**
     * The result of this search for these people: the saved one when the user has it (nothing
     * spent), else a new one, paid for as a reading. Every refusal (a bad person, no access)
     * leaves nothing spent or saved. Simultaneous identical requests take turns on a lock of the
     * search's key (the unique index stands behind it): the first pays, the rest open its result.
     */
    async create(phone: string, request: PersonalRequest, language: Language): Promise<{ id: string; existing: boolean }> {
      const now = deps.now();
      if (request.people.length < 1 || request.people.length > MUHURTA_MAX_PEOPLE) throw new AppError('bad_request', m.muhurtaPeopleCount);
      if (request.purpose === 'vivah' && request.people.length !== 2) throw new AppError('bad_request', m.muhurtaWeddingTwo);
      const choices = chartChoicesOf((await deps.profiles.get(phone, now))?.chartChoices);
      const resolved: Resolved[] = [];
      for (const chosen of request.people) resolved.push(await resolve(phone, chosen, choices, now));
      if (new Set(resolved.map((r) => r.identity)).size !== resolved.length) throw new AppError('bad_request', m.muhurtaPersonTwice);
      if (request.purpose === 'vivah') castRoles(resolved, request.people);

      const { purpose, from, to, place } = request;
      const key = searchKeyOf(purpose, from, to, place, resolved.map((r) => r.identity));
      const toSave = resolved.flatMap((r) => (r.save ? [r.save] : []));
      const byKey = (tx: Db) => tx.select({ id: muhurtaResults.id }).from(muhurtaResults).where(and(eq(muhurtaResults.userPhone, phone), eq(muhurtaResults.key, key)));

      const [saved] = await byKey(db);
      if (saved) {
        if (toSave.length) await db.transaction(async (tx) => { for (const person of toSave) await savePerson(tx, phone, person, now, language); });
        return { id: saved.id, existing: true };
      }

      // The search itself is the free general one narrowed, so working it out before paying gives nothing away.
      const result = muhurtasFor(purpose, place, from, to, resolved.map((r) => r.moon), choices);
      try {
        return await db.transaction(async (tx) => {
          // One buyer of this search at a time: a simultaneous identical request waits here, then
          // finds the saved result and spends nothing. The spend is taken inside the transaction,
          // so any failure below rolls it back with the result.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`muhurta:${phone}:${key}`}))`);
          const [first] = await byKey(tx);
          if (first) return { id: first.id, existing: true };
          const hold = await reserveReading(tx, phone, now, deps.holdLeaseMs);
          // Premium's fair use, counted in this transaction so simultaneous searches are counted one
          // after another; a refusal rolls the search back with the spend.
          if (hold.kind === 'premium') await refusePremiumOverDailyLimit(tx, phone, now, deps.premiumPerDay, language);
          const [row] = await tx
            .insert(muhurtaResults)
            .values({ userPhone: phone, key, purpose, rangeFrom: from, rangeTo: to, people: resolved.map((r) => r.view), result, paidWith: hold.kind, createdAt: now })
            .returning({ id: muhurtaResults.id });
          for (const person of toSave) await savePerson(tx, phone, person, now, language);
          await confirmHold(tx, hold, phone);
          return { id: row!.id, existing: false };
        });
      } finally {
        deps.profiles.changed(phone);
      }
    },

    get,

    /** The user's saved personal results, newest first. */
    async list(phone: string): Promise<PersonalMuhurtaSummary[]> {
      const rows = await db.select().from(muhurtaResults).where(eq(muhurtaResults.userPhone, phone)).orderBy(desc(muhurtaResults.createdAt), desc(muhurtaResults.id));
      return rows.map(summaryOf);
    },
  };
}

export type PersonalMuhurtaService = ReturnType<typeof personalMuhurtaService>;
