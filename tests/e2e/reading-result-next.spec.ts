import type { Page } from '@playwright/test';
import { createReading, earnShareCredit, expect, signInCompleteUser, test } from './support/fixtures';

// Below a reading, the result page leads on: other readings with what each costs this user, and a
// share that quotes the reading and earns a reading credit as /share-unlock does.
// docs/product.md, Screens and routes /reading/result/{id} and States, Share.

const nextReadings = (page: Page) => page.getByRole('region', { name: 'Read next' });

test('the result page suggests readings to read next, each with what it costs this user', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  const daily = await createReading(page, 'daily'); // the free reading, used
  await page.goto(`/reading/result/${daily.readingId}`);

  const next = nextReadings(page);
  const weekly = next.getByRole('link', { name: /Weekly Prediction/ });
  await expect(next.getByRole('listitem')).toHaveCount(3);
  // Nothing left to spend: each says how to get it.
  await expect(weekly).toContainText('Share to unlock');
  await expect(next.getByRole('link', { name: /Career Reading/ })).toContainText('Share to unlock');

  // A credit changes the answer, and a reading this period already has is free to open.
  await earnShareCredit(page);
  await earnShareCredit(page);
  await createReading(page, 'weekly');
  await page.reload();
  await expect(weekly).toContainText('Already yours: free to open');
  await expect(next.getByRole('link', { name: /Career Reading/ })).toContainText('Uses your 1 share credit');

  await weekly.click();
  await expect(page).toHaveURL(/\/reading\/weekly$/);
});

test('sharing from the result page quotes the reading and earns a share credit, as /share-unlock does', async ({ page, context, request }) => {
  // WhatsApp itself is never contacted: the new tab gets a stand-in page.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  await signInCompleteUser(page, request);
  const daily = await createReading(page, 'daily');
  await page.goto(`/reading/result/${daily.readingId}`);
  await expect(nextReadings(page).getByRole('link', { name: /Career Reading/ })).toContainText('Share to unlock');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Share on WhatsApp' }).click();
  const popup = await popupOpened;
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  await popup.close();
  const origin = new URL(page.url()).origin;
  // The reading's opening lines, and the invitation with the marked link.
  const opening = daily.predictionText.replace(/\s+/g, ' ').trim().slice(0, 80);
  expect(text).toContain(opening);
  expect(text).toContain(`${origin}/auth?ref=wa`);

  await expect(page.getByRole('button', { name: 'Adding Credit...' })).toBeDisabled();
  await expect(page.getByText('Thank you for sharing! You now have 1 reading available.')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('button', { name: 'Credit Added!' })).toBeDisabled();
  // The reader stays with their reading, and what comes next now costs the credit just earned.
  await expect(page).toHaveURL(new RegExp(`/reading/result/${daily.readingId}$`));
  await expect(nextReadings(page).getByRole('link', { name: /Career Reading/ })).toContainText('Uses your 1 share credit');
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { sharesAvailable: number } };
  expect(me.profile.sharesAvailable).toBe(1);
});
