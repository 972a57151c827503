import type { Page, Route } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../src/shared/language-cookie';
import { expect, expectNoSidewaysScroll, signInCompleteUser, signInNewUser, test } from './support/fixtures';

// When the session look-up (GET /api/me: the signed-in user and their profile) fails, a guarded
// page says 'Failed to load user profile: …' with the server's reason, or the app's words for a
// lost connection, and offers Retry; not the page-error screen, and never an error's own text.
// The query retries a 5xx twice (main.tsx), so the message shows after the third failure.

const serverMessage = 'Something went wrong on our side. Please try again.';

/** Every GET /api/me answered by `answer` until unrouted; counts the look-ups. */
async function failSessionLookups(page: Page, answer: (route: Route) => Promise<void>) {
  const calls = { count: 0 };
  await page.route('**/api/me', (route) => {
    calls.count += 1;
    return answer(route);
  });
  return calls;
}

const serverError = (route: Route) => route.fulfill({ status: 500, json: { error: serverMessage, code: 'internal', requestId: 'req-1' } });

test('a failed profile look-up shows its reason and Retry, which loads the page once the server answers', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Meera Iyer' });
  const calls = await failSessionLookups(page, serverError);
  await page.goto('/readings');

  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load user profile' });
  // The message whole, and nothing else of the error (no request id, no stack).
  await expect(alert.getByText(`Failed to load user profile: ${serverMessage}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveText(/^\W*Failed to load user profile: Something went wrong on our side\. Please try again\.Retry$/);
  expect(calls.count).toBe(3);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expect(page.getByText('req-1')).toBeHidden();
  await expectNoSidewaysScroll(page);

  // Retry while the server still fails: asked again (with its own retries), the same message.
  const retry = alert.getByRole('button', { name: 'Retry' });
  await retry.click();
  await expect.poll(() => calls.count, { timeout: 15_000 }).toBe(6);
  await expect(retry).toBeEnabled({ timeout: 15_000 });
  await expect(alert).toContainText(`Failed to load user profile: ${serverMessage}`);

  // Retry once it answers: the page the user came for.
  await page.unroute('**/api/me');
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reading History' })).toBeVisible();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/readings$/);
});

test('no connection: the app’s own words for it, not the browser’s', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await failSessionLookups(page, (route) => route.abort('internetdisconnected'));
  await page.goto('/chart');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load user profile' });
  await expect(alert).toContainText('Failed to load user profile: Could not reach Jyotishi. Please check your connection and try again.', { timeout: 15_000 });
  await expect(alert).not.toContainText(/ERR_|Failed to fetch|TypeError/);
  await page.unroute('**/api/me');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/chart$/);
  await expect(alert).toBeHidden();
});

test('an answer that is not JSON: a plain reason, not the parser’s; /profile/complete too; in Hindi', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  await failSessionLookups(page, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway at proxy.internal:8080</body></html>' }));
  await page.goto('/profile/complete');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load user profile' });
  await expect(alert).toContainText('Failed to load user profile: Failed to process request. Please try again.', { timeout: 15_000 });
  await expect(alert).not.toContainText(/proxy|Unexpected token|JSON/);

  // The same failure for a reader of Hindi (the page's language is remembered in a cookie).
  await page.evaluate((name) => (document.cookie = `${name}=hi; Path=/`), LANGUAGE_COOKIE);
  await page.goto('/profile/complete');
  const hindi = page.getByRole('alert').filter({ hasText: 'प्रोफ़ाइल लोड नहीं हो सकी' });
  await expect(hindi).toContainText('प्रोफ़ाइल लोड नहीं हो सकी: अनुरोध पूरा नहीं हो सका। कृपया फिर कोशिश करें।', { timeout: 15_000 });
  await expect(hindi.getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeVisible();
});
