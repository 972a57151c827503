import { describe, expect, it } from 'vitest';
import { createTestApp, signInWithProfile, type TestApp } from '../../../../tests/support/test-app';
import { messages } from '../../../shared/messages';
import { THREAD_PAGE_SIZE, type QuestionThreadSummary } from '../../../shared/questions';
import { questionThreads } from '../../db/schema';

/** Saved threads, as asking would have left them: `at` is when each was last asked in. */
async function saveThreads(t: TestApp, phone: string, threads: Array<{ title: string; at: string }>) {
  await t.db.insert(questionThreads).values(
    threads.map(({ title, at }) => ({ userPhone: phone, personId: null, subjectName: '', topic: 'career', language: 'en', title, createdAt: new Date(at), updatedAt: new Date(at) })),
  );
}

type Page = { threads: QuestionThreadSummary[]; nextCursor: string | null; matched: number };

describe('GET /api/questions, a page at a time', () => {
  it('pages the threads newest first by cursor, none twice and none skipped, with the count of all that match', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    // Two threads asked in within the same millisecond: the id settles their order across pages.
    await saveThreads(t, phone, [
      { title: 'Job change in 2027?', at: '2026-12-01T10:00:00.000Z' },
      { title: 'Promotion this year?', at: '2026-12-02T10:00:00.000Z' },
      { title: 'Job abroad?', at: '2026-12-03T10:00:00.000Z' },
      { title: 'New job soon?', at: '2026-12-03T10:00:00.000Z' },
      { title: 'Business or job?', at: '2026-12-04T10:00:00.000Z' },
    ]);
    const other = t.client();
    const { phone: otherPhone } = await signInWithProfile(t, other);
    await saveThreads(t, otherPhone, [{ title: 'Someone else’s job?', at: '2026-12-05T10:00:00.000Z' }]);

    const titles: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await client.get(`/api/questions?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const page = res.body as Page;
      expect(page.matched).toBe(5);
      expect(page.threads.length).toBeLessThanOrEqual(2);
      titles.push(...page.threads.map((x) => x.title));
      cursor = page.nextCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(titles.slice(0, 1)).toEqual(['Business or job?']);
    expect(new Set(titles.slice(1, 3))).toEqual(new Set(['Job abroad?', 'New job soon?']));
    expect(titles.slice(3)).toEqual(['Promotion this year?', 'Job change in 2027?']);

    // The search pages too, and counts only what it finds.
    const found = (await client.get('/api/questions?q=job&limit=3')).body as Page;
    expect(found.matched).toBe(4);
    expect(found.threads.map((x) => x.title)).toEqual(['Business or job?', ...titles.slice(1, 3)]);
    const rest = (await client.get(`/api/questions?q=job&limit=3&cursor=${found.nextCursor}`)).body as Page;
    expect(rest.threads.map((x) => x.title)).toEqual(['Job change in 2027?']);
    expect(rest.nextCursor).toBeNull();
  }, 60_000);

  it('sends a full first page, and refuses a cursor or page size it did not give', async () => {
    const t = await createTestApp();
    const client = t.client();
    const { phone } = await signInWithProfile(t, client);
    await saveThreads(
      t,
      phone,
      Array.from({ length: THREAD_PAGE_SIZE + 1 }, (_, i) => ({ title: `Question ${i}`, at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString() })),
    );
    const first = (await client.get('/api/questions')).body as Page;
    expect(first.threads).toHaveLength(THREAD_PAGE_SIZE);
    expect(first.matched).toBe(THREAD_PAGE_SIZE + 1);
    const last = (await client.get(`/api/questions?cursor=${first.nextCursor}`)).body as Page;
    expect(last.threads.map((x) => x.title)).toEqual(['Question 0']);
    expect(last.nextCursor).toBeNull();

    const forged = await client.get(`/api/questions?cursor=${Buffer.from('2026-02-31T00:00:00.000000Z|00000000-0000-4000-8000-000000000000').toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(messages.historyCursorInvalid);
    expect((await client.get(`/api/questions?limit=${THREAD_PAGE_SIZE + 1}`)).status).toBe(400);
  }, 60_000);
});
