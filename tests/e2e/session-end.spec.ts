import type { Page } from '@playwright/test';
import { remindersText } from '../../src/client/i18n/reminders';
import { expect, postAsPage, signInCompleteUser, test } from './support/fixtures';

// A session can end under a page at any moment (signed out on another tab, expired): whichever
// request finds out, the page forgets the user and sends them to sign in, with no error card.

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in with your phone' });

test('a session refused on load sends the visitor to sign in, with no error card on the way', async ({ page, request }) => {
  await signInCompleteUser(page, request, { birthPlace: 'Varanasi' });
  await page.route('**/api/me', (route) => route.fulfill({ status: 401, json: { error: 'User is not authenticated', code: 'unauthorized' } }));
  let errorCardShown = false;
  const watcher = setInterval(() => {
    void page
      .getByText('Failed to load user profile')
      .count()
      .then((n) => (errorCardShown ||= n > 0))
      .catch(() => {});
  }, 20);
  await page.goto('/readings');
  await expect(page).toHaveURL(/\/auth\?next=\/readings$/);
  await expect(signInHeading(page)).toBeVisible();
  clearInterval(watcher);
  expect(errorCardShown).toBe(false);
});

test('a page whose data is refused as signed out forgets the user and goes to sign in', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  // Every request the dashboard makes by itself has been answered: the refusal below comes from
  // the page the visitor opens, not from a late one of the dashboard's.
  await page.waitForLoadState('networkidle');
  // The daily reminder card loads its code and asks for its state last of all.
  const reminder = remindersText.en;
  await expect(page.getByRole('switch', { name: reminder.switchLabel }).and(page.locator(':enabled')).or(page.getByText(reminder.unsupported))).toBeVisible();
  expect((await postAsPage(page, '/api/auth/sign-out')).ok()).toBe(true);
  // The page still believes it is signed in (its session is fresh for 30 s); the history, which the
  // dashboard has not loaded (so no cached answer stands in), is refused.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Readings', exact: true }).first().click();
  // The refusal may come while the dashboard still shows (the readings page is on its way), and
  // the guard then remembers the dashboard, which /auth leaves out.
  await expect(page).toHaveURL(/\/auth(\?next=\/readings)?$/);
  await expect(signInHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('a save refused as signed out forgets the user and goes to sign in', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Birth Details' });
  await form.getByRole('button', { name: 'Edit' }).click();
  await postAsPage(page, '/api/auth/sign-out');
  await form.getByLabel('Time of birth').fill('07:45');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/auth\?next=\/profile$/);
  await expect(signInHeading(page)).toBeVisible();
});
