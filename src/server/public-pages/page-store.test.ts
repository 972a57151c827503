import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFileDb } from '../../../tests/support/test-db';
import type { Db } from '../db/client';
import { publicPages } from '../db/schema';
import { pageStore, PageBeingDrawnElsewhere } from './page-store';

let db: Db;
beforeAll(async () => {
  db = (await testFileDb()).db;
});

const rowOf = async (path: string) => (await db.select().from(publicPages).where(eq(publicPages.path, path)))[0];

describe('public pages drawn once', () => {
  it('two stores on one database asked at once: one draws, both answer with that drawing', async () => {
    const draws: string[] = [];
    const render = (who: string) => () => {
      draws.push(who);
      return `<p>drawn by ${who}</p>`;
    };
    const [one, two] = [pageStore(db, { pollMs: 5 }), pageStore(db, { pollMs: 5 })];
    const key = { path: '/panchang/pune', language: 'en' as const, period: '2026-01-15' };
    const pages = await Promise.all([one.get(key, render('one')), two.get(key, render('two')), one.get(key, render('one again'))]);
    expect(draws).toHaveLength(1);
    expect(new Set(pages.map((p) => p.html))).toEqual(new Set([`<p>drawn by ${draws[0]}</p>`]));
    expect(new Set(pages.map((p) => p.etag)).size).toBe(1);
    expect((await rowOf('/panchang/pune'))?.generations).toBe(1);
  });

  it('each language and period is a page of its own', async () => {
    const store = pageStore(db);
    const key = { path: '/panchang/agra', language: 'en' as const, period: '2026-01-15' };
    await store.get(key, () => 'en 15');
    expect((await store.get({ ...key, language: 'hi' }, () => 'hi 15')).html).toBe('hi 15');
    expect((await store.get({ ...key, period: '2026-01-16' }, () => 'en 16')).html).toBe('en 16');
    expect((await store.get(key, () => 'again')).html).toBe('en 15');
  });

  it("takes over a dead instance's claim once it is stale, and waits for a live one", async () => {
    const key = { path: '/panchang/kota', language: 'en' as const, period: '2026-01-15' };
    // A claim left by an instance that died while drawing.
    await db.insert(publicPages).values({ ...key, claimedAt: sql`now() - interval '5 minutes'` });
    const page = await pageStore(db, { staleClaimMs: 60_000 }).get(key, () => 'drawn after the takeover');
    expect(page.html).toBe('drawn after the takeover');
    expect((await rowOf('/panchang/kota'))?.generations).toBe(1);

    const live = { ...key, path: '/panchang/patna' };
    await db.insert(publicPages).values({ ...live });
    await expect(pageStore(db, { staleClaimMs: 60_000, pollMs: 5, waitMs: 50 }).get(live, () => 'never')).rejects.toBeInstanceOf(PageBeingDrawnElsewhere);
    expect((await rowOf('/panchang/patna'))?.html).toBeNull();
  });

  it('a drawing that fails gives its claim back, so the next request draws at once', async () => {
    const store = pageStore(db);
    const key = { path: '/panchang/ranchi', language: 'hi' as const, period: '2026-01-15' };
    await expect(store.get(key, () => { throw new Error('the sky would not be read'); })).rejects.toThrow('the sky would not be read');
    expect(await rowOf('/panchang/ranchi')).toBeUndefined();
    expect((await store.get(key, () => 'drawn')).html).toBe('drawn');
  });

  it('keeps the pages read lately in memory for a while, then looks at the database again', async () => {
    let clock = 0;
    const store = pageStore(db, { memoryMs: 60_000, memoryPages: 2, nowMs: () => clock });
    const key = (path: string) => ({ path, language: 'en' as const, period: '2026-01-15' });
    const page = await store.get(key('/panchang/surat'), () => 'सूरत');
    // The bytes sent are the HTML in UTF-8, with its ETag.
    expect(new TextDecoder().decode(page.body)).toBe('सूरत');
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);

    // Deleted in the database (as the retention job does): still served from memory, not drawn.
    await db.delete(publicPages).where(eq(publicPages.path, '/panchang/surat'));
    clock += 59_000;
    expect((await store.get(key('/panchang/surat'), () => 'drawn again')).html).toBe('सूरत');
    // Past its time in memory, the database decides: no row, so it is drawn again.
    clock += 2_000;
    expect((await store.get(key('/panchang/surat'), () => 'drawn again')).html).toBe('drawn again');
    expect((await rowOf('/panchang/surat'))?.html).toBe('drawn again');

    // Two pages at most: the one read least lately goes first.
    await store.get(key('/panchang/vapi'), () => 'vapi');
    await store.get(key('/panchang/surat'), () => 'unused');
    await store.get(key('/panchang/bharuch'), () => 'bharuch');
    await db.delete(publicPages).where(inArray(publicPages.path, ['/panchang/surat', '/panchang/vapi', '/panchang/bharuch']));
    expect((await store.get(key('/panchang/surat'), () => 'surat, drawn')).html).toBe('drawn again');
    expect((await store.get(key('/panchang/vapi'), () => 'vapi, drawn')).html).toBe('vapi, drawn');
  });
});
