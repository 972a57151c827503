/**
 * The one place this browser keeps a signed-in user's own data for offline use: a Cache Storage
 * cache the service worker fills (src/client/sw/personal-cache.ts, ADR 016). Whatever ends the
 * session empties it.
 */
export const personalCacheName = 'jyotishi-personal';

/** Deletes the personal cache; nothing to do where the browser has no Cache Storage (not a secure context). */
export function dropPersonalCache() {
  if (typeof caches === 'undefined') return;
  void caches.delete(personalCacheName).catch(() => {
    // Storage refused (private mode, quota): there was nothing kept to drop.
  });
}
