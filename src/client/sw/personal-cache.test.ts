import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropPersonalCache, personalCacheName } from '../lib/personal-cache';
import { isPersonalCacheable, maxPersonalAgeMs, maxPersonalEntries, personalCache } from './personal-cache';

// What the service worker may keep of a signed-in user's data, and the rules it keeps it by, on an
// in-memory stand-in for Cache Storage. (The browser's own caching is the Playwright spec's.)

const origin = 'https://jyotishi.example';
const readingId = '0b5cbe0e-8a54-4c5f-9f0e-3c1c2f1d2a10';
const url = (path: string) => new URL(path, origin);

/** Cache Storage in memory: a cache keeps its keys in the order they were last written, as browsers do. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) => ({
    keys: async () => [...entries.keys()].map((key) => new Request(key)),
    delete: async (request: Request) => entries.delete(request.url),
    put: async (request: string, response: Response) => {
      entries.delete(request);
      entries.set(request, response);
    },
  });
  return {
    stores,
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name: string) => stores.delete(name),
  };
}

let storage: ReturnType<typeof memoryCaches>;
beforeEach(() => {
  storage = memoryCaches();
  Object.assign(globalThis, { caches: storage });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('what may be kept', () => {
  it('is the session, the history unfiltered or by type and its later pages, and a reading by id', () => {
    for (const path of ['/api/me', '/api/readings', '/api/readings?type=daily', '/api/readings?cursor=abc', `/api/readings/${readingId}`]) {
      expect(isPersonalCacheable(url(path)), path).toBe(true);
    }
  });

  it('is never a history search, a reading’s PDF, the current reading, another API or a page', () => {
    for (const path of [
      '/api/readings?q=career',
      `/api/readings/${readingId}/pdf`,
      '/api/readings/current?readingType=daily',
      '/api/readings/not-an-id',
      '/api/me?x=1',
      '/api/profile',
      '/api/subscription',
      '/api/chart',
      '/api/payments/orders',
      '/api/auth/sign-out',
      '/readings',
    ]) {
      expect(isPersonalCacheable(url(path)), path).toBe(false);
    }
  });
});

let personal: ReturnType<typeof personalCache>;
beforeEach(() => {
  personal = personalCache(() => Date.parse('2026-11-25T12:00:00Z'));
});

/** What Workbox does for one request: the plugin notes its start, then sees its answer. */
async function fetched(path: string) {
  const state = {};
  await personal.plugin.handlerWillStart!({ request: new Request(url(path)), state } as never);
  return {
    state,
    answer: (response: Response) => personal.plugin.cacheWillUpdate!({ request: new Request(url(path)), response, state } as never),
    written: () => personal.plugin.cacheDidUpdate!({ cacheName: personalCacheName, request: new Request(url(path)), state } as never),
  };
}
const cacheWillUpdate = async (path: string, response: Response) => (await fetched(path)).answer(response);
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers });

async function fillCache(count: number) {
  const cache = await storage.open(personalCacheName);
  for (let i = 0; i < count; i++) await cache.put(`${origin}/api/readings/${i}`, json({ i }));
  return cache;
}

describe('the personal cache plugin', () => {
  it('keeps a signed-in user’s successful answers', async () => {
    const answer = json({ user: { phone: '+919812345678' }, profile: null });
    expect(await cacheWillUpdate('/api/me', answer)).toBe(answer);
    const reading = json({ reading: { readingId } });
    expect(await cacheWillUpdate(`/api/readings/${readingId}`, reading)).toBe(reading);
  });

  it('keeps no failure: not found, server errors', async () => {
    await fillCache(1);
    expect(await cacheWillUpdate(`/api/readings/${readingId}`, json({ error: 'Not found' }, 404))).toBeNull();
    expect(await cacheWillUpdate('/api/readings', json({ error: 'Oops' }, 500))).toBeNull();
    // A failure says nothing about who is signed in: what is kept stays.
    expect(storage.stores.has(personalCacheName)).toBe(true);
  });

  it('empties the cache when the network says nobody is signed in: a 401, or a session with no user', async () => {
    await fillCache(3);
    expect(await cacheWillUpdate('/api/readings', json({ error: 'Please sign in' }, 401))).toBeNull();
    expect(storage.stores.has(personalCacheName)).toBe(false);

    await fillCache(3);
    expect(await cacheWillUpdate('/api/me', json({ user: null, profile: null }))).toBeNull();
    expect(storage.stores.has(personalCacheName)).toBe(false);
  });

  it('keeps no answer asked for before the session ended that arrives after it: it may be the previous user’s', async () => {
    const previous = await fetched(`/api/readings/${readingId}`);
    await fillCache(2);
    await personal.endSession();
    expect(storage.stores.has(personalCacheName)).toBe(false);
    expect(await previous.answer(json({ reading: { readingId } }))).toBeNull();
    // The next user's answers are kept as before.
    const next = json({ user: { phone: '+919876543210' }, profile: null });
    expect(await cacheWillUpdate('/api/me', next)).toBe(next);
  });

  it('takes out an answer the session ended under while it was being written', async () => {
    const previous = await fetched(`/api/readings/${readingId}`);
    const reading = json({ reading: { readingId } });
    expect(await previous.answer(reading)).toBe(reading);
    await personal.endSession();
    const cache = await storage.open(personalCacheName);
    await cache.put(`${origin}/api/readings/${readingId}`, reading);
    await previous.written();
    expect(await cache.keys()).toEqual([]);
  });

  it(`keeps the ${maxPersonalEntries} answers written last`, async () => {
    await fillCache(maxPersonalEntries + 5);
    await (await fetched('/api/readings/0')).written();
    const kept = [...storage.stores.get(personalCacheName)!.keys()];
    expect(kept).toHaveLength(maxPersonalEntries);
    expect(kept[0]).toBe(`${origin}/api/readings/5`);
    expect(kept.at(-1)).toBe(`${origin}/api/readings/${maxPersonalEntries + 4}`);
  });

  it('does not show an answer older than the age limit; one without a date is shown', async () => {
    const use = (response: Response) => personal.plugin.cachedResponseWillBeUsed!({ cachedResponse: response } as never);
    const dated = (ms: number) => json({}, 200, { date: new Date(Date.parse('2026-11-25T12:00:00Z') - ms).toUTCString() });
    const fresh = dated(maxPersonalAgeMs - 60_000);
    expect(await use(fresh)).toBe(fresh);
    expect(await use(dated(maxPersonalAgeMs + 60_000))).toBeNull();
    const undated = new Response('{}');
    expect(await use(undated)).toBe(undated);
  });
});

describe('dropping the personal cache from the page', () => {
  it('deletes the cache the service worker fills', async () => {
    await fillCache(2);
    dropPersonalCache();
    await Promise.resolve();
    expect(storage.stores.has(personalCacheName)).toBe(false);
  });

  it('does nothing where the browser has no Cache Storage', () => {
    Reflect.deleteProperty(globalThis, 'caches');
    expect(() => dropPersonalCache()).not.toThrow();
  });
});
