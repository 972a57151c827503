import type { Page } from '@playwright/test';
import { authText } from '../../src/client/i18n/auth';
import { commonText } from '../../src/client/i18n/common';
import { dashboardText } from '../../src/client/i18n/dashboard';
import { matchText } from '../../src/client/i18n/match';
import { profileText } from '../../src/client/i18n/profile';
import { readingsText } from '../../src/client/i18n/readings';
import { panchangWordsTa } from '../../src/shared/panchang-words-ta';
import { panchangWordsTe } from '../../src/shared/panchang-words-te';
import { readingTitlesTa, readingTitlesTe } from '../../src/shared/reading-types';
import { earnShareCredit, expect, latestCode, newPhone, test } from './support/fixtures';
import { screenshots } from './support/screenshots';
import { pdfText } from '../support/pdf-text';

// A Tamil and a Telugu reader at 390 px, each from a browser that asks for their language: signs
// in, fills the birth details, gets a daily reading written in their language (with the day's
// Nalla Neram) and its PDF (shaped script that reads back as text), matches two charts by the ten
// poruthams (the South Indian way is their default) and opens the panchang with Nalla Neram and the
// Gowri periods first; no English on the way. The expected words come from the app's catalogues.

const READERS = [
  { language: 'ta', locale: 'ta-IN', name: 'மீனா சுந்தரம்', city: 'Chennai', titles: readingTitlesTa, script: /[\u0B80-\u0BFF]/, panchang: panchangWordsTa, rasi: 'ராசி', partner: 'கார்த்திக் ராஜா' },
  { language: 'te', locale: 'te-IN', name: 'లక్ష్మి రెడ్డి', city: 'Hyderabad', titles: readingTitlesTe, script: /[\u0C00-\u0C7F]/, panchang: panchangWordsTe, rasi: 'రాశి', partner: 'శ్రీనివాస్ రావు' },
] as const;

