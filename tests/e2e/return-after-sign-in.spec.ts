import type { APIRequestContext, Page } from '@playwright/test';
import { completeProfile, dashboardGreeting, enterCode, expect, newPhone, sendCode, signInCompleteUser, signOut, test, type Phone } from './support/fixtures';

// Whoever is sent to /auth from a page signs in and is back on that page, path and query, instead
// of on the dashboard; only a path of this site counts as such a page.

/** Signs in from the /auth page already open (its URL says where to return), with the captcha ready. */
async function signInHere(page: Page, request: APIRequestContext, phone: Phone) {
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeVisible({ timeout: 20_000 });
  await sendCode(page, phone);
  await enterCode(page, request, phone);
}

test('signing out on /readings and signing back in lands on /readings', async ({ page, request }) => {
  const { phone } = await signInCompleteUser(page, request);
  await page.goto('/readings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signOut(page);
  await signInHere(page, request, phone);
  await expect(page).toHaveURL(/\/readings$/);
  await expect(dashboardGreeting(page)).toBeHidden();
});

test('a new visitor sent from /chart?x=1 completes the profile and then lands on /chart?x=1', async ({ page, request }) => {
  await page.goto('/chart?x=1');
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signInHere(page, request, newPhone());
  await page.getByRole('button', { name: 'Continue Now' }).click();
  await completeProfile(page, {}, { landsOn: /\/chart\?x=1$/ });
});

test('a return address that leads off the site is ignored: signing in lands on the dashboard', async ({ page, request }) => {
  const { phone, profile } = await signInCompleteUser(page, request);
  await signOut(page);
  await page.goto('/auth?next=//evil.example/phish');
  await signInHere(page, request, phone);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(dashboardGreeting(page, profile.name)).toBeVisible();
});
