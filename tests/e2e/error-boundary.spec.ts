import type { Page } from '@playwright/test';
import { expect, signInNewUser, test } from './support/fixtures';

// The error boundary. A server failure on GET /api/me makes the page guard throw;
// the session query retries a 5xx twice (main.tsx), so the boundary shows after the third failure.
async function failSessionLookups(page: Page) {
  const calls = { count: 0 };
  await page.route('**/api/me', (route) => {
    calls.count += 1;
    return route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.', code: 'internal' } });
  });
  return calls;
}

async function expectBoundary(page: Page) {
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  return alert;
}

test('a page that throws shows the error boundary; Try Again and Reload Page recover once the server answers', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });

  // Try Again: the page renders again and the guard fetches the session anew.
  const calls = await failSessionLookups(page);
  await page.goto('/readings');
  const alert = await expectBoundary(page);
  expect(calls.count).toBe(3);
  await page.unroute('**/api/me');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  // The session now loads: this user's profile is incomplete, so the guard sends them on.
  await expect(page).toHaveURL(/\/profile\/complete$/);
  await expect(page.getByRole('heading', { name: 'Your birth details' })).toBeVisible();

  // Reload Page: a full reload of the app.
  await failSessionLookups(page);
  await page.goto('/premium');
  const again = await expectBoundary(page);
  await page.unroute('**/api/me');
  await Promise.all([page.waitForEvent('load'), again.getByRole('button', { name: 'Reload Page' }).click()]);
  await expect(page).toHaveURL(/\/profile\/complete$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
});
