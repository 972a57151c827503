/// <reference types="vite-plugin-pwa/vanillajs" />
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { appUpdateText } from '../i18n/app-update';
import { currentLanguage } from '../i18n/language';
import { toast } from './toast';

// Registers the service worker (src/client/sw.ts) and offers a new version when one is ready. Loaded
// by main.tsx once the page has loaded, in production builds only: none of this is first-page code.

export type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;
export type ShowToast = (message: string, options: { id: string; duration: number; action: { label: string; onClick: () => void } }) => unknown;

/**
 * Registers the worker with `registerSW` (virtual:pwa-register). A new version installs beside the
 * running one and waits: the toast says so, and only its Reload lets the new worker take over, after
 * which the page reloads on the new version's files. The toast stays until answered; ignored, the new
 * version starts on the next visit once every tab of the old one has closed.
 */
export function offerUpdates(registerSW: RegisterSW, showToast: ShowToast) {
  // The page reloads as soon as the new worker controls it. Not left to registerSW's own reload:
  // workbox-window skips it on a page that had no worker when it started (a first visit that stayed
  // open until the next deploy), which would go on with the old version's code under the new worker.
  const takeOver = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateSW(true);
  };
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      const t = appUpdateText[currentLanguage()];
      showToast(t.newVersion, { id: 'app-update', duration: Infinity, action: { label: t.reload, onClick: takeOver } });
    },
  });
}

export async function startServiceWorker() {
  const { registerSW } = await import('virtual:pwa-register');
  offerUpdates(registerSW, (message, options) => toast.message(message, options));
}
