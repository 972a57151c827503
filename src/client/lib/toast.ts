import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * Toasts, with sonner loaded the first time one is shown. Most visits never show a toast, and
 * sonner's import is not free on a slow phone: its code runs, and it adds its stylesheet to the
 * page, which makes the browser restyle the whole document while the app is starting.
 *
 * A toast raised before its Toaster is mounted shows once it is: sonner replays the active ones to
 * a Toaster that subscribes late.
 */
type Sonner = typeof SonnerModule;
type ToastOptions = Parameters<Sonner['toast']>[1];

let sonner: Promise<Sonner> | undefined;
/** The Toaster of the load under way, or null when that load failed: a promise that never rejects. */
let toaster: Promise<Sonner['Toaster'] | null> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Loads sonner once, and tells the app to mount its Toaster. A failed load (a dropped connection)
 * is forgotten, so that the next toast tries again.
 */
function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error: unknown) => {
      sonner = toaster = undefined;
      notify();
      throw error;
    });
    toaster = sonner.then(
      (module) => module.Toaster,
      () => null,
    );
    notify();
  }
  return sonner;
}

function show(kind: 'message' | 'success' | 'error' | 'info', message: string, options?: ToastOptions) {
  loadToasts().then(
    ({ toast }) => (kind === 'message' ? toast(message, options) : toast[kind](message, options)),
    // Without its code a toast cannot show; what it told is also on the page or can be tried again.
    () => undefined,
  );
}

export const toast = {
  message: (message: string, options?: ToastOptions) => show('message', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The Toaster being loaded, once a toast has been asked for: until then there is none to mount. */
export function useToasterLoad() {
  return useSyncExternalStore(subscribe, () => toaster, () => undefined);
}
