/// <reference lib="webworker" />
import { REMINDER_URL, type ReminderPayload } from '../../shared/reminders';

// The daily reminder in the service worker (docs/product.md, Daily reminder): the server's push
// message is shown as a notification, and a tap on it opens today's reading in the app.

/** Notifications of one kind replace each other: a second reminder never stacks under the first. */
const tag = 'daily-reading';

/** A path on our own site, or today's reading: a message never sends the reader elsewhere. */
function ownPath(url: unknown) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : REMINDER_URL;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);

/**
 * The message's JSON (reminders/reminder-text.ts writes it). Whatever arrives, something is shown:
 * a push the worker does not show, Chrome answers with a notice of its own.
 */
function payloadOf(data: PushMessageData | null): ReminderPayload {
  let json: Partial<Record<keyof ReminderPayload, unknown>> = {};
  try {
    json = (data?.json() as typeof json | null) ?? {};
  } catch {
    // Not JSON: the defaults below.
  }
  return { title: text(json.title, 'Jyotishi'), body: text(json.body, ''), url: ownPath(json.url), icon: text(json.icon, '/icons/icon-192.png') };
}

/** Focuses a tab of the app and takes it to `url`, or opens one there. */
async function openApp(scope: ServiceWorkerGlobalScope, url: string) {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const already = windows.find((w) => w.url === url);
  if (already) return already.focus();
  const tab = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (tab) {
    try {
      // Focus first: the tap's permission to bring a window forward does not outlast a navigation.
      const focused = await tab.focus();
      if (await focused.navigate(url)) return focused;
    } catch {
      // A tab this worker does not control cannot be navigated by it: open a new one instead.
    }
  }
  return scope.clients.openWindow(url);
}

/** Adds the 'push' and 'notificationclick' listeners for the daily reminder (src/client/sw.ts calls it once). */
export function installPushHandlers(scope: ServiceWorkerGlobalScope) {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event.data);
    event.waitUntil(scope.registration.showNotification(payload.title, { body: payload.body, icon: payload.icon, tag, data: { url: payload.url } }));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = ownPath((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(openApp(scope, new URL(path, scope.location.origin).href));
  });
}
