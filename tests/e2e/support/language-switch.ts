import { expect, type Page } from '@playwright/test';

/**
 * Switches the page's language with the navbar's switch; at 390 px it sits in the menu, which is
 * opened first. A tap on the menu button before the app has taken the drawn-ahead page over does
 * nothing yet, so the menu is asked for again until it shows.
 */
export async function switchLanguage(page: Page, language: 'English' | 'हिन्दी') {
  const group = page.getByRole('group', { name: /^(Language|भाषा)$/ }).filter({ visible: true });
  await expect(async () => {
    if ((await group.count()) === 0) await page.getByRole('button', { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
    await expect(group.first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await group.first().getByRole('button', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en-IN' : 'hi-IN');
}
