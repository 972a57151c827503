import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { matchCharts, rolesOf } from '../../astro/matching';
import { poruthamsOfMatch } from '../../astro/porutham';
import { MATCH_READING_TYPE, type MatchPersonView, type MatchView } from '../../shared/match';
import type { MatchRequest, MatchSide } from '../../shared/match-schema';
import { messages } from '../../shared/messages';
import { isLanguage, isProfileComplete, type Language } from '../../shared/profile';
import type { Analytics } from '../analytics/track';
import { birthChartOf, type BirthChart } from '../charts/chart-service';
import { chartBasisOf, chartChoicesOf, type ChartChoices } from '../../shared/chart-choices';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { people, readings } from '../db/schema';
import { AppError } from '../http/errors';
import type { ProfileService } from '../profiles/profile-service';
import { locate } from '../profiles/profile-service';
import { birthTimeColumns, birthTimeKnowledgeOf } from '../profiles/birth-time-columns';
import type { BirthTimeKnowledge } from '../../shared/birth-time';
import { confirmHold, releaseHold, reserveReading } from '../readings/entitlements';
import { refusePremiumOverDailyLimit } from '../readings/reading-runs';
import { isStoredMatch, matchKeyOf, matchText, sameChart, toMatchView, type ChartIdentity, type StoredMatch } from './match-report';
import { uuidPattern } from '../../shared/uuid';

type Deps = {
  db: Db;
  profiles: ProfileService;
  now: () => Date;
  /** The same lease readings use; a match is computed in milliseconds, so it is never renewed. */
  holdLeaseMs: number;
  /** Premium's fair use: a report is a reading, and counts towards the day's readings (docs/security.md). */
  premiumPerDay: number;
  analytics: Pick<Analytics, 'track'>;
  changes?: ChangeFeed;
};

type Resolved = { view: MatchPersonView; birth: BirthChart; identity: ChartIdentity };


/**
 * Kundli Milan reports. A report costs what a reading costs, taken and confirmed by the readings'
 * own entitlement functions, and is kept as a readings row of type 'match' (ADR 009), so history,
 * ownership, retention and deletion treat it as any reading. The same two charts again open the
 * saved report and spend nothing.
 */
