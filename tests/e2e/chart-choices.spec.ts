import type { Locator, Page } from '@playwright/test';
import { expect, signInCompleteUser, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';

// docs/decisions/046: the chart choices on /profile, applied to the Kundli. Born 1 April 1990 at
// 06:30 in Varanasi: the Lahiri lagna is Pisces 29°25'; Raman's ayanamsa, about 1°27' smaller,
// makes it Aries. With SCREENSHOTS=1 the card is photographed at 390 and 1280 px in English and
// Hindi for docs/screenshots/deeper.

type Me = { profile: { chartChoices: { ayanamsa: string; node: string; chartStyle: string } } };
const me = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as Me).profile;

async function screenshot(page: Page, card: Locator, file: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  for (const width of [390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await card.screenshot({ path: `docs/screenshots/deeper/${file}-${width}.png`, scale: 'css', style: 'header.sticky { visibility: hidden; }' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the chart choices are saved on the profile and the Kundli is cast and drawn with them, in English and Hindi', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInCompleteUser(page, request, { birthDate: '1990-04-01', birthTime: '06:30' });

  await page.goto('/chart');
  await expect(page.getByText('Lahiri ayanamsa', { exact: false })).toBeAttached();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Chart choices' });
  await expect(card.getByRole('radio', { name: /^Lahiri \(Chitrapaksha\)/ })).toBeChecked();
  await expect(card.getByRole('radio', { name: /^Mean node/ })).toBeChecked();
  await expect(card.getByRole('radio', { name: /^North Indian/ })).toBeChecked();
  await expect(card.getByText('B.V. Raman’s value, about 1.5° less than Lahiri; used by readers of his books.')).toBeVisible();

  await card.getByRole('radio', { name: /^Raman/ }).check();
  await expect(card.getByRole('status')).toHaveText('Saved. Your chart, readings and matches now use these choices.');
  await card.getByRole('radio', { name: /^South Indian/ }).check();
  await expect.poll(async () => (await me(page)).chartChoices).toEqual({ ayanamsa: 'raman', node: 'mean', chartStyle: 'south' });
  await screenshot(page, card, 'profile-choices-en');

  await page.goto('/chart');
  await expect(page.getByText('Raman ayanamsa', { exact: false })).toBeAttached();
  // The South Indian drawing is the one shown, and the lagna is Aries under Raman.
  await expect(page.getByRole('group', { name: /chart style/i }).getByRole('button', { name: 'South Indian' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Lagna .*(Mesha|Aries)/).first()).toBeAttached();

  await page.goto('/profile');
  await switchLanguage(page, 'हिन्दी');
  const hiCard = page.getByRole('region', { name: 'कुंडली के विकल्प' });
  await expect(hiCard.getByRole('radio', { name: /^रमन/ })).toBeChecked();
  await expect(hiCard.getByRole('radio', { name: /^दक्षिण भारतीय/ })).toBeChecked();
  await screenshot(page, hiCard, 'profile-choices-hi');
});
