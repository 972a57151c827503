import type { WorkboxPlugin } from 'workbox-core/types';
import { uuidPattern } from '../../shared/uuid';
import { personalCacheName } from '../lib/personal-cache';

// What the service worker keeps of a signed-in user's own data, so that readings already opened stay
// readable offline (ADR 016): the user's session (without it the guards would send an offline user
// to an error), the history's pages and each reading. Nothing else under /api is ever cached.

/** At most this many answers are kept; the least recently fetched go first. */
export const maxPersonalEntries = 100;
/** An answer older than this is not shown offline (its Date header says when the server made it; one without counts as new, as in workbox-expiration). */
export const maxPersonalAgeMs = 30 * 24 * 60 * 60 * 1000;

const sessionPath = '/api/me';
const readingsPath = '/api/readings/';

/**
 * The GET requests whose answers may be kept: the session, a reading by its id, and the history's
 * pages unfiltered or by type. Not a history search: its words are the user's own, and they would
 * stay in the cache's keys.
 */
export function isPersonalCacheable(url: URL) {
  if (url.pathname === sessionPath) return url.search === '';
  if (url.pathname === '/api/readings') return !url.searchParams.has('q');
  return url.pathname.startsWith(readingsPath) && uuidPattern.test(url.pathname.slice(readingsPath.length));
}

/** Whether a session answer names a signed-in user (`/api/me` says `{ user: null }` to anyone else). */
async function namesUser(response: Response) {
  const body = (await response.clone().json().catch(() => null)) as { user?: unknown } | null;
  return Boolean(body?.user);
}

const olderThanMaxAge = (response: Response, now: number) => now - Date.parse(response.headers.get('date') ?? '') > maxPersonalAgeMs;

/** What the plugin notes of each request: the session it was asked in. */
type RequestState = { session?: number };

/**
 * The personal cache's rules, as a Workbox plugin, and the end of a session. The network decides:
 * only a signed-in user's successful answer is kept, and an answer that says nobody is signed in
 * (a 401, or a session with no user) ends the session, wherever it ended. The page ends it too when
 * it forgets the user (lib/personal-cache.ts): the worker cannot see every way a session ends.
 *
 * Ending a session empties the cache, and an answer asked for before the end that arrives after it
 * is not kept: it may be the previous user's, delivered once someone else has signed in on the same
 * browser. Sessions are counted in the worker's memory, which is enough: a worker with a request in
 * flight is not stopped, so an answer always comes back to the worker that asked for it.
 *
 * Kept answers are trimmed to `maxPersonalEntries` and not used past `maxPersonalAgeMs`. Written here
 * rather than with workbox-expiration, which records every URL and its time in IndexedDB: that
 * would be a second store of the user's reading ids for sign-out to find.
 */
export function personalCache(now: () => number = Date.now) {
  let session = 0;

  async function endSession() {
    session += 1;
    await caches.delete(personalCacheName);
  }

  const plugin: WorkboxPlugin = {
    async handlerWillStart({ state }) {
      (state as RequestState).session = session;
    },
    async cacheWillUpdate({ request, response, state }) {
      const signedOut = response.status === 401 || (response.status === 200 && new URL(request.url).pathname === sessionPath && !(await namesUser(response)));
      if (signedOut) {
        await endSession();
        return null;
      }
      const askedInThisSession = (state as RequestState | undefined)?.session === session;
      return response.status === 200 && askedInThisSession ? response : null;
    },
    async cacheDidUpdate({ cacheName, request, state }) {
      const cache = await caches.open(cacheName);
      // The session ended while the answer was being written: it goes with the rest.
      if ((state as RequestState | undefined)?.session !== session) {
        await cache.delete(request);
        return;
      }
      // Keys come in the order they were last written: the oldest first.
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxPersonalEntries)).map((key) => cache.delete(key)));
    },
    async cachedResponseWillBeUsed({ cachedResponse }) {
      return cachedResponse && !olderThanMaxAge(cachedResponse, now()) ? cachedResponse : null;
    },
  };

  return { plugin, endSession };
}
