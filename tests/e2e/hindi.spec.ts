import type { Page } from '@playwright/test';
import { authText } from '../../src/client/i18n/auth';
import { commonText } from '../../src/client/i18n/common';
import { dashboardText } from '../../src/client/i18n/dashboard';
import { profileText } from '../../src/client/i18n/profile';
import { readingsText } from '../../src/client/i18n/readings';
import { readingTitlesHi } from '../../src/shared/reading-types';
import { expect, latestCode, newPhone, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';
import { pdfText } from '../support/pdf-text';

// A new user whose browser prefers Hindi, at 390 px: signs in, fills the form, gets a Hindi daily
// reading, downloads its PDF (shaped Devanagari, read back as text) and shares it on
// WhatsApp, without meeting English outside the legal pages; then every page switches to English
// and back. The expected words come from the app's own Hindi catalogue.

test.use({ locale: 'hi-IN' });

const hi = {
  auth: authText.hi,
  common: commonText.hi,
  dashboard: dashboardText.hi,
  profile: profileText.hi,
  readings: readingsText.hi,
};

const NAME = 'प्रिया शर्मा';

/**
 * The page's visible words in Latin letters, less the ones a Hindi page shows on purpose: the
 * product's and partners' names, the switch's 'English', the place the user picked, codes and
 * the UTC offset (written so in Hindi too).
 */
async function englishWords(page: Page, alsoAllowed: string[] = []) {
  const text = await page.locator('body').innerText();
  const allowed = ['support@jyotishi.app', 'Jyotishi', 'WhatsApp', 'PDF', 'UPI', 'OTP', 'Razorpay', 'English', 'ALTCHA', 'Varanasi', 'India', 'UTC', ...alsoAllowed];
  let rest = text.replace(/https?:\/\/\S+/g, '');
  // innerText applies text-transform: a small-caps label comes out in capitals.
  for (const word of allowed) rest = rest.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

async function expectHindiPage(page: Page, alsoAllowed: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect(await englishWords(page, alsoAllowed), `English on ${new URL(page.url()).pathname}`).toEqual([]);
}

test('a Hindi reader signs in, gets a Hindi daily reading, its PDF and its WhatsApp message, with no English on the way', async ({ page, request, context }, testInfo) => {
  test.setTimeout(120_000);
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }));
  const phone = newPhone();

  // Sign-in, in Hindi from the first paint: the browser asked for it.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: hi.auth.phone.title })).toBeVisible();
  await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeVisible({ timeout: 20_000 });
  await expectHindiPage(page);

  // The switch on /auth keeps what was typed.
  await page.getByLabel(hi.auth.phone.label).fill(phone.digits);
  await page.getByRole('group', { name: hi.common.language.label }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: authText.en.phone.title })).toBeVisible();
  await expect(page.getByLabel(authText.en.phone.label)).toHaveValue(phone.digits);
  await page.getByRole('group', { name: commonText.en.language.label }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByLabel(hi.auth.phone.label)).toHaveValue(phone.digits);

  // A bad code is refused in Hindi, by the server.
  await page.getByRole('button', { name: hi.auth.phone.send }).click();
  await expect(page.getByRole('heading', { name: hi.auth.otp.title })).toBeVisible();
  await expectHindiPage(page, [phone.digits]);
  const code = await latestCode(request, phone.e164);
  // Six digits send the code themselves.
  await page.getByLabel(hi.auth.otp.label).fill(code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert').filter({ hasText: /[\u0900-\u097F]/ }).first()).toBeVisible();
  await expectHindiPage(page, [phone.digits]);
  await page.getByLabel(hi.auth.otp.label).fill(code);
  await expect(page.getByRole('heading', { name: hi.auth.welcome.title })).toBeVisible();
  await page.getByRole('button', { name: hi.auth.welcome.continue }).click();

  // Birth details: a save with nothing filled in says what is missing, in Hindi.
  await expect(page).toHaveURL(/\/profile\/complete$/);
  await expect(page.getByRole('heading', { name: hi.profile.complete.title })).toBeVisible();
  await page.getByRole('button', { name: hi.profile.complete.submit }).click();
  await expect(page.getByText(/नाम/).first()).toBeVisible();
  await expectHindiPage(page);
  await page.getByLabel(hi.profile.form.name).fill(NAME);
  await page.getByLabel(hi.profile.form.gender).selectOption('female');
  await page.getByLabel(hi.profile.form.birthDate).fill('1992-03-14');
  await page.getByLabel(hi.profile.form.birthTime).fill('07:40');
  await page.getByLabel(hi.profile.place.label).fill('Varanasi');
  await page.getByRole('listbox', { name: hi.profile.place.suggestions }).getByRole('option', { name: /^Varanasi\b/ }).first().click();
  await expect(page.getByText(hi.profile.place.located)).toBeVisible();
  await page.getByRole('button', { name: hi.profile.complete.submit }).click();

  // The dashboard.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^${hi.dashboard.greeting}.*${NAME}`) })).toBeVisible();
  await expectHindiPage(page);

  // A daily reading, written in Hindi.
  await page.getByRole('link', { name: new RegExp(readingTitlesHi.daily) }).first().click();
  await expect(page).toHaveURL(/\/reading\/daily$/);
  await expectHindiPage(page, ['Varanasi']);
  await page.getByRole('button', { name: hi.readings.request.getFree(readingTitlesHi.daily) }).click();
  await expect(page).toHaveURL(/\/reading\/result\//, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: readingTitlesHi.daily })).toBeVisible();
  const readingText = page.locator('main [lang=hi]').filter({ hasText: 'राशि' }).first();
  await expect(readingText).toBeVisible();
  await expect(readingText).toContainText('राहुकाल');
  await expectHindiPage(page);

  // Its PDF: Devanagari shaped into real words that come back out of the file.
  const actions = page.getByRole('complementary', { name: hi.readings.result.actionsLabel });
  const downloadStarted = page.waitForEvent('download');
  await actions.getByRole('button', { name: hi.readings.result.downloadPdf }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^daily-reading-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const pdf = await pdfText(file);
  expect(pdf).toContain(NAME);
  expect(pdf).toContain(readingTitlesHi.daily);
  const firstWords = (await readingText.innerText()).replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
  expect(pdf).toContain(firstWords);

  // Shared on WhatsApp: the message is in Hindi and carries the link.
  const popupOpened = page.waitForEvent('popup');
  await actions.getByRole('button', { name: hi.readings.result.shareWhatsApp }).click();
  const popup = await popupOpened;
  const message = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(message).toContain(hi.common.shareMessage.intro);
  expect(message).toMatch(/\/auth\?ref=wa/);
  await popup.close();

  // Every page switches to English and back, and is Hindi throughout.
  const readingPath = new URL(page.url()).pathname;
  for (const path of ['/', '/readings', '/reading/weekly', readingPath, '/share-unlock', '/premium', '/profile', '/chart']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The profile's language row is headed in both languages, so either reader finds it.
    await expectHindiPage(page, ['Varanasi', 'Language']);
    await switchLanguage(page, 'English');
    await expect(page.getByRole('link', { name: commonText.en.nav.home, exact: true }).or(page.getByRole('button', { name: commonText.en.nav.openMenu }))).toBeVisible();
    await switchLanguage(page, 'हिन्दी');
    await expectHindiPage(page, ['Varanasi', 'Language']);
  }

  // The choice is on the profile, so it follows the user to another device.
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { profile: { language: string } }).profile.language).toBe('hi');
});

test('the legal pages stay in English with a Hindi note saying so', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.locator('[lang=en]').first()).toBeVisible();
  await expect(page.getByText(/अंग्रेज़ी/).first()).toBeVisible();
});
