import type { Page } from '@playwright/test';
import { expect, signInCompleteUser, test } from './support/fixtures';

// The error boundary, for what a page cannot recover from by itself: here its code failing to
// load (a flaky network, or a deploy that replaced it). A failed session look-up is not one of
// these: it has its own message and Retry (profile-load-error.spec.ts).
const premiumCode = '**/assets/premium-page-*.js';

async function expectBoundary(page: Page) {
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  return alert;
}

test('a page whose code fails to load shows the error boundary; Reload Page recovers once it loads', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.route(premiumCode, (route) => route.abort('connectionreset'));
  await page.goto('/premium');
  const alert = await expectBoundary(page);

  // Try Again renders the page again; while its code still cannot load, the boundary stays.
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expectBoundary(page);

  // Reload Page: a full reload of the app, whose code now loads.
  await page.unroute(premiumCode);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Reload Page' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expect(page).toHaveURL(/\/premium$/);
});
