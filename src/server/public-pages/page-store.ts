/**
 * Each public page is drawn once per language and period, and kept in the database
 * (docs/decisions/040). The instance that inserts the page's row first owns the drawing: the
 * insert is `ON CONFLICT DO NOTHING`, so of several instances asking at once exactly one gets the
 * row back, draws the page and fills the row; the others wait for the row to fill. A claim whose
 * instance died before filling it is taken over once it is older than `staleClaimMs`.
 * Within one instance, concurrent requests for the same page share one read, and the pages read
 * lately are kept in memory, as the bytes that are sent, for a few minutes: the database stays
 * the source of truth (a page deleted there is drawn again once the instance's copy is older than
 * `memoryMs`), but a page read often costs no query per request.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicPages } from '../db/schema';
import type { Language } from '../../shared/profile';

export type StoredPage = { html: string; etag: string };
/** A page as it is sent: its HTML in UTF-8, and gzipped (made on the first request that accepts it). */
export type ServedPage = StoredPage & { body: Uint8Array<ArrayBuffer>; gzipped: () => Uint8Array<ArrayBuffer> };
export type PageKey = { path: string; language: Language; period: string };

export type PageStoreOptions = {
  /** A claim older than this, still without its page, is taken over (its instance is taken for dead). */
  staleClaimMs?: number;
  /** How often a waiting instance looks for the page another is drawing. */
  pollMs?: number;
  /** How long it waits before giving up with an error. */
  waitMs?: number;
  /** How many pages this instance keeps in memory (the most recently read). */
  memoryPages?: number;
  /** How long a page kept in memory is served without looking at the database again. */
  memoryMs?: number;
  /** The clock of the memory's ages (tests). */
  nowMs?: () => number;
};

export class PageBeingDrawnElsewhere extends Error {
  constructor(key: PageKey) {
    super(`The page ${key.language}:${key.path} (${key.period}) was still being drawn by another instance`);
  }
}

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
const encoder = new TextEncoder();

/** A page as it is sent, from its stored form: the bytes made once, the gzip on the first request that takes it. */
function served(page: StoredPage): ServedPage {
  const body = encoder.encode(page.html);
  let gzip: Uint8Array<ArrayBuffer> | undefined;
  return { ...page, body, gzipped: () => (gzip ??= new Uint8Array(gzipSync(body))) };
}

/** A page that is the same for every request until the next deploy (drawn once, kept in memory, never stored). */
export const servedPage = (html: string): ServedPage => served({ html, etag: etagOf(html) });

export function pageStore(db: Db, options: PageStoreOptions = {}) {
  const staleClaimMs = options.staleClaimMs ?? 60_000;
  const pollMs = options.pollMs ?? 50;
  const waitMs = options.waitMs ?? 30_000;
  const memoryPages = options.memoryPages ?? 1000;
  const memoryMs = options.memoryMs ?? 5 * 60_000;
  const nowMs = options.nowMs ?? Date.now;
  const inFlight = new Map<string, Promise<ServedPage>>();
  /** Least recently read first (a Map keeps the order of insertion; a read moves its page last). */
  const memory = new Map<string, { page: ServedPage; readAt: number }>();

  function remembered(id: string): ServedPage | null {
    const kept = memory.get(id);
    if (!kept) return null;
    memory.delete(id);
    if (nowMs() - kept.readAt > memoryMs) return null;
    memory.set(id, kept);
    return kept.page;
  }

  function remember(id: string, page: ServedPage) {
    memory.delete(id);
    memory.set(id, { page, readAt: nowMs() });
    if (memory.size > memoryPages) memory.delete(memory.keys().next().value!);
  }

  const where = (key: PageKey) => and(eq(publicPages.path, key.path), eq(publicPages.language, key.language), eq(publicPages.period, key.period));

  async function stored(key: PageKey): Promise<StoredPage | null> {
    const [row] = await db.select({ html: publicPages.html, etag: publicPages.etag }).from(publicPages).where(where(key));
    return row?.html && row.etag ? { html: row.html, etag: row.etag } : null;
  }

  /** True when this instance now owns the drawing: a new row, or a dead instance's claim taken over. */
  async function claim(key: PageKey): Promise<boolean> {
    const inserted = await db.insert(publicPages).values({ ...key }).onConflictDoNothing().returning({ path: publicPages.path });
    if (inserted.length) return true;
    const taken = await db
      .update(publicPages)
      .set({ claimedAt: sql`now()` })
      .where(and(where(key), isNull(publicPages.html), lt(publicPages.claimedAt, sql`now() - ${`${staleClaimMs} milliseconds`}::interval`)))
      .returning({ path: publicPages.path });
    return taken.length > 0;
  }

  async function draw(key: PageKey, render: () => string): Promise<StoredPage> {
    let html: string;
    try {
      html = render();
    } catch (error) {
      // Nothing was drawn: the claim goes, so the next request tries again at once.
      await db.delete(publicPages).where(and(where(key), isNull(publicPages.html)));
      throw error;
    }
    const etag = etagOf(html);
    await db
      .update(publicPages)
      .set({ html, etag, generatedAt: sql`now()`, generations: sql`${publicPages.generations} + 1` })
      .where(where(key));
    return { html, etag };
  }

  async function fetchOrDraw(key: PageKey, render: () => string): Promise<ServedPage> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const page = await stored(key);
      if (page) return served(page);
      if (await claim(key)) return served(await draw(key, render));
      if (Date.now() > deadline) throw new PageBeingDrawnElsewhere(key);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  return {
    /** The page, drawn by `render` here only if no instance has drawn it or is drawing it. */
    get(key: PageKey, render: () => string): ServedPage | Promise<ServedPage> {
      const id = `${key.language}\u0000${key.path}\u0000${key.period}`;
      const kept = remembered(id);
      if (kept) return kept;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = fetchOrDraw(key, render)
          .then((page) => (remember(id, page), page))
          .finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}

export type PageStore = ReturnType<typeof pageStore>;
