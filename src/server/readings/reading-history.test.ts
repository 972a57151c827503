import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { readings } from '../db/schema';
import { readingTitle } from '../../shared/reading-types';

// GET /api/readings: the history a page at a time, searched over all of it (reading-history.ts).

type Listed = { readingId: string; readingType: string; predictionText: string; createdAt: string };
type Page = { readings: Listed[]; nextCursor: string | null; total: number; matched: number };

const types = ['daily', 'weekly', 'monthly', 'career', 'love', 'health', 'yearly', 'match'];
const start = Date.parse('2026-01-01T00:00:00Z');

/**
 * `count` readings for `phone`, #1 the newest, in threes a minute apart from `from`: in each three,
 * one is a microsecond newer and two share their instant exactly. Page boundaries fall between the
 * two twins (50 = 3 × 16 + 2) and after the microsecond (100 = 3 × 33 + 1), so pages must be cut on
 * the exact instant and the id, not on the millisecond a JavaScript date holds.
 */
async function seed(t: TestApp, phone: string, count: number, text: (n: number) => string = (n) => `Reading number ${n}: the Moon moves on.`, from = start) {
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const minutes = Math.ceil(count / 3) - Math.floor(index / 3);
    const iso = new Date(from + minutes * 60_000).toISOString().replace('Z', index % 3 === 0 ? '001+00' : '000+00');
    return { userPhone: phone, readingType: types[n % types.length]!, predictionText: text(n), createdAt: sql`${iso}::timestamptz` as unknown as Date };
  });
  await t.db.insert(readings).values(rows);
}

/** A signed-in user with `count` readings (see `seed`). */
async function userWithReadings(count: number, text?: (n: number) => string) {
  const t = await createTestApp();
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  await seed(t, phone, count, text);
  return { t, client, phone };
}

const pageOf = async (client: TestClient, query = '', headers: Record<string, string> = {}) => {
  const res = await client.get(`/api/readings${query}`, { headers });
  return { status: res.status, body: res.body as Page & { error?: string } };
};

/** Every page of a query, following the cursors, and each page's size. */
async function allPages(client: TestClient, params: Record<string, string> = {}) {
  const seen: Listed[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const query: string = new URLSearchParams({ ...params, ...(cursor ? { cursor } : {}) }).toString();
    const { status, body } = await pageOf(client, query ? `?${query}` : '');
    expect(status).toBe(200);
    seen.push(...body.readings);
    sizes.push(body.readings.length);
    cursor = body.nextCursor;
  } while (cursor && sizes.length < 100);
  return { seen, sizes };
}

const numberOf = (reading: Listed) => Number(/Reading number (\d+)/.exec(reading.predictionText)?.[1]);