export function matchService(deps: Deps) {
  const { db } = deps;

  /**
   * A side of the match, cast with the account's chart choices (docs/decisions/046): both sides
   * share one zodiac, as their nakshatras and signs are compared with each other.
   */
  async function resolve(phone: string, side: MatchSide, now: Date, choices: ChartChoices): Promise<Resolved> {
    if (side.kind === 'me') {
      const profile = await deps.profiles.get(phone, now);
      if (!profile) throw new AppError('bad_request', messages.profileIncomplete);
      if (!isProfileComplete(profile)) throw new AppError('bad_request', messages.birthDetailsMissing);
      return subject({ ...profile, place: profile.birthLocation }, 'me', choices);
    }
    if (side.kind === 'person') {
      // The owner is part of the query: another user's person is missing, as an unknown id is.
      const [row] = await db.select().from(people).where(and(eq(people.id, side.id), eq(people.userPhone, phone)));
      if (!row) throw new AppError('not_found', messages.matchPersonMissing);
      return subject({ ...row, ...birthTimeKnowledgeOf(row), gender: row.gender === 'female' ? 'female' : 'male', place: row.birthLocation }, 'person', choices);
    }
    // Someone typed in for this match: the server decides the time their chart is cast for, as for a saved person.
    return subject({ ...side, ...birthTimeColumns(side), place: locate(side) }, 'new', choices);
  }

  function subject(p: Omit<MatchPersonView, 'source' | 'place'> & BirthTimeKnowledge & { place: MatchPersonView['place'] & { latitude?: number; longitude?: number; timezone?: string } }, source: MatchPersonView['source'], chartChoices: ChartChoices): Resolved {
    // Without an exact time the chart is read from the Moon, and Mangal dosha is counted from the Moon and Venus only.
    const birth = birthChartOf({ name: p.name, gender: p.gender, birthDate: p.birthDate, birthTime: p.birthTime, birthTimeAccuracy: p.birthTimeAccuracy, birthLocation: p.place, chartChoices });
    const view: MatchPersonView = { name: p.name, gender: p.gender, birthDate: p.birthDate, birthTime: p.birthTime, place: { city: p.place.city, country: p.place.country }, source, birthTimeKnown: birth.timeKnown };
    const { latitude, longitude, timezone } = birth.place;
    return { view, birth, identity: { birthDate: p.birthDate, birthTime: p.birthTime, timeKnown: birth.timeKnown, latitude, longitude, timezone, gender: p.gender } };
  }

  /**
   * The same two charts asked for again with the South Indian system: the saved report gains its
   * ten poruthams (read from the Moons and roles it was made with) and its text is written again
   * in its own language, for nothing, as opening a saved report is.
   */
  async function addPoruthams(phone: string, matchId: string): Promise<void> {
    const [row] = await db.select({ details: readings.details, language: readings.language }).from(readings).where(and(eq(readings.readingId, matchId), eq(readings.userPhone, phone)));
    if (!row || !isStoredMatch(row.details) || row.details.poruthams) return;
    const stored: StoredMatch = { ...row.details, poruthams: poruthamsOfMatch(row.details.result) };
    const language: Language = isLanguage(row.language) ? row.language : 'en';
    await db.update(readings).set({ details: stored, predictionText: matchText(stored, language) }).where(and(eq(readings.readingId, matchId), eq(readings.userPhone, phone)));
    deps.changes?.announce('readings', phone);
  }

  /** The owner's report; anyone else's id, or a reading that is not a match, answers as a missing one. */
  async function getMatch(phone: string, matchId: string): Promise<MatchView> {
    if (!uuidPattern.test(matchId)) throw new AppError('not_found', messages.matchNotFound);
    const [row] = await db
      .select()
      .from(readings)
      .where(and(eq(readings.readingId, matchId), eq(readings.userPhone, phone), eq(readings.readingType, MATCH_READING_TYPE)));
    if (!row || !isStoredMatch(row.details)) throw new AppError('not_found', messages.matchNotFound);
    return toMatchView(row, row.details);
  }

  const byKey = (phone: string, key: string) =>
    db.select({ readingId: readings.readingId }).from(readings).where(and(eq(readings.userPhone, phone), eq(readings.matchKey, key))).limit(1);

  return {
    /**
     * The report of these two charts: the saved one if the user has it (nothing spent), else a new
     * one, paid for as a reading. Two simultaneous requests for the same pair meet the unique
     * index: one saves, the other gives its credit back and opens that one.
     */
    async create(phone: string, request: MatchRequest, language: Language): Promise<{ matchId: string; existing: boolean }> {
      const now = deps.now();
      const choices = chartChoicesOf((await deps.profiles.get(phone, now))?.chartChoices);
      const a = await resolve(phone, request.a, now, choices);
      const b = await resolve(phone, request.b, now, choices);
      if (sameChart(a.identity, b.identity)) throw new AppError('bad_request', messages.matchSameChart);
      const roles = rolesOf(a.view.gender, b.view.gender);
      const chartBasis = chartBasisOf(choices);
      const key = matchKeyOf(a.identity, b.identity, roles.basis === 'gender', chartBasis);

      const south = request.system === 'south';
      const [saved] = await byKey(phone, key);
      if (saved) {
        if (south) await addPoruthams(phone, saved.readingId);
        return { matchId: saved.readingId, existing: true };
      }

      const result = matchCharts({ chart: a.birth.chart, gender: a.view.gender }, { chart: b.birth.chart, gender: b.view.gender });
      const stored: StoredMatch = { version: 1, a: a.view, b: b.view, result, ...(south ? { poruthams: poruthamsOfMatch(result) } : {}) };
      const hold = await reserveReading(db, phone, now, deps.holdLeaseMs).finally(() => deps.profiles.changed(phone));
      try {
        const outcome = await db.transaction(async (tx) => {
          // In the saving transaction, so simultaneous reports are counted one after another; a
          // refusal rolls it back and the catch below gives back nothing (premium spends nothing).
          if (hold.kind === 'premium') await refusePremiumOverDailyLimit(tx, phone, now, deps.premiumPerDay, language);
          const [row] = await tx
            .insert(readings)
            .values({ userPhone: phone, readingType: MATCH_READING_TYPE, predictionText: matchText(stored, language), createdAt: now, language, details: stored, matchKey: key, chartBasis })
            .onConflictDoNothing({ target: [readings.userPhone, readings.matchKey], where: sql`${readings.matchKey} is not null` })
            .returning({ readingId: readings.readingId });
          if (row) {
            await confirmHold(tx, hold, phone);
            return { matchId: row.readingId, existing: false };
          }
          await releaseHold(tx, hold);
          const [first] = await tx.select({ readingId: readings.readingId }).from(readings).where(and(eq(readings.userPhone, phone), eq(readings.matchKey, key), isNotNull(readings.matchKey)));
          if (!first) throw new Error('A match report blocked the save but cannot be found');
          return { matchId: first.readingId, existing: true };
        });
        if (!outcome.existing) await deps.analytics.track({ name: 'reading_generated', userPhone: phone });
        else if (south) await addPoruthams(phone, outcome.matchId);
        return outcome;
      } catch (error) {
        await releaseHold(db, hold);
        throw error;
      } finally {
        deps.profiles.changed(phone);
        deps.changes?.announce('readings', phone);
      }
    },

    /**
     * A saved report read again with the South Indian system, from its own page: the ten
     * poruthams are added (once; nothing is spent) and the report is returned. The page cannot
     * ask with the two sides again, since a saved person's or a typed-in partner's details are
     * not all kept in the report.
     */
    async withPoruthams(phone: string, matchId: string): Promise<MatchView> {
      const match = await getMatch(phone, matchId);
      if (match.poruthams) return match;
      await addPoruthams(phone, matchId);
      return getMatch(phone, matchId);
    },

    get: getMatch,
  };
}

export type MatchService = ReturnType<typeof matchService>;