/** Latin words on the page, less those a Tamil or Telugu page shows on purpose. */
async function englishWords(page: Page, alsoAllowed: string[] = []) {
  const text = await page.locator('body').innerText();
  const allowed = ['support@jyotishi.app', 'Jyotishi', 'WhatsApp', 'PDF', 'UPI', 'OTP', 'Razorpay', 'English', 'ALTCHA', 'India', 'UTC', 'Tamil Nadu', 'Telangana', ...alsoAllowed];
  let rest = text.replace(/https?:\/\/\S+/g, '');
  for (const word of allowed) rest = rest.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

for (const reader of READERS) {
  const t = {
    auth: authText[reader.language],
    common: commonText[reader.language],
    dashboard: dashboardText[reader.language],
    profile: profileText[reader.language],
    readings: readingsText[reader.language],
    match: matchText[reader.language],
  };
  /** Types the city into the birth place field and picks it from the suggestions, in the reader's language. */
  const pickCity = async (page: Page) => {
    await page.getByLabel(t.profile.place.label, { exact: true }).fill(reader.city);
    await page.getByRole('listbox', { name: t.profile.place.suggestions }).getByRole('option', { name: new RegExp(`^${reader.city}\\b`) }).first().click();
  };
  const expectNative = async (page: Page, alsoAllowed: string[] = []) => {
    await expect(page.locator('html')).toHaveAttribute('lang', reader.locale);
    expect(await englishWords(page, [reader.city, ...alsoAllowed]), `English on ${new URL(page.url()).pathname}`).toEqual([]);
  };

  test.describe(`a ${reader.language} reader`, () => {
    test.use({ locale: reader.locale });

    test(`signs in, gets a daily reading and its PDF, matches by the ten poruthams and reads the panchang, all in ${reader.language}`, async ({ page, request }, testInfo) => {
      test.setTimeout(150_000);
      const shots = `docs/screenshots/${reader.language}`;
      const phone = newPhone();

      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: t.auth.phone.title })).toBeVisible();
      await expect(page.locator('[data-testid=captcha-status][data-state=ready]')).toBeVisible({ timeout: 20_000 });
      await expectNative(page);
      if (process.env.SCREENSHOTS) await screenshots(page, 'auth', shots);
      await page.getByLabel(t.auth.phone.label).fill(phone.digits);
      await page.getByRole('button', { name: t.auth.phone.send }).click();
      await expect(page.getByRole('heading', { name: t.auth.otp.title })).toBeVisible();
      await expectNative(page, [phone.digits]);
      await page.getByLabel(t.auth.otp.label).fill(await latestCode(request, phone.e164));
      await expect(page.getByRole('heading', { name: t.auth.welcome.title })).toBeVisible();
      await page.getByRole('button', { name: t.auth.welcome.continue }).click();

      // Birth details: an empty save says what is missing, in the reader's language.
      await expect(page).toHaveURL(/\/profile\/complete$/);
      await page.getByRole('button', { name: t.profile.complete.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: reader.script }).first()).toBeVisible();
      await expectNative(page);
      await page.getByLabel(t.profile.form.name, { exact: true }).fill(reader.name);
      await page.getByLabel(t.profile.form.gender, { exact: true }).selectOption('female');
      await page.getByLabel(t.profile.form.birthDate, { exact: true }).fill('1991-07-22');
      await page.getByLabel(t.profile.form.birthTime, { exact: true }).fill('05:50');
      await pickCity(page);
      await expect(page.getByText(t.profile.place.located)).toBeVisible();
      await page.getByRole('button', { name: t.profile.complete.submit }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: new RegExp(`${t.dashboard.greeting}.*${reader.name}`) })).toBeVisible();
      await expectNative(page);
      if (process.env.SCREENSHOTS) await screenshots(page, 'dashboard', shots);

      // The South Indian chart style is theirs by default.
      const me = (await (await page.request.get('/api/me')).json()) as { profile: { language: string; chartChoices: { chartStyle: string } } };
      expect([me.profile.language, me.profile.chartChoices.chartStyle]).toEqual([reader.language, 'south']);

      // A daily reading, written in their language, naming the day's Nalla Neram.
      await page.getByRole('link', { name: new RegExp(reader.titles.daily) }).first().click();
      await expect(page).toHaveURL(/\/reading\/daily$/);
      await page.getByRole('button', { name: t.readings.request.getFree(reader.titles.daily) }).click();
      await expect(page).toHaveURL(/\/reading\/result\//, { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1, name: reader.titles.daily })).toBeVisible();
      const readingText = page.locator(`main [lang=${reader.language}]`).filter({ hasText: reader.rasi }).first();
      await expect(readingText).toBeVisible();
      await expect(readingText).toContainText(reader.panchang.south.nallaNeram);
      await expectNative(page);
      if (process.env.SCREENSHOTS) await screenshots(page, 'reading', shots);

      const actions = page.getByRole('complementary', { name: t.readings.result.actionsLabel });
      const downloadStarted = page.waitForEvent('download');
      await actions.getByRole('button', { name: t.readings.result.downloadPdf }).click();
      const download = await downloadStarted;
      const file = testInfo.outputPath(download.suggestedFilename());
      await download.saveAs(file);
      const pdf = await pdfText(file);
      expect(pdf).toContain(reader.name);
      expect(pdf).toContain(reader.titles.daily);
      const firstWords = (await readingText.innerText()).replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');
      expect(pdf).toContain(firstWords);

      // Kundli Milan, paid with a credit earned by sharing: the ten poruthams are the default, beside the gunas.
      await earnShareCredit(page);
      await page.goto('/match');
      await expect(page.getByRole('radio', { name: t.match.picker.system.south.label })).toBeChecked();
      const second = page.getByRole('region', { name: t.match.picker.sides.b });
      await second.getByLabel(t.profile.form.name, { exact: true }).fill(reader.partner);
      await second.getByLabel(t.profile.form.gender, { exact: true }).selectOption('male');
      await second.getByLabel(t.profile.form.birthDate, { exact: true }).fill('1989-11-03');
      await second.getByLabel(t.profile.form.birthTime, { exact: true }).fill('21:15');
      await pickCity(page);
      await expectNative(page);
      await page.getByRole('button', { name: t.match.picker.submit }).click();
      await expect(page).toHaveURL(/\/match\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('porutham')).toHaveCount(10);
      await expect(page.getByTestId('porutham-count')).toContainText(reader.script);
      await expectNative(page);
      if (process.env.SCREENSHOTS) await screenshots(page, 'match', shots);

      // The panchang: Nalla Neram and the Gowri periods, in their language.
      await page.goto('/panchang');
      // Named by its heading and note; the titles hold no pattern characters.
      const south = page.getByRole('region', { name: new RegExp(`^${reader.panchang.south.title}`) });
      await expect(south.getByTestId('nalla-neram')).toBeVisible();
      // The day's and the night's eight periods (and the night before, while it is still running).
      await expect(south.locator('tbody tr').nth(15)).toBeVisible();
      await expectNative(page);
      if (process.env.SCREENSHOTS) await screenshots(page, 'panchang', shots);
    });
  });
}
