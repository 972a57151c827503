import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MATCH_READING_TYPE } from '../../shared/match';
import { messages } from '../../shared/messages';
import { historyPageSize, historySearchMaxLength } from '../../shared/reading-history';
import { languages } from '../../shared/profile';
import { readingTitle, readingTypes } from '../../shared/reading-types';
import { matchWordsIn } from '../matching/match-report';
import type { Db } from '../db/client';
import { readings } from '../db/schema';
import { AppError } from '../http/errors';

// The history (GET /api/readings): newest first, a page at a time, searched and filtered over all
// of the user's readings here rather than in the browser, which holds only the pages it was sent.

/** The nine reading types and Kundli Milan reports: every type a row of the history can have. */
const storedTypes = [...readingTypes, MATCH_READING_TYPE] as const;

/** An opaque token: the instant and id of the last reading sent, which the next page starts after. */
export const cursorToken = /^[A-Za-z0-9_-]{1,200}$/;

export const historyQuerySchema = z.object({
  q: z.string(messages.invalidRequest).trim().max(historySearchMaxLength, messages.historySearchTooLong).optional(),
  type: z.enum(storedTypes, messages.unknownReadingType).optional(),
  cursor: z.string(messages.historyCursorInvalid).regex(cursorToken, messages.historyCursorInvalid).optional(),
  limit: z
    .string(messages.historyPageSizeInvalid)
    .regex(/^[1-9]\d{0,2}$/, messages.historyPageSizeInvalid)
    .transform(Number)
    .refine((n) => n <= historyPageSize, messages.historyPageSizeInvalid)
    .optional(),
});
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/**
 * `readings` is the page; `nextCursor` asks for the next one (null on the last). `total` counts all
 * of the user's readings and `matched` those the search and type filter let through.
 */
export type HistoryPage<V> = { readings: V[]; nextCursor: string | null; total: number; matched: number };

/** The page a visit opens with (the dashboard's recent readings too): the one worth caching. */
export const isFirstPageOfAll = (query: HistoryQuery) => !query.q && !query.type && !query.cursor && query.limit === undefined;

// The instant with its microseconds: a JavaScript Date keeps only milliseconds, and a cursor cut
// to them would skip or repeat readings saved within the same millisecond.
const instantOf = sql<string>`to_char(${readings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const cursorShape = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor after a row: its instant (with microseconds) and its id. The question threads page by it too. */
export const encodeCursor = (at: string, readingId: string) => Buffer.from(`${at}|${readingId}`, 'utf8').toString('base64url');

export function decodeCursor(cursor: string) {
  const match = cursorShape.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const at = match?.[1];
  // A date that does not exist ('2026-02-31') would make PostgreSQL fail with a 500.
  const millis = at && `${at.slice(0, 23)}Z`;
  if (!match || !millis || Number.isNaN(Date.parse(millis)) || new Date(millis).toISOString() !== millis) {
    throw new AppError('bad_request', messages.historyCursorInvalid);
  }
  return { at: match[1]!, readingId: match[2]! };
}

/**
 * One Unicode form, lower case: the same Hindi word can arrive with a nukta letter precomposed
 * (U+095E फ़) or as a letter plus nukta (फ + ़), depending on the keyboard that typed it.
 */
const fold = (text: string) => text.normalize('NFC').toLowerCase();

const namesOfTypes = storedTypes.map((type) => {
  const titles = languages.map((language) => (type === MATCH_READING_TYPE ? matchWordsIn(language).title : readingTitle(type, language)));
  return { type, names: [type, ...titles].map(fold) };
});

/**
 * The types a search names: by their key or their title in any language, so 'horoscope', 'daily'
 * 'दैनिक' and the Tamil and Telugu titles all find the daily readings whichever language the page or
 * the reading is in.
 */
export function typesNamed(search: string): string[] {
  const needle = fold(search);
  return namesOfTypes.filter(({ names }) => names.some((name) => name.includes(needle))).map(({ type }) => type);
}

/** `search` as an ILIKE pattern for "contains": its own %, _ and \ match themselves. */
const containsPattern = (search: string) => `%${search.normalize('NFC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The user's readings that pass the type filter and the search (case-insensitive, over the text and the type's names). */
function matching(phone: string, query: HistoryQuery): SQL {
  const conditions: Array<SQL | undefined> = [eq(readings.userPhone, phone)];
  if (query.type) conditions.push(eq(readings.readingType, query.type));
  if (query.q) {
    const named = typesNamed(query.q);
    // The stored text is normalised too, so either way of typing a nukta finds it.
    const inText = sql`normalize(${readings.predictionText}, NFC) ilike ${containsPattern(query.q)}`;
    conditions.push(named.length > 0 ? or(inText, inArray(readings.readingType, named)) : inText);
  }
  return and(...conditions)!;
}

/**
 * A page of the user's history, newest first: ordered by (created_at, reading_id) descending, each
 * page starting after the cursor's reading, so readings saved meanwhile never shift a page into
 * repeating or skipping one. Someone else's readings cannot be reached: every condition starts
 * with the user's phone, the cursor only says where in their list to start.
 */
export async function historyPage<V>(db: Db, phone: string, query: HistoryQuery, toView: (row: typeof readings.$inferSelect) => V): Promise<HistoryPage<V>> {
  const limit = query.limit ?? historyPageSize;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const wanted = matching(phone, query);
  const [rows, counts] = await Promise.all([
    db
      .select({ reading: readings, at: instantOf })
      .from(readings)
      .where(after ? and(wanted, sql`(${readings.createdAt}, ${readings.readingId}) < (${after.at}::timestamptz, ${after.readingId}::uuid)`) : wanted)
      .orderBy(desc(readings.createdAt), desc(readings.readingId))
      // One more than the page: whether there is a next page, without counting.
      .limit(limit + 1),
    db
      .select({ total: count(), matched: count(sql`case when ${wanted} then 1 end`) })
      .from(readings)
      .where(eq(readings.userPhone, phone)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    readings: page.map((row) => toView(row.reading)),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.reading.readingId) : null,
    total: counts[0]?.total ?? 0,
    matched: counts[0]?.matched ?? 0,
  };
}

/** How many readings the user has received so far: the composer stops explaining terms a reader has met often. */
export async function readingsReceived(db: Db, phone: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(readings).where(eq(readings.userPhone, phone));
  return row?.n ?? 0;
}
