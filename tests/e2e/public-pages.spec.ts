import { completeProfile, enterCode, expect, newPhone, sendCode, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { screenshots } from './support/screenshots';

// The city panchang and festival pages anyone can read (docs/decisions/040): all their text is in
// the HTML, so they read the same with scripts off; the way in leads through sign-in back to them.
// With SCREENSHOTS=1 the pictures replace those in docs/screenshots/public.

/** Both Devanagari faces in before a Hindi picture: a face first asked for while the page paints would otherwise show as boxes. */
const devanagariIn = async (shot: Page) => {
  await shot.evaluate(() => Promise.all(['400', '600'].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'पंचांग'))));
  // A frame or two for the text to be drawn again in them.
  await shot.waitForTimeout(300);
};

const shotsDir = (outputPath: (name: string) => string) => (process.env.SCREENSHOTS ? 'docs/screenshots/public' : outputPath('screenshots'));

test.describe('with JavaScript off, at 390 px', () => {
  test.use({ javaScriptEnabled: false });

  test('a city panchang reads whole, fits the screen, and its date form works without a script', async ({ page }, testInfo) => {
    await page.goto('/panchang/new-delhi');
    await expect(page.getByRole('heading', { level: 1, name: 'Panchang for New Delhi' })).toBeVisible();
    for (const name of ['The five limbs', 'Sun and Moon', 'Good and bad hours', 'Choghadiya', 'Festivals and fasts']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('rowheader', { name: 'Rahu kaal' })).toBeVisible();
    const wayIn = page.getByRole('link', { name: 'Your own daily, from your birth chart →' }).first();
    await expect(wayIn).toHaveAttribute('href', '/auth?next=/panchang/new-delhi');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the screen').toBeLessThanOrEqual(390);
    await screenshots(page, 'panchang-new-delhi', { dir: shotsDir((n) => testInfo.outputPath(n)) });

    await page.getByLabel('Another date').fill('2021-11-04');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/panchang\/new-delhi\?date=2021-11-04$/);
    await expect(page.getByText('Thursday, 4 November 2021')).toBeVisible();
    await expect(page.getByText('Diwali (Lakshmi Puja)')).toBeVisible();
  });

  test('the Hindi panchang and festival calendar, and Diwali 2021 a day apart in Seattle and New Delhi', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/hi/panchang/new-delhi');
    await expect(page.getByRole('heading', { level: 1, name: 'नई दिल्ली का पंचांग' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'राहु काल' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'अपनी जन्म कुंडली से, सिर्फ़ आपका दैनिक फल →' }).first()).toHaveAttribute('href', '/auth?next=/hi/panchang/new-delhi');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshots(page, 'panchang-new-delhi-hi', { dir: shotsDir((n) => testInfo.outputPath(n)), ready: devanagariIn });

    await page.goto('/festivals/2021/seattle');
    await expect(page.getByRole('row', { name: /Wed, 3 Nov Diwali \(Lakshmi Puja\)/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshots(page, 'festivals-2021-seattle', { dir: shotsDir((n) => testInfo.outputPath(n)), fullPageAt: [] });
    await page.goto('/hi/festivals/2021/new-delhi');
    await expect(page.getByRole('row', { name: /गुरु, 4 नव॰ दीवाली \(लक्ष्मी पूजा\)/ })).toBeVisible();
    await screenshots(page, 'festivals-2021-new-delhi-hi', { dir: shotsDir((n) => testInfo.outputPath(n)), fullPageAt: [], ready: devanagariIn });
  });
});

test('with JavaScript on, the way in signs a new reader in and brings them back to the city page', async ({ page, request }) => {
  await page.goto('/panchang/new-york');
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang for New York' })).toBeVisible();
  await page.getByRole('link', { name: 'Your own daily, from your birth chart →' }).first().click();
  await expect(page).toHaveURL(/\/auth\?next=\/panchang\/new-york$/);
  await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeVisible({ timeout: 20_000 });
  const phone = newPhone();
  await sendCode(page, phone);
  await enterCode(page, request, phone);
  await page.getByRole('button', { name: 'Continue Now' }).click();
  await completeProfile(page, {}, { landsOn: /\/panchang\/new-york$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang for New York' })).toBeVisible();
});
