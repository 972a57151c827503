/// <reference lib="webworker" />
// The service worker (docs/architecture.md, The service worker; ADR 016), built by vite-plugin-pwa
// (injectManifest: the build writes its precache list into `self.__WB_MANIFEST`) and registered by
// lib/service-worker.ts in production builds only.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { personalCacheName, sessionEndedMessage } from './lib/personal-cache';
import { isPersonalCacheable, personalCache } from './sw/personal-cache';
import { installPushHandlers } from './sw/push-handlers';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Pages: the network's index.html (it carries the visitor's language and the page's preloads), and the
// precached one when the network fails or is too slow, so every route opens offline. Registered
// before the precache's own route, which would answer '/' from the cache even online. An API URL
// opened as a page is no page of the app: it always goes to the network.
const shellFromNetwork = new NetworkOnly({ networkTimeoutSeconds: 3 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await shellFromNetwork.handle(options);
      } catch {
        return (await matchPrecache('index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// The app shell and the build's hashed files, under the build's revisions: a deploy's files never mix
// with another's. Entries of an older worker's precache go when this one activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The signed-in user's own session, history and readings, fresh from the network when it answers,
// else as last seen. Every other API answer passes straight through, never kept.
const personal = personalCache();
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isPersonalCacheable(url),
  new NetworkFirst({ cacheName: personalCacheName, plugins: [personal.plugin] }),
);

// A new version waits until the user presses Reload in its toast (lib/service-worker.ts): the pages
// open now keep the files they started with. And when a page signs out, or hears that the session
// ended, the answers still on their way are not kept.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === sessionEndedMessage) event.waitUntil(personal.endSession());
});
// Take the pages at once: on a first install nothing older controls them, and after Reload the page
// reloads as soon as this worker has it (workbox-window's 'controlling').
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// The daily reminder by Web Push.
installPushHandlers(self);
