import type { Page } from '@playwright/test';
import { expect, signInCompleteUser, test } from './support/fixtures';

// docs/decisions/023: "where you live now" on /profile (default: the birth place) and the lunar month reckoning.

type Me = { profile: { residence: { city: string; timezone: string } | null; lunarMonth: { convention: string; chosen: boolean } } };
const me = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as Me).profile;

test('where you live now: refused places change nothing, a picked city is saved, and it goes back to the birth place', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Where you live now' });
  await expect(card.getByText('Same as your birth place (Varanasi, India)')).toBeVisible();

  await card.getByRole('button', { name: 'Change' }).click();
  const field = card.getByLabel('City you live in now');
  // Nothing typed: the form says so without asking the server.
  await card.getByRole('button', { name: 'Save place' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please enter the city you live in now');
  // A name the map does not know, typed without picking: the server refuses it.
  await field.fill('Qqqzzzville');
  await card.getByRole('button', { name: 'Save place' }).click();
  await expect(card.getByRole('alert')).toHaveText('We could not find the place you live in on our map. Please enter the nearest larger town.');
  expect((await me(page)).residence).toBeNull();

  await field.fill('Toront');
  await card.getByRole('listbox', { name: 'Suggestions for where you live' }).getByRole('option', { name: /^Toronto\b/ }).first().click();
  await expect(card.getByText('Found on the map')).toBeVisible();
  await card.getByRole('button', { name: 'Save place' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved. Your readings now follow the calendar where you live.');
  await expect(card.getByText('Toronto, Canada')).toBeVisible();
  expect((await me(page)).residence).toMatchObject({ city: 'Toronto', timezone: 'America/Toronto' });

  // Born in Uttar Pradesh: purnimanta unless chosen otherwise.
  await expect(card.getByRole('radio', { name: 'Usual for your region (purnimanta)' })).toBeChecked();
  await card.getByRole('radio', { name: 'Amanta (new moon to new moon)' }).check();
  await expect(card.getByRole('status')).toHaveText('Saved. Lunar months are now named your way.');
  await expect.poll(async () => (await me(page)).lunarMonth).toEqual(expect.objectContaining({ convention: 'amanta', chosen: true }));

  await card.getByRole('button', { name: 'Same as birth place' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved. Your readings follow the calendar of your birth place again.');
  await expect(card.getByText('Same as your birth place (Varanasi, India)')).toBeVisible();
  expect((await me(page)).residence).toBeNull();
});
