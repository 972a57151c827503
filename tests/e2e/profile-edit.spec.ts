import { dashboardGreeting, expect, expectNoSidewaysScroll, pickPlace, sampleProfile, signInCompleteUser, test } from './support/fixtures';
import { screenshots } from './support/screenshots';

// docs/product.md, Screens and routes /profile and States 'Profile edit': the birth details are read-only until Edit; Save
// Changes shows the success message and goes home after 1 s; Cancel puts the values back.

type Me = { profile: { name: string; birthTime: string; birthDate: string } };

test('editing birth details on /profile saves them and goes home; Cancel restores the values', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Birth Details' });
  const name = form.getByLabel('Full name');
  const time = form.getByLabel('Time of birth');
  await expect(name).toHaveValue(sampleProfile.name);
  await expect(time).toHaveValue(sampleProfile.birthTime);
  // Read-only until Edit.
  await expect(time).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await form.getByRole('button', { name: 'Edit' }).click();
  await expect(time).toBeEnabled();
  await expect(form.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await time.fill('07:45');
  const savedAt = Date.now();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully! Redirecting to home...' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  expect(Date.now() - savedAt, 'went home sooner than 1 s after saving').toBeGreaterThanOrEqual(1_000);
  await expect(dashboardGreeting(page, sampleProfile.name)).toBeVisible();
  let me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile.birthTime).toBe('07:45');

  // Cancel: the edits are dropped and the form is read-only again.
  await page.goto('/profile');
  await expect(time).toHaveValue('07:45');
  await form.getByRole('button', { name: 'Edit' }).click();
  await name.fill('Someone Else');
  await time.fill('23:10');
  await form.getByLabel('Date of birth').fill('2001-01-01');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue(sampleProfile.name);
  await expect(time).toHaveValue('07:45');
  await expect(form.getByLabel('Date of birth')).toHaveValue(sampleProfile.birthDate);
  await expect(time).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  me = (await (await page.request.get('/api/me')).json()) as Me;
  expect(me.profile).toMatchObject({ name: sampleProfile.name, birthTime: '07:45', birthDate: sampleProfile.birthDate });
});

test('the read-only birth details give no hints on filling them in; Edit brings them back', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Birth Details' });
  await expect(form.getByLabel('Time of birth')).toBeDisabled();
  const hints = [/your ascendant changes every two hours/, /Pick your city/, /Found on the map/];
  for (const hint of hints) await expect(form.getByText(hint)).toHaveCount(0);
  // No field points screen readers at a hint that is not there.
  for (const described of await form.locator('[aria-describedby]').all()) {
    const id = await described.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOT_DIR) await screenshots(page, 'profile');

  await form.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByText('As accurate as possible — your ascendant changes every two hours.')).toBeVisible();
  await expect(form.getByText(/Pick your city|Found on the map/)).toBeVisible();
});

test('a new birth place shows at once in what is worked out from it: the dashboard panchang', async ({ page, request }) => {
  await signInCompleteUser(page, request, { birthPlace: 'Varanasi' });
  const card = page.getByRole('region', { name: "Today's panchang" });
  await expect(card).toContainText('at Varanasi, India');
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  const form = page.getByRole('region', { name: 'Birth Details' });
  await form.getByRole('button', { name: 'Edit' }).click();
  await pickPlace(page, 'Chenn', 'Chennai');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(card).toContainText('at Chennai');
});

test('a refused edit on /profile puts each error beside its field and focuses the first', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Birth Details' });
  await form.getByRole('button', { name: 'Edit' }).click();
  const name = form.getByLabel('Full name');
  await name.fill('');
  await form.getByLabel('Time of birth').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('Time of birth')).toHaveAccessibleDescription('Birth time is required');
  await expect(page).toHaveURL(/\/profile$/);

  // A place the server cannot find: its message sits beside the place field, which takes the focus.
  await name.fill(sampleProfile.name);
  await form.getByLabel('Time of birth').fill('06:30');
  const place = form.getByRole('combobox', { name: 'Birth place (city)' });
  await place.fill('Qqqzzzville');
  await form.getByLabel('Country').focus();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(place).toBeFocused();
  await expect(place).toHaveAccessibleDescription('We could not find this place on our map. Please enter the nearest larger town.');
  await expect(page).toHaveURL(/\/profile$/);
});
