import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

// The daily reminder in the browser (docs/product.md, Daily reminder): this browser's Web Push
// subscription, made with the server's VAPID public key, and its registration with the server. The
// permission prompt comes only from the switch's click (askPermission), never on its own.

/** Why the reminder cannot be turned on in this browser now. */
export type PushBlocked = 'unsupported' | 'denied' | 'dismissed';

export class PushUnavailable extends Error {
  constructor(readonly reason: PushBlocked) {
    super(reason);
  }
}

/** Web Push, notifications and service workers all there (not on an iPhone's Safari outside the Home Screen app). */
export function pushSupported() {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Asks for permission to notify. Call it straight from the click, before any await: browsers show
 * the question only while the click's user activation lasts.
 */
export const askPermission = (): Promise<NotificationPermission> => (pushSupported() ? Notification.requestPermission() : Promise.resolve('denied'));

/** How long a click waits for the service worker the page registers after it loads. */
const workerWaitMs = 5_000;

/** The app's service worker once active, or null when there is none (development, or none registered yet). */
async function activeWorker(wait: boolean): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.active) return registration;
  if (!registration && !wait) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), workerWaitMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function browserSubscription() {
  if (!pushSupported()) return null;
  const registration = await activeWorker(false);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string) {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array) {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** The subscription as the server takes it (PushSubscription.toJSON, base64url keys). */
function forServer(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** GET /api/reminders and this browser's own subscription: whether the reminder is on here, and when. */
async function fetchReminder() {
  const [settings, subscription] = await Promise.all([unwrap(api.reminders.$get()), browserSubscription()]);
  const device = subscription ? (settings.devices.find((d) => d.endpoint === subscription.endpoint) ?? null) : null;
  return { publicKey: settings.publicKey, device, otherDevices: settings.devices.length - (device ? 1 : 0) };
}

export const reminderQuery = queryOptions({ queryKey: queryKeys.reminders(), queryFn: fetchReminder });

/**
 * Turns the reminder on in this browser at `timeOfDay`, or changes its time. `permission` is
 * askPermission's answer, asked in the click. A subscription made for another server key (the keys
 * changed) is replaced; one this call made is dropped again if the server refuses it.
 */
async function turnOn(publicKey: string, timeOfDay: string, permission: Promise<NotificationPermission>) {
  if (!pushSupported()) throw new PushUnavailable('unsupported');
  const answer = await permission;
  if (answer !== 'granted') throw new PushUnavailable(answer === 'denied' ? 'denied' : 'dismissed');
  const registration = await activeWorker(true);
  if (!registration) throw new PushUnavailable('unsupported');
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const made = !subscription;
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    return await unwrap(api.reminders.$put({ json: { subscription: forServer(subscription), timeOfDay } }));
  } catch (error) {
    if (made) await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
}

/** Turns the reminder off in this browser: the server forgets it first, then the browser unsubscribes. */
async function turnOff({ evenIfServerRefuses = false } = {}) {
  const subscription = await browserSubscription();
  if (!subscription) return;
  const forgotten = unwrap(api.reminders.$delete({ json: { endpoint: subscription.endpoint } }));
  await (evenIfServerRefuses ? forgotten.catch(() => undefined) : forgotten);
  await subscription.unsubscribe();
}

/**
 * Signing out ends this browser's reminder too: on a shared phone the next person must not get the
 * last one's name each morning. Should the server not hear of it, the browser's unsubscribe still
 * ends it: the push service then answers 410 and the server deletes the subscription.
 */
export const endReminderOnSignOut = () => turnOff({ evenIfServerRefuses: true });

export function useReminder() {
  const queryClient = useQueryClient();
  const query = useQuery({ ...reminderQuery, enabled: pushSupported() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.reminders() });
  const on = useMutation({
    mutationFn: ({ timeOfDay, permission }: { timeOfDay: string; permission: Promise<NotificationPermission> }) => turnOn(query.data?.publicKey ?? '', timeOfDay, permission),
    onSettled: refresh,
  });
  const off = useMutation({ mutationFn: turnOff, onSettled: refresh });
  return { query, on, off };
}
