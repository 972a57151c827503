import type { Locator, Page } from '@playwright/test';
import { deeperText } from '../../src/client/i18n/deeper';
import type { ChartDeeperView } from '../../src/shared/chart-deeper-view';
import { completeProfile, expect, signInNewUser, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';

// The Kundli's Deeper section at 390 px, in English and Hindi: closed (and not fetched) on the
// first load, then each tab with a figure a reader can check. Mumbai, 15 May 1990, 2:30 pm: Simha
// (Leo) lagna, Dhanu (Sagittarius) navamsa lagna, the Yogini dasha from Sankata, the arudha lagna
// in Vrishchika (Scorpio). With SCREENSHOTS=1 each tab is photographed at 390 and 1280 px for
// docs/screenshots/deeper.

const en = deeperText.en;
const hi = deeperText.hi;
const TABS = ['vargas', 'ashtakavarga', 'strengths', 'kp', 'dashas'] as const;

const section = (page: Page) => page.getByRole('region', { name: /^(The chart in depth|कुंडली गहराई से)/ });

/** Nothing on the page sticks out sideways: the wide tables scroll inside their cards. */
async function expectNoPageScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function screenshot(region: Locator, file: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await region.page().evaluate(() => document.fonts.ready);
  // CSS pixels: the tall tables at the phone's device scale would weigh megabytes each.
  await region.screenshot({ path: `docs/screenshots/deeper/${file}`, scale: 'css', style: 'header.sticky { visibility: hidden; }' });
}

async function openTab(page: Page, name: string) {
  const tab = section(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return section(page).getByRole('tabpanel');
}

/** Each tab at 390 px and, for the pictures, at 1280. */
async function everyTab(page: Page, language: 'en' | 'hi', check: (tab: (typeof TABS)[number], panel: Locator) => Promise<void>) {
  const t = language === 'en' ? en : hi;
  for (const name of TABS) {
    const panel = await openTab(page, t.tabs[name]);
    await check(name, panel);
    await expectNoPageScroll(page);
    await screenshot(section(page), `${language}-${name}-390.png`);
    if (process.env.SCREENSHOTS === '1') {
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoPageScroll(page);
      await screenshot(section(page), `${language}-${name}-1280.png`);
      await page.setViewportSize({ width: 390, height: 844 });
    }
  }
}

test('the Kundli’s Deeper tabs show the vargas, Ashtakavarga, strengths, KP and dashas at 390 px, in English and Hindi', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInNewUser(page, request, { continueNow: true });
  await completeProfile(page, { name: 'Asha Verma', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai' }, { pickPlace: true });

  const deeperRequests: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/chart/deeper')) deeperRequests.push(r.url()); });
  await page.goto('/chart');
  const deeper = section(page);
  await expect(deeper).toBeVisible();
  // Closed on arrival: the tables are neither fetched nor drawn until asked for.
  await expect(deeper.getByRole('tablist')).toHaveCount(0);
  expect(deeperRequests).toEqual([]);
  // How these figures compare with Jagannatha Hora: the public page, in the reader's language.
  await expect(deeper.getByRole('link', { name: 'How these numbers compare with Jagannatha Hora' })).toHaveAttribute('href', '/accuracy');

  const data = (await (await page.request.get('/api/chart/deeper')).json()) as ChartDeeperView;
  expect(data.ashtakavarga!.savTotal).toBe(337);
  const sun = data.shadbala!.find((s) => s.graha === 'Sun')!;

  await deeper.getByRole('button', { name: 'Show the tables' }).click();
  await expect(deeper.getByRole('tablist', { name: en.tabsLabel })).toBeVisible();

  await everyTab(page, 'en', async (tab, panel) => {
    if (tab === 'vargas') {
      const table = panel.getByRole('region', { name: en.vargas.title });
      const lagna = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Lagna/ }) });
      // D1 Simha, D9 Dhanu: the 2nd and 7th cells after the row's name.
      await expect(lagna.getByRole('cell').nth(0)).toContainText('Simha');
      await expect(lagna.getByRole('cell').nth(5)).toContainText('Dhanu');
      await expect(panel.getByRole('region', { name: en.vargas.vimshopakaTitle }).getByRole('row')).toHaveCount(8);
      // The table is wider than the phone and scrolls inside its card.
      expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    }
    if (tab === 'ashtakavarga') {
      const sav = panel.getByTestId('sav-row');
      await expect(sav.getByRole('cell').last()).toHaveText('337');
      await expect(panel).toContainText('337 bindus in all');
    }
    if (tab === 'strengths') {
      const surya = panel.getByRole('region', { name: en.strengths.shadbalaTitle }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Surya/ }) });
      await expect(surya).toContainText(sun.rupas.toFixed(2));
      await expect(surya).toContainText('6.50');
      await expect(panel.getByRole('region', { name: en.strengths.bhavaTitle }).getByRole('row')).toHaveCount(13);
    }
    if (tab === 'kp') {
      await expect(panel.getByRole('region', { name: en.kp.cuspsTitle }).getByRole('row')).toHaveCount(13);
      await expect(panel.getByRole('region', { name: en.kp.grahasTitle }).getByRole('row')).toHaveCount(10);
      await expect(panel).toContainText(en.kp.significatorsTitle);
    }
    if (tab === 'dashas') {
      await expect(panel.getByTestId('yogini-periods').getByRole('listitem').first()).toContainText('Sankata · Rahu');
      await expect(panel).toContainText(en.dashas.runningNow);
      await expect(panel.locator('dd').first()).toHaveText('Vrishchika · Scorpio');
      // A Yogini period opens on its sub-periods.
      const first = panel.getByTestId('yogini-periods').locator('details').first();
      await first.locator('summary').click();
      await expect(first.locator('ol li')).toHaveCount(8);
    }
  });

  // In Hindi: the same tables, with no English words left in them.
  await switchLanguage(page, 'हिन्दी');
  await expect(deeper.getByRole('tablist', { name: hi.tabsLabel })).toBeVisible();
  await expect(deeper.getByRole('link', { name: 'ये अंक जगन्नाथ होरा से कितने मिलते हैं' })).toHaveAttribute('href', '/hi/accuracy');
  await everyTab(page, 'hi', async (tab, panel) => {
    if (tab === 'vargas') await expect(panel.getByRole('region', { name: hi.vargas.title }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^लग्न/ }) }).getByRole('cell').nth(5)).toContainText('धनु');
    if (tab === 'ashtakavarga') await expect(panel.getByTestId('sav-row')).toContainText('सर्व');
    if (tab === 'ashtakavarga') await expect(panel.getByTestId('sav-row').getByRole('cell').last()).toHaveText('337');
    if (tab === 'strengths') await expect(panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^सूर्य/ }) }).first()).toContainText(sun.rupas.toFixed(2));
    if (tab === 'kp') await expect(panel).toContainText(hi.kp.significatorsTitle);
    if (tab === 'dashas') await expect(panel.getByTestId('yogini-periods').getByRole('listitem').first()).toContainText('संकटा · राहु');
    expect((await panel.innerText()).match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
  });
});
