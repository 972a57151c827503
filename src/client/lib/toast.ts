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
const listeners = new Set<() => void>();

/** Loads sonner once, and tells the app to mount its Toaster. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: 'message' | 'success' | 'error' | 'info', message: string, options?: ToastOptions) {
  void loadToasts().then(({ toast }) => (kind === 'message' ? toast(message, options) : toast[kind](message, options)));
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

/** True once a toast has been asked for: until then there is no Toaster to mount. */
export function useToastsWanted() {
  return useSyncExternalStore(subscribe, () => sonner !== undefined, () => false);
}
