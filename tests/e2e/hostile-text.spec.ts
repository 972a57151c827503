import type { Page } from '@playwright/test';
import { completeProfile, createReading, dashboardGreeting, expect, originOf, sampleProfile, signInNewUser, test } from './support/fixtures';
import { pdfText } from '../support/pdf-text';

// docs/security.md, Web: SQL metacharacters and script tags in a user's text are stored and
// shown as text, never executed, including in the PDF. The name below goes through the real form,
// the real server and database, and comes back on the dashboard, on /profile and in the PDF.

const name = `<script>alert(1)</script> O'Brien "; DROP TABLE profiles; --`;
const birthPlace = '<img src=x onerror=alert(1)>';

/** No element was made from the text: no script carrying it, no image from the img tag. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
}

test('a name and birth place full of script tags and SQL are saved and shown as literal text, in the PDF too, and nothing runs', async ({ page, request }, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  // The profile form: the whole name is accepted (no character in it is refused).
  await signInNewUser(page, request, { continueNow: true });
  await completeProfile(page, { name, country: 'India' });
  // A place name is kept as typed only with coordinates (the map knows no such town): saved so
  // through the API, as a client that pins the place would.
  const pinned = await page.request.put('/api/profile', {
    headers: { origin: originOf(page), 'content-type': 'application/json' },
    data: { ...sampleProfile, name, birthPlace, latitude: 25.3176, longitude: 82.9739 },
  });
  expect(pinned.status(), await pinned.text()).toBe(200);
  await page.reload();

  // The dashboard greets the user by the literal name.
  const greeting = dashboardGreeting(page, name);
  await expect(greeting).toBeVisible();
  await expect(greeting).toContainText(name);
  await expectNoInjectedElements(page);

  // Stored byte for byte: the server answers with the very same text.
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { name: string; birthLocation: { city: string } } };
  expect(me.profile.name).toBe(name);
  expect(me.profile.birthLocation.city).toBe(birthPlace);

  // /profile: the heading and the read-only form hold the literal text.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const form = page.getByRole('region', { name: 'Birth Details' });
  await expect(form.getByLabel('Full name')).toHaveValue(name);
  await expect(form.getByLabel('Birth place (city)')).toHaveValue(birthPlace);
  await expectNoInjectedElements(page);

  // A reading, its result page and its PDF.
  const reading = await createReading(page, 'daily');
  await page.goto(`/reading/result/${reading.readingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
  await expectNoInjectedElements(page);
  const actions = page.getByRole('complementary', { name: 'Reading actions' });
  const downloadStarted = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadStarted;
  expect(await download.failure()).toBeNull();
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const text = await pdfText(file);
  expect(text).toContain(`Name: ${name}`);
  expect(text).toContain(`Birth Place: ${birthPlace}, India`);

  // History search matches literally: '%' and '_' are no wildcards, and the SQL finds nothing.
  await page.goto('/readings');
  const search = page.getByRole('searchbox');
  await expect(page.getByRole('status')).toHaveText('1 reading');
  for (const query of ['%', '_', '%%', '_%_', "'; DROP TABLE readings; --"]) {
    await search.fill(query);
    await expect(page.getByText('No matching readings'), query).toBeVisible();
  }
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('status')).toHaveText('1 reading');

  // The tables are all still there: the dashboard loads the profile and the reading again.
  await page.goto('/');
  await expect(dashboardGreeting(page, name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All' })).toBeVisible();
  await expectNoInjectedElements(page);
  expect(dialogs, 'a dialog opened: some text was run as script').toEqual([]);
});
