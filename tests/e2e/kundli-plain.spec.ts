import type { Locator, Page } from '@playwright/test';
import type { ChartView } from '../../src/shared/chart-view';
import { completeProfile, expect, expectNoSidewaysScroll, signInNewUser, test } from './support/fixtures';

// The kundli in plain words, at phone width. Delhi, 23 October 1991, 6:00 am: Kanya (Virgo) lagna,
// the Moon in Meena (Pisces) and in its own mahadasha, Saturn at home in Makara (Capricorn) in the 5th house, and
// Sade Sati running until April 2030.

const meera = { name: 'Meera Iyer', gender: 'female', birthDate: '1991-10-23', birthTime: '06:00', birthPlace: 'Delhi' } as const;

/** Words that frighten rather than explain; none may describe Sade Sati, in either language. */
const ALARMING = {
  en: ['danger', 'doom', 'malefic', 'bad luck', 'curse', 'disaster', 'misfortune', 'suffer', 'fear', 'punish', 'sentence', 'evil'],
  hi: ['ख़तरा', 'खतरा', 'अशुभ', 'दुर्भाग्य', 'सज़ा', 'सजा', 'श्राप', 'विनाश', 'संकट', 'डर', 'पीड़ा', 'कष्ट'],
};

/** '2030-04-17' → '17 April 2030' / '17 अप्रैल 2030', as the plain sentences write dates. */
const longDate = (ymd: string, locale: 'en-IN' | 'hi-IN') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));

async function meerasChart(page: Page, request: Parameters<typeof signInNewUser>[1]) {
  await signInNewUser(page, request, { continueNow: true });
  await completeProfile(page, meera, { pickPlace: true });
  return (await (await page.request.get('/api/chart')).json()) as ChartView;
}

async function toHindi(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('group', { name: 'Language' }).filter({ visible: true }).first().getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

const summary = (page: Page) => page.getByRole('region', { name: /^(What your chart says|आपकी कुंडली क्या कहती है)/ });

function expectCalm(text: string, language: 'en' | 'hi') {
  const lower = text.toLowerCase();
  expect(ALARMING[language].filter((word) => lower.includes(word))).toEqual([]);
}

test('the navbar opens the Kundli, which leads with four plain sentences and keeps the technical details folded away', async ({ page, request }) => {
  const chart = await meerasChart(page, request);
  await page.goto('/');

  // At phone width the links sit behind the menu button; Kundli is one of them and fits.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const kundli = page.getByRole('navigation', { name: 'Main' }).locator('..').getByRole('link', { name: 'Kundli', exact: true });
  await expect(kundli).toBeVisible();
  await kundli.click();
  await expect(page).toHaveURL(/\/chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Kundli' })).toBeVisible();

  // 'What your chart says' is the page's first section, four sentences a newcomer can read.
  const says = summary(page);
  await expect(says).toBeVisible();
  await expect(page.locator('main section').first()).toHaveAttribute('aria-labelledby', (await says.getAttribute('aria-labelledby'))!);
  const sentences = says.getByRole('listitem');
  await expect(sentences).toHaveCount(4);
  await expect(sentences.nth(0)).toContainText('You were born with Kanya (Virgo) rising — your lagna');
  await expect(sentences.nth(1)).toContainText('Your Moon was in Meena (Pisces) — your Moon sign (rashi), which shapes your feelings and moods.');
  await expect(sentences.nth(2)).toContainText(`Your birth star (nakshatra) is ${chart.bodies.find((b) => b.name === 'Moon')!.nakshatraName.sanskrit}`);
  const maha = chart.dasha.running!.mahadasha;
  expect(maha.lord).toBe('Moon');
  await expect(sentences.nth(3)).toHaveText(`You are in the Moon’s period (Chandra mahadasha) until ${longDate(maha.end, 'en-IN')} — a time of home, your mother and your feelings.`);

  // The ayanamsa and node are for the expert: inside a Details section that starts closed.
  const ayanamsa = page.getByText(/^Lahiri ayanamsa 23°/);
  await expect(ayanamsa).toBeHidden();
  const details = page.locator('details').filter({ has: page.getByText('Details', { exact: true }) });
  await expect(details).not.toHaveAttribute('open');
  await details.getByText('Details', { exact: true }).click();
  await expect(ayanamsa).toBeVisible();
  await expect(details).toContainText('Mean node for Rahu and Ketu');
  await expectNoSidewaysScroll(page);
});

test('tapping Saturn in the chart or in the planets table explains its placement in plain words; Escape closes it', async ({ page, request }) => {
  await meerasChart(page, request);
  await page.goto('/chart');
  const explanation = /Shani \(Saturn\) in Makara \(Capricorn\), your 5th house — children, learning and creativity\. In its own sign, so strong\./;

  for (const style of ['North Indian', 'South Indian']) {
    await page.getByRole('group', { name: 'Chart style' }).getByRole('button', { name: style }).click();
    const saturn = page.getByRole('group', { name: /^Tap a graha/ }).getByRole('button', { name: /^Shani/ });
    await saturn.click();
    const dialog = page.getByRole('dialog', { name: /^Shani/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(explanation);
    await expectInside(dialog, page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(saturn).toBeFocused();
  }

  // From the keyboard too: the table's graha names are buttons.
  const table = page.getByRole('region', { name: /^Grahas/ });
  const saturnRow = table.getByRole('button', { name: /^Shani/ }).locator('visible=true');
  await saturnRow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Shani/ });
  await expect(dialog).toContainText(explanation);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(saturnRow).toBeFocused();
});

/** The explanation fits the phone's screen. */
async function expectInside(dialog: Locator, page: Page) {
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('Sade Sati is told calmly, with its dates, in English and Hindi', async ({ page, request }) => {
  const chart = await meerasChart(page, request);
  await page.goto('/chart');
  const spell = chart.doshas.sadeSati.spell!;

  const calm = summary(page).getByText(/^Saturn is passing/);
  await expect(calm).toHaveText(
    `Saturn is passing over your Moon sign and the signs beside it from ${longDate(spell.start, 'en-IN')} to ${longDate(spell.end, 'en-IN')} (Sade Sati). It is a slow period that asks for patience and steady work; many people do well in it.`,
  );
  const card = page.getByRole('article', { name: /^Sade Sati/ });
  await expect(card).toContainText(`from ${longDate(spell.start, 'en-IN')} to ${longDate(spell.end, 'en-IN')}`);
  expectCalm(await card.innerText(), 'en');
  expectCalm(await calm.innerText(), 'en');

  await toHindi(page);
  const says = summary(page);
  await expect(says.getByRole('listitem').nth(0)).toContainText('आपका लग्न कन्या है');
  await expect(says.getByRole('listitem').nth(1)).toContainText('आपकी चंद्र राशि मीन है');
  const calmHi = says.getByText(/^शनि /);
  await expect(calmHi).toContainText(`${longDate(spell.start, 'hi-IN')} से ${longDate(spell.end, 'hi-IN')} तक`);
  const cardHi = page.getByRole('article', { name: /^साढ़ेसाती/ });
  await expect(cardHi).toContainText(`${longDate(spell.start, 'hi-IN')} से ${longDate(spell.end, 'hi-IN')} तक`);
  expectCalm(await cardHi.innerText(), 'hi');
  expectCalm(await calmHi.innerText(), 'hi');
});
