import { dashboardGreeting, expect, signInCompleteUser, signInNewUser, test } from './support/fixtures';

// Guards and the catch-all redirect (docs/product.md, Screens and routes).
const guardedPaths = ['/', '/readings', '/profile', '/premium', '/reading/daily', '/share-unlock', '/payment/success', '/reading/result/1', '/panchang'];

test('a visitor who is signed out is sent from every guarded page to /auth, which remembers the page', async ({ page }) => {
  for (const path of guardedPaths) {
    await page.goto(path);
    // The dashboard is where signing in goes anyway.
    await expect(page, `${path} should redirect`).toHaveURL(path === '/' ? /\/auth$/ : `/auth?next=${path}`);
    await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  }
  // /profile/complete is not guarded, but needs a user.
  await page.goto('/profile/complete');
  await expect(page).toHaveURL(/\/auth$/);
  // No navigation bar for a visitor.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('a signed-in user with an incomplete profile is sent to /profile/complete', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  for (const path of ['/', '/readings', '/premium']) {
    await page.goto(path);
    await expect(page, `${path} should redirect`).toHaveURL(path === '/' ? /\/profile\/complete$/ : `/profile/complete?next=${path}`);
  }
  await expect(page.getByRole('heading', { name: 'Your birth details' })).toBeVisible();
});

test('a signed-in user with a complete profile is sent away from /auth and /profile/complete, and unknown paths go to /', async ({
  page,
  request,
}) => {
  await signInCompleteUser(page, request);
  for (const path of ['/auth', '/profile/complete', '/nope/at/all', '/reading/not-a-type']) {
    await page.goto(path);
    await expect(page, `${path} should redirect to /`).toHaveURL(/\/$/);
    await expect(dashboardGreeting(page)).toBeVisible();
  }
  // Guarded pages open for this user.
  await page.goto('/reading/daily');
  await expect(page).toHaveURL(/\/reading\/daily$/);
  await page.goto('/readings');
  await expect(page).toHaveURL(/\/readings$/);
});

test('an unknown path sends a visitor to /, and from there to /auth', async ({ page }) => {
  await page.goto('/nope/at/all');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a guarded page shows the frame and skeleton lines, announced as Initializing, while the session loads', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/readings');
  await expect(page.locator('[aria-busy="true"][role="status"]').filter({ hasText: 'Initializing...' })).toBeVisible();
  // The bar with the logo alone: nothing of a member's before the session says who is here.
  await expect(page.getByRole('link', { name: 'Jyotishi home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/readings$/);
  release();
  await expect(page).toHaveURL(/\/auth\?next=\/readings$/);
});
