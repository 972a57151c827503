import { completeProfile, enterCode, expect, newPhone, sendCode, test } from './support/fixtures';

// The public rashifal (docs/decisions/049): the text is in the HTML, so it reads with scripts off;
// with scripts on, a landing is noted with its source, and the way in leads through sign-in back
// to the sign's page.

test.describe('with JavaScript off, at 390 px', () => {
  test.use({ javaScriptEnabled: false });

  test("the index and a sign's page read whole, and the finder answers without a script", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/rashifal');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily rashifal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the screen').toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Karka (Cancer)', exact: true }).click();
    await expect(page).toHaveURL(/\/rashifal\/kark$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Karka (Cancer): daily rashifal' })).toBeVisible();
    await expect(page.getByText(/Lucky colour: \w+\. Lucky number: \d\./)).toBeVisible();

    await page.getByRole('link', { name: "Don't know your Moon sign? Find it from your birth date →" }).first().click();
    await page.getByLabel('Date of birth').fill('1942-10-11');
    await page.getByLabel('Time of birth (if known)').fill('16:00');
    await page.getByLabel('Place of birth (city or town)').fill('Prayagraj');
    await page.getByRole('button', { name: 'Find my Moon sign' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Moon sign is Tula (Libra)' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Today's rashifal for Tula (Libra) →" })).toHaveAttribute('href', '/rashifal/tula');
  });
});

test('with JavaScript on, a landing from a search engine is remembered, and the way in signs a new reader in and back to the sign', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  await page.goto('/rashifal/kark', { referer: 'https://www.google.co.in/' });
  await expect(page.getByRole('heading', { level: 1, name: 'Karka (Cancer): daily rashifal' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'jyotishi_landing')?.value).toBe(encodeURIComponent('/rashifal/kark|google'));

  await page.getByRole('link', { name: 'Your own daily, from your birth chart →' }).first().click();
  await expect(page).toHaveURL(/\/auth\?next=\/rashifal\/kark$/);
  await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeVisible({ timeout: 20_000 });
  const phone = newPhone();
  await sendCode(page, phone);
  await enterCode(page, request, phone);
  // The sign-up is counted (the server takes the landing and forgets it).
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'jyotishi_landing')).toBe(false);
  await page.getByRole('button', { name: 'Continue Now' }).click();
  await completeProfile(page, {}, { landsOn: /\/rashifal\/kark$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Karka (Cancer): daily rashifal' })).toBeVisible();

  // Signed in, the way in goes to the reader's own daily, not back to this page.
  await page.getByRole('link', { name: 'Your own daily, from your birth chart →' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});
