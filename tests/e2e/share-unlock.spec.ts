import { createReading, expect, signInCompleteUser, test } from './support/fixtures';
import { buyInSandbox } from './support/purchase';

// docs/product.md, Screens and routes /share-unlock and Limits: sharing on WhatsApp adds one reading credit
// on the server after 3 s, thanks the user, goes home 2 s later; the credit pays for one reading.

test('Share to Unlock opens WhatsApp, adds one credit, and that credit buys exactly one reading', async ({ page, context, request }) => {
  // WhatsApp itself is never contacted: the new tab gets a stand-in page.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  await signInCompleteUser(page, request, { name: 'Neha Kapoor' });
  await createReading(page, 'daily'); // the free reading, used

  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Your reading access' });
  await expect(banner).toContainText('Share on WhatsApp or upgrade to premium for more readings');
  await banner.getByRole('link', { name: 'Share to Unlock' }).click();
  await expect(page).toHaveURL(/\/share-unlock$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Share to Unlock' })).toBeVisible();
  await expect(page.getByText('1 free reading', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Want Unlimited Readings?' })).toBeVisible();
  // No credits yet: no 'available' banner.
  await expect(page.getByText(/You have \d+ readings? available/)).toHaveCount(0);
  // The message preview names the product and carries the site link with the ref=wa marker.
  const origin = new URL(page.url()).origin;
  const preview = page.getByRole('region', { name: 'Message preview' });
  await expect(preview).toContainText('Jyotishi');
  await expect(preview).toContainText(`${origin}/auth?ref=wa`);

  const shareButton = page.getByRole('button', { name: 'Share on WhatsApp' });
  const popupOpened = page.waitForEvent('popup');
  const clickedAt = Date.now();
  await shareButton.click();

  const popup = await popupOpened;
  const url = popup.url();
  expect(url.startsWith('https://wa.me/'), url).toBe(true);
  expect(url).toContain('ref%3Dwa');
  const text = new URL(url).searchParams.get('text') ?? '';
  expect(text).toContain(`${origin}/auth?ref=wa`);
  expect(text).toContain('Jyotishi');
  await popup.close();

  // Busy while the credit is on its way (docs/product.md, Limits: added 3 s after WhatsApp opens).
  const shareSection = page.getByRole('region', { name: 'Share' });
  await expect(shareSection.getByRole('button')).toContainText('Adding Credit...');
  await expect(shareSection.getByRole('button')).toBeDisabled();
  await expect(page.getByText('Thank you for sharing! You now have 1 reading available.')).toBeVisible({ timeout: 8_000 });
  // Lower bounds only: the runner sees events late, never early.
  expect(Date.now() - clickedAt, 'the credit came sooner than 3 s').toBeGreaterThanOrEqual(3_000);
  await expect(shareSection.getByRole('button', { name: 'Credit Added!' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'You have 1 reading available' })).toBeVisible();

  // Then home 2 s later, where the banner counts the credit.
  await page.waitForURL((u) => u.pathname === '/', { timeout: 8_000 });
  expect(Date.now() - clickedAt, 'went home sooner than 3 s + 2 s after the share').toBeGreaterThanOrEqual(5_000);
  await expect(banner).toContainText('1 Reading Available');
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(0);

  // The credit pays for one reading of any type...
  await page.getByRole('link', { name: /^Weekly Prediction/ }).click();
  await expect(page.getByRole('region', { name: 'Your reading access' })).toContainText('1 Reading Available');
  await page.getByRole('button', { name: 'Generate Weekly Prediction' }).click();
  await page.waitForURL(/\/reading\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Reading' })).toBeVisible();
  await expect(page.getByRole('article').locator('p').first()).not.toBeEmpty();

  // ...and is then spent: the banner says so and the next request meets the gate.
  await page.getByRole('link', { name: 'Jyotishi home' }).click();
  await expect(banner).toContainText('Share on WhatsApp or upgrade to premium for more readings');
  await page.getByRole('link', { name: /^Career Reading/ }).click();
  await page.getByRole('button', { name: 'Generate Career Reading' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose how to unlock your Career Reading' })).toBeVisible();

  const me = (await (await page.request.get('/api/me')).json()) as { profile: { sharesAvailable: number; hasUsedFreeReading: boolean } };
  expect(me.profile).toMatchObject({ sharesAvailable: 0, hasUsedFreeReading: true });
});

test('a premium member on /share-unlock is told every reading is already theirs, with no premium offer and no credit to earn', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Kabir Rao' });
  await buyInSandbox(page, 'monthly');
  await page.goto('/share-unlock');
  await expect(page.getByRole('heading', { level: 1, name: 'Share to Unlock' })).toBeVisible();
  await expect(page.getByText('You are a Premium Member: every reading is already open to you, so there is nothing to unlock.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Want Unlimited Readings?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Premium Plans/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share on WhatsApp' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});
