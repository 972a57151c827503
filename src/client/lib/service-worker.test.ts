import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { applyLanguage } from '../i18n/language';
import { offerUpdates, type ShowToast } from './service-worker';

// The update flow on the page's side, with stand-ins for virtual:pwa-register and sonner: a new
// version that waits is offered in a toast, and only its Reload lets it take over. (That the worker
// waits for the message is sw.ts's; that it all happens across two real builds, app-update.spec.ts's.)

function register() {
  let options: RegisterSWOptions = {};
  const updateSW = vi.fn(async (_reloadPage?: boolean) => {});
  const registerSW = vi.fn((given: RegisterSWOptions) => {
    options = given;
    return updateSW;
  });
  const toasts: Array<Parameters<ShowToast>> = [];
  const showToast: ShowToast = (...args) => toasts.push(args);
  offerUpdates(registerSW, showToast);
  return { registerSW, updateSW, toasts, needRefresh: () => options.onNeedRefresh?.() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offering a new version', () => {
  it('registers the worker at once, and shows nothing while no new version waits', () => {
    const { registerSW, toasts, updateSW } = register();
    expect(registerSW).toHaveBeenCalledWith(expect.objectContaining({ immediate: true }));
    expect(toasts).toEqual([]);
    expect(updateSW).not.toHaveBeenCalled();
  });

  it('shows "New version" with Reload until answered; Reload lets the new version take over', () => {
    const { needRefresh, toasts, updateSW } = register();
    needRefresh();
    expect(toasts).toHaveLength(1);
    const [message, options] = toasts[0]!;
    expect(message).toMatch(/^New version/);
    expect(options.action.label).toBe('Reload');
    expect(options.duration).toBe(Infinity);
    expect(updateSW).not.toHaveBeenCalled();

    const controller = new EventTarget();
    const reload = vi.fn();
    vi.stubGlobal('navigator', { serviceWorker: controller });
    vi.stubGlobal('window', { location: { reload } });
    options.action.onClick();
    expect(updateSW).toHaveBeenCalledExactlyOnceWith(true);
    // The page reloads once the new worker controls it, on a page that had no worker when it started too.
    expect(reload).not.toHaveBeenCalled();
    controller.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says it in the language the page is shown in', () => {
    vi.stubGlobal('document', { documentElement: {}, cookie: '', getElementById: () => null });
    vi.stubGlobal('location', { protocol: 'https:' });
    applyLanguage('hi');
    try {
      const { needRefresh, toasts } = register();
      needRefresh();
      expect(toasts[0]![0]).toBe('ज्योतिषी का नया संस्करण उपलब्ध है');
      expect(toasts[0]![1].action.label).toBe('फिर से लोड करें');
    } finally {
      applyLanguage('en');
    }
  });
});
