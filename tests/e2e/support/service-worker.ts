import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (reloading once if it does not yet). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Chromium delivers a push message to the app's service worker, as a push service's message would arrive. */
export async function deliverPush(page: Page, origin: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (r.scopeURL.startsWith(origin) && !r.isDeleted) registrations.push(r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations[0]!, data });
}
