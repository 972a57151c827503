import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { startOwnServer, type OwnServer } from './support/own-server';
import { dashboardGreeting, expect, newPhone, placeOption, signIn, signInNewUser, test } from './support/fixtures';

// The birth place field on /profile/complete and /profile is an
// accessible autocomplete (ARIA 1.2 combobox) over the offline gazetteer that fills city and
// country and stores the coordinates.

type Me = { profile: { birthLocation: { city: string; country: string; latitude?: number; longitude?: number } } };

test('the birth place autocomplete: keyboard pick on /profile/complete, mouse pick on /profile', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  await page.getByLabel('Full name').fill('Ishaan Verma');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Date of birth').fill('1992-03-21');
  await page.getByLabel('Time of birth').fill('08:15');
  // A different country first, to see the pick fill it in.
  await page.getByLabel('Country').fill('Nepal');

  const place = page.getByRole('combobox', { name: 'Birth place (city)' });
  const listbox = page.getByRole('listbox', { name: 'Birth place suggestions' });
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await expect(place).toHaveAttribute('aria-autocomplete', 'list');
  await expect(page.getByText('Pick your city (or the nearest town) from the suggestions')).toBeVisible();

  await place.fill('Varan');
  await expect(listbox).toBeVisible();
  await expect(place).toHaveAttribute('aria-expanded', 'true');
  await expect(place).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  await expect(placeOption(page, 'Varanasi')).toBeVisible();
  await expect(placeOption(page, 'Varanasi')).toContainText('Uttar Pradesh, India');
  // Ranked by population: Varanasi comes first.
  await expect(listbox.getByRole('option').first()).toContainText('Varanasi');

  // ArrowDown makes the first suggestion active (announced through aria-activedescendant), Enter picks it.
  await place.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(place).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await place.press('Enter');
  await expect(place).toHaveValue('Varanasi');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await expect(listbox).toBeHidden();
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await expect(place).not.toHaveAttribute('aria-activedescendant');
  await expect(page.getByText('✓ Found on the map: your chart will use its exact coordinates and time zone.')).toBeVisible();
  // Enter picked, it did not submit the form.
  await expect(page).toHaveURL(/\/profile\/complete$/);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  let me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.birthLocation).toMatchObject({ city: 'Varanasi', country: 'India' });
  expect(me.profile.birthLocation.latitude).toBeCloseTo(25.3, 0);
  expect(me.profile.birthLocation.longitude).toBeCloseTo(83.0, 0);

  // /profile: read-only until Edit, then the same combobox.
  await page.goto('/profile');
  await expect(place).toHaveValue('Varanasi');
  await expect(place).toBeDisabled();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(place).toBeEnabled();
  await expect(page.getByText('Found on the map')).toBeVisible();

  await place.fill('Chenn');
  await expect(place).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText('Chennai');
  expect(await options.count()).toBeGreaterThanOrEqual(2);
  await expect(place).not.toHaveAttribute('aria-activedescendant');
  // The arrow keys move the active option, and aria-activedescendant follows.
  const ids = await options.evaluateAll((items) => items.map((item) => item.id));
  await place.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', ids[0]!);
  await place.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', ids[1]!);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await place.press('ArrowUp');
  await expect(place).toHaveAttribute('aria-activedescendant', ids[0]!);
  await place.press('ArrowUp'); // wraps to the last
  await expect(place).toHaveAttribute('aria-activedescendant', ids.at(-1)!);
  // Escape closes the list without picking; typing opens it again.
  await place.press('Escape');
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await expect(place).toHaveValue('Chenn');
  await expect(page.getByText('Pick your city (or the nearest town) from the suggestions')).toBeVisible();
  await place.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-expanded', 'true');

  // Picked with the mouse.
  await placeOption(page, 'Chennai').first().click();
  await expect(place).toHaveValue('Chennai');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await expect(place).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Found on the map')).toBeVisible();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully! Redirecting to home...' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.birthLocation).toMatchObject({ city: 'Chennai', country: 'India' });
  expect(me.profile.birthLocation.latitude).toBeCloseTo(13.1, 0);
  expect(me.profile.birthLocation.longitude).toBeCloseTo(80.3, 0);
});