describe('GET /api/readings: pages and search', () => {
  it('600 readings: a first page of 50, and the cursors reach all 600 once each, newest first', async () => {
    const { t, client, phone } = await userWithReadings(600);

    const first = await pageOf(client);
    expect(first.status).toBe(200);
    expect(first.body.readings).toHaveLength(50);
    expect(first.body).toMatchObject({ total: 600, matched: 600, nextCursor: expect.any(String) });

    const { seen, sizes } = await allPages(client);
    expect(sizes).toEqual([...Array(12).fill(50)]);
    expect(new Set(seen.map((r) => r.readingId)).size).toBe(600);
    // Newest first by the exact instant, ties by id: the same order the database gives in one go.
    const expected = await t.db
      .select({ readingId: readings.readingId })
      .from(readings)
      .where(eq(readings.userPhone, phone))
      .orderBy(desc(readings.createdAt), desc(readings.readingId));
    expect(seen.map((r) => r.readingId)).toEqual(expected.map((r) => r.readingId));
    expect(new Set(seen.map(numberOf))).toEqual(new Set(Array.from({ length: 600 }, (_, i) => i + 1)));
  });

  it('a reading saved while paging neither repeats nor hides one already paged past', async () => {
    const { t, client, phone } = await userWithReadings(120);
    const first = await pageOf(client);
    await seed(t, phone, 5, (n) => `A newer one, ${n}.`, Date.parse('2027-01-01T00:00:00Z'));
    const second = await pageOf(client, `?cursor=${first.body.nextCursor}`);
    const both = [...first.body.readings, ...second.body.readings];
    expect(new Set(both.map((r) => r.readingId)).size).toBe(100);
    // The hundred newest of the first 120, whatever was saved after the first page was sent.
    expect(new Set(both.map(numberOf))).toEqual(new Set(Array.from({ length: 100 }, (_, i) => i + 1)));
    expect(second.body.total).toBe(125);
  });

  it('the search covers all readings, not just the first page: reading #550 by a word of its own', async () => {
    const { client } = await userWithReadings(600, (n) => (n === 550 ? 'Reading number 550: Jupiter blesses the Zanzibar voyage.' : `Reading number ${n}: the Moon moves on.`));

    const everything = (await allPages(client)).seen;
    expect(everything.findIndex((r) => numberOf(r) === 550)).toBeGreaterThanOrEqual(500);

    for (const needle of ['zanzibar', 'ZANZIBAR', '  Zanzibar voyage  ']) {
      const found = await pageOf(client, `?q=${encodeURIComponent(needle)}`);
      expect(found.status).toBe(200);
      expect(found.body.readings.map(numberOf)).toEqual([550]);
      expect(found.body).toMatchObject({ total: 600, matched: 1, nextCursor: null });
    }
    // A word every reading holds: all 600 match, a page at a time.
    const moon = await allPages(client, { q: 'moon' });
    expect(moon.seen).toHaveLength(599);
  });

  it('searches the type by its name in either language, combined with the type filter', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.insert(readings).values([
      { userPhone: phone, readingType: 'daily', predictionText: 'The Moon crosses your lagna.' },
      { userPhone: phone, readingType: 'love', predictionText: 'Venus favours patience.' },
      { userPhone: phone, readingType: 'career', predictionText: 'Saturn asks for steady work; the Moon helps. 100% effort, not 100 percent.' },
      { userPhone: phone, readingType: 'daily', predictionText: 'आज चंद्रमा आपके लग्न से गुज़रता है।' },
      { userPhone: phone, readingType: 'health', predictionText: 'सेहत के लिए सुबह की सैर फ़ायदेमंद रहेगी।' },
      { userPhone: phone, readingType: 'match', predictionText: 'Asha and Ravi: 27 of 36 gunas.' },
    ]);
    const typesFor = async (query: string) => {
      const { status, body } = await pageOf(client, query);
      expect(status, query).toBe(200);
      return body.readings.map((r) => r.readingType).sort();
    };

    expect(await typesFor('?q=MOON')).toEqual(['career', 'daily']);
    expect(await typesFor('?q=horoscope')).toEqual(['daily', 'daily']);
    expect(await typesFor(`?q=${encodeURIComponent('दैनिक')}`)).toEqual(['daily', 'daily']);
    expect(await typesFor(`?q=${encodeURIComponent('प्रेम')}`)).toEqual(['love']);
    expect(await typesFor('?q=kundli%20milan')).toEqual(['match']);
    expect(await typesFor('?q=Milan')).toEqual(['match']);
    expect(await typesFor(`?q=${encodeURIComponent('मिलान')}`)).toEqual(['match']);
    expect(await typesFor(`?q=${encodeURIComponent('चंद्रमा')}`)).toEqual(['daily']);
    // 'फ़ायदेमंद' typed with the precomposed फ़ (U+095E) and with फ + nukta.
    expect(await typesFor(`?q=${encodeURIComponent('\u095Eायदेमंद')}`)).toEqual(['health']);
    expect(await typesFor(`?q=${encodeURIComponent('\u092B\u093Cायदेमंद')}`)).toEqual(['health']);
    // % and _ are letters like any other, not patterns.
    expect(await typesFor(`?q=${encodeURIComponent('100%')}`)).toEqual(['career']);
    expect(await typesFor(`?q=${encodeURIComponent('%')}`)).toEqual(['career']);
    expect(await typesFor('?q=_')).toEqual([]);
    // The filter and the search together.
    expect(await typesFor('?q=moon&type=career')).toEqual(['career']);
    expect(await typesFor('?q=moon&type=love')).toEqual([]);
    expect(await typesFor('?type=match')).toEqual(['match']);
    const filtered = await pageOf(client, '?type=daily');
    expect(filtered.body).toMatchObject({ total: 6, matched: 2 });
    // An empty search is no search.
    expect(await typesFor('?q=%20%20')).toHaveLength(6);
  });

  it('finds Tamil and Telugu readings by their words and by the type’s Tamil or Telugu title', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await t.db.insert(readings).values([
      { userPhone: phone, readingType: 'weekly', predictionText: 'இந்த வாரம் சந்திரன் உங்கள் பத்தாம் வீட்டில் கோசாரம் செய்கிறார்.', language: 'ta' },
      { userPhone: phone, readingType: 'career', predictionText: 'ఈ నెల శని మీ పదవ భావంలో గోచారం చేస్తున్నాడు.', language: 'te' },
      { userPhone: phone, readingType: 'love', predictionText: 'Venus favours patience.' },
    ]);
    const typesFor = async (q: string) => (await pageOf(client, `?q=${encodeURIComponent(q)}`)).body.readings.map((r) => r.readingType).sort();
    expect(await typesFor('சந்திரன்')).toEqual(['weekly']);
    expect(await typesFor('పదవ భావంలో')).toEqual(['career']);
    expect(await typesFor(readingTitle('weekly', 'ta'))).toEqual(['weekly']);
    expect(await typesFor(readingTitle('career', 'te'))).toEqual(['career']);
  });

  it("another user's readings never appear: not in the pages, the search or the counts, whatever the cursor", async () => {
    const t = await createTestApp();
    const owner = t.client();
    const stranger = t.client();
    const { phone } = await signInWithProfile(t, owner);
    const { phone: strangerPhone } = await signInWithProfile(t, stranger);
    await seed(t, phone, 60, (n) => `Reading number ${n}: mine.`);
    await seed(t, strangerPhone, 60, (n) => `Reading number ${n}: the stranger's secret.`);

    const mine = (await allPages(owner)).seen;
    expect(mine).toHaveLength(60);
    expect(mine.every((r) => r.predictionText.endsWith('mine.'))).toBe(true);
    expect((await pageOf(owner, '?q=secret')).body).toMatchObject({ readings: [], total: 60, matched: 0 });

    // The stranger's cursor only says where to start: still the owner's readings alone.
    const theirCursor = (await pageOf(stranger)).body.nextCursor!;
    const resumed = await pageOf(owner, `?cursor=${theirCursor}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.readings.every((r) => r.predictionText.endsWith('mine.'))).toBe(true);

    expect((await t.client().get('/api/readings')).status).toBe(401);
  });

  it('refuses a bad cursor, a long search, an unknown type or page size with a clear message, in the caller’s language', async () => {
    const t = await createTestApp();
    const client = t.client();
    await signInWithProfile(t, client);
    const base64 = (text: string) => Buffer.from(text).toString('base64url');
    const badCursors = [
      'not-a-cursor',
      base64('hello'),
      base64('2026-02-31T10:00:00.000000Z|00000000-0000-4000-8000-000000000000'),
      base64("2026-01-01T10:00:00.000000Z|x'; drop table readings; --"),
      '%00',
      'a'.repeat(300),
      `${base64('2026-01-01T10:00:00.000000Z|00000000-0000-4000-8000-000000000000')}&cursor=again`,
    ];
    for (const cursor of badCursors) {
      const res = await pageOf(client, `?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error, cursor).toBe(messages.historyCursorInvalid);
    }
    const inHindi = await pageOf(client, '?cursor=not-a-cursor', { 'accept-language': 'hi' });
    expect(inHindi.body.error).toBe(messagesHi.historyCursorInvalid);

    expect((await pageOf(client, `?q=${'a'.repeat(100)}`)).status).toBe(200);
    const long = await pageOf(client, `?q=${'a'.repeat(101)}`);
    expect(long).toMatchObject({ status: 400, body: { error: messages.historySearchTooLong } });
    expect((await pageOf(client, '?type=astral')).body.error).toBe(messages.unknownReadingType);
    for (const limit of ['0', '51', 'ten', '-1', '1.5']) {
      expect((await pageOf(client, `?limit=${limit}`)).body.error, limit).toBe(messages.historyPageSizeInvalid);
    }
    expect((await pageOf(client, '?limit=2')).status).toBe(200);
  });
});
