/**
 * The one place this browser keeps a signed-in user's own data for offline use: a Cache Storage
 * cache the service worker fills (src/client/sw/personal-cache.ts, ADR 016). Whatever ends the
 * session empties it.
 */
export const personalCacheName = 'jyotishi-personal';

/** The page's word to the service worker that the session has ended (sw.ts listens for it). */
export const sessionEndedMessage = 'SESSION_ENDED';

/**
 * Deletes the personal cache, and tells the service worker the session has ended, so that it keeps
 * none of the answers still on their way (sw/personal-cache.ts). Nothing to do where the browser
 * has no Cache Storage (not a secure context).
 */
export function dropPersonalCache() {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    // The active worker, whether or not it controls this page: it answers the requests of every tab.
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.active?.postMessage({ type: sessionEndedMessage }))
      .catch(() => {
        // No worker: nothing of this page's requests passes through one.
      });
  }
  if (typeof caches === 'undefined') return;
  void caches.delete(personalCacheName).catch(() => {
    // Storage refused (private mode, quota): there was nothing kept to drop.
  });
}