/** Fills /profile/complete apart from the birth place. */
async function fillAllButPlace(page: Page) {
  await page.getByLabel('Full name').fill('Ishaan Verma');
  await page.getByLabel('Gender').selectOption('male');
  await page.getByLabel('Date of birth').fill('1992-03-21');
  await page.getByLabel('Time of birth').fill('08:15');
}

test('a misspelt birth place offers "Did you mean Bengaluru?", and picking it saves Bengaluru’s coordinates', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  await fillAllButPlace(page);
  const place = page.getByRole('combobox', { name: 'Birth place (city)' });
  await place.fill('Banglore');
  await expect(page.getByText(/Did you mean\s*Bengaluru\s*\?/)).toBeVisible();
  await expect(page.getByText('Karnataka, India')).toBeVisible();
  await page.getByRole('button', { name: 'Bengaluru' }).click();
  await expect(place).toHaveValue('Bengaluru');
  await expect(page.getByText('✓ Found on the map')).toBeVisible();
  await expect(page.getByText('Did you mean')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.birthLocation).toMatchObject({ city: 'Bengaluru', country: 'India' });
  expect(me.profile.birthLocation.latitude).toBeCloseTo(12.97, 1);
  expect(me.profile.birthLocation.longitude).toBeCloseTo(77.59, 1);
});

test('a place not on the map cannot be saved: the form asks for the nearest larger town; Mhow is on the map', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  await fillAllButPlace(page);
  const place = page.getByRole('combobox', { name: 'Birth place (city)' });
  const askForTown = 'We could not find this place on our map. Please enter the nearest larger town.';
  await place.fill('Qqqzzzville');
  await expect(page.getByText(askForTown)).toBeVisible();
  await expect(place).toHaveAccessibleDescription(askForTown);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(place).toBeFocused();
  await expect(place).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: askForTown })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/complete$/);
  expect(((await (await page.request.get('/api/me')).json()) as Me).profile.birthLocation.city).toBe('');

  // Mhow (officially Dr. Ambedkar Nagar) is a town the map knows.
  await place.fill('Mhow');
  await expect(page.getByText(askForTown)).toHaveCount(0);
  await placeOption(page, 'Mhow').click();
  await expect(placeOption(page, 'Mhow')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.birthLocation).toMatchObject({ city: 'Mhow', country: 'India' });
  expect(me.profile.birthLocation.latitude).toBeCloseTo(22.55, 1);
});

test.describe('a profile saved before birth places had to be on the map', () => {
  // Its own server, started on a database that already holds such a profile (the API no longer
  // saves one).
  const phone = newPhone();
  const dataDir = path.resolve(`.test-data/e2e-unlocated-place-${Date.now()}`);
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const database = await openDatabase({ dataDir });
    await database.db.insert(profiles).values({
      phoneNumber: phone.e164,
      name: 'Kabir Joshi',
      gender: 'male',
      birthDate: '1987-06-12',
      birthTime: '05:40',
      birthLocation: { city: 'Qqqzzzville', country: 'India' },
    });
    await database.close();
    server = await startOwnServer({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('is flagged on the dashboard, and one tap opens the birth place to fix it', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, context.request, phone);
    await expect(dashboardGreeting(page, 'Kabir Joshi')).toBeVisible();

    const flag = page.getByRole('alert').filter({ hasText: 'We could not find “Qqqzzzville” on our map' });
    await expect(flag).toBeVisible();
    await expect(flag).toContainText('So your chart and readings are not exact.');
    await flag.getByRole('link', { name: 'Fix birth place' }).click();

    await expect(page).toHaveURL(/\/profile\?fix=birth-place$/);
    const place = page.getByRole('combobox', { name: 'Birth place (city)' });
    await expect(place).toBeEnabled();
    await expect(place).toBeFocused();
    await expect(page.getByText('We could not find this place on our map. Please enter the nearest larger town.')).toBeVisible();
    await place.fill('Indor');
    await placeOption(page, 'Indore').first().click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(dashboardGreeting(page, 'Kabir Joshi')).toBeVisible();
    await expect(page.getByText('on our map')).toHaveCount(0);
    const me = (await (await page.request.get('/api/me')).json()) as Me;
    expect(me.profile.birthLocation).toMatchObject({ city: 'Indore', country: 'India' });
    expect(me.profile.birthLocation.latitude).toBeCloseTo(22.72, 1);
    await context.close();
  });
});
