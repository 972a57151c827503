import type { Page } from '@playwright/test';
import { findMuhurtas } from '../../src/astro/muhurta';
import { expect, expectNoSidewaysScroll, pickPlace, signInCompleteUser, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';
import { screenshots } from './support/screenshots';

// /muhurta at 390 px, in English and in Hindi: a signed-in reader opens the finder from the
// navigation, asks for wedding muhurtas in February 2026 at New Delhi, finds the engine's windows
// for that city listed by day in its local time, opens "Why" on the first, shares it on WhatsApp
// and downloads the month's PDF; then a friend opens the shared public list without signing in.

const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (day: string) => `${Number(day.slice(8))} ${LONG_MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

test('/muhurta finds the wedding windows of a month at a city and says why, in English and Hindi', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInCompleteUser(page, request, { birthPlace: 'Varanasi' });

  // The dashboard's panchang card leads here too.
  await expect(page.getByRole('region', { name: "Today's panchang" }).getByRole('link', { name: 'Find a muhurta' })).toHaveAttribute('href', '/muhurta');

  // The months offered run from the reader's own month: January 2026 here.
  await page.clock.setFixedTime(new Date('2026-01-20T10:00:00+05:30'));
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Muhurta', exact: true }).click();
  await expect(page).toHaveURL(/\/muhurta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Muhurta' })).toBeVisible();
  // At first: where the reader lives (the birth place, here).
  await expect(page.getByText(/^at Varanasi, India \(your birth place\)/)).toBeVisible();

  await page.getByLabel('Muhurta for').selectOption({ label: 'Buying a vehicle' });
  await page.getByLabel('Muhurta for').selectOption({ label: 'Wedding (vivah)' });
  await page.getByLabel('From').selectOption({ label: 'February 2026' });
  await page.getByLabel('For', { exact: true }).selectOption({ label: '1 month' });
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await city.fill('New Delhi');
  await page.getByRole('listbox', { name: 'City suggestions' }).getByRole('option', { name: /^New Delhi\b/ }).first().click();
  await expect(page).toHaveURL(/purpose=vivah/);
  await expect(page).toHaveURL(/from=2026-02/);
  await expect(page).toHaveURL(/lat=28\.\d+&lon=77\.\d+/);

  // The engine's windows for the coordinates the page picked.
  const url = new URL(page.url());
  const place = { latitude: Number(url.searchParams.get('lat')), longitude: Number(url.searchParams.get('lon')), timezone: 'Asia/Kolkata' };
  const { windows } = findMuhurtas('vivah', place, '2026-02-01', '2026-02-28');
  const days = new Set(windows.map((w) => w.day));
  await expect(page.getByText(`${windows.length} windows on ${days.size} days`)).toBeVisible();
  await expect(page.getByText(/^at New Delhi, India · local time \(UTC\+05:30\)$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'February 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(days.size);
  // Holashtak closes the end of the month.
  await expect(page.getByText(/^Holashtak: 24 Feb – \d Mar 2026$/)).toBeVisible();
  // Venus rose on 1 February, after setting before the range began.
  await expect(page.getByText('Shukra asta (Venus combust): until 1 Feb 2026')).toBeVisible();

  const first = windows[0]!;
  const day = page.getByRole('article', { name: new RegExp(`^${longDate(first.day)}`) });
  await expect(day).toBeVisible();
  await day.locator('summary', { hasText: 'Why' }).first().click();
  await expect(day.getByRole('heading', { name: 'Why this window' }).first()).toBeVisible();
  await expect(day).toContainText(`is a tithi allowed for a wedding`);
  await expect(day).toContainText(`${first.nakshatra.name} is one of the nakshatras for a wedding`);
  await expect(day).toContainText('with the 8th house empty and no malefic in the 7th');
  // The personal filter is offered with its price before anything is spent.
  await page.getByRole('button', { name: 'Choose the people' }).click();
  await expect(page.getByTestId('muhurta-cost')).toHaveText('Uses your free reading.');
  await expectNoSidewaysScroll(page);

  // Shared on WhatsApp: the window with its city, and the public list of the year there.
  const share = day.getByRole('link', { name: new RegExp(`^Send the window of ${longDate(first.day)}, .* on WhatsApp$`) }).first();
  const shared = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
  expect(shared).toMatch(new RegExp(`^Wedding \\(vivah\\) muhurta: ${longDate(first.day)}, .+ at New Delhi, India \\((Best|Good|Acceptable)\\)\\.`));
  expect(shared).toContain('/muhurta/vivah/2026/new-delhi');
  // The month as a PDF.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF of February 2026' }).click();
  expect((await download).suggestedFilename()).toBe('muhurta-vivah-2026-02-01.pdf');

  const openWhy = async (shot: Page) => {
    await shot.getByRole('article').first().locator('summary').first().click();
  };
  await screenshots(page, 'muhurta', { dir: 'docs/screenshots/muhurta', ready: openWhy });

  // In Hindi: the same windows, worded natively.
  await switchLanguage(page, 'हिन्दी');
  await expect(page.getByRole('heading', { level: 1, name: 'मुहूर्त' })).toBeVisible();
  await expect(page.getByText(`${days.size} दिनों में ${windows.length} मुहूर्त`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'फ़रवरी 2026' })).toBeVisible();
  // The next day's (the first day's fold is still open from above).
  const hiDay = page.getByRole('article').nth(1);
  await hiDay.locator('summary', { hasText: 'क्यों' }).first().click();
  await expect(hiDay.getByRole('heading', { name: 'यह मुहूर्त क्यों' }).first()).toBeVisible();
  await expect(hiDay).toContainText('तिथि विवाह के लिए मान्य है');
  await expect(hiDay).toContainText('आठवाँ भाव ख़ाली है');
  const hiShared = new URL((await hiDay.getByRole('link', { name: /WhatsApp पर भेजें$/ }).first().getAttribute('href'))!).searchParams.get('text')!;
  expect(hiShared).toMatch(/^विवाह का शुभ मुहूर्त: /);
  expect(hiShared).toContain('/hi/muhurta/vivah/2026/new-delhi');
  const hiDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: /^फ़?रवरी 2026 की PDF$/ }).click();
  expect((await hiDownload).suggestedFilename()).toBe('muhurta-vivah-2026-02-01.pdf');
  await expectNoSidewaysScroll(page);
  await screenshots(page, 'muhurta-hi', { dir: 'docs/screenshots/muhurta', ready: openWhy });
});

test('a personal wedding muhurta for two people spends the free reading once and reopens for nothing, in English and Hindi', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Asha, whose saved gender puts her in the bride's place (her Moon in Dhanu: Jupiter in Mithuna is her 7th).
  await signInCompleteUser(page, request, { name: 'Asha Verma', gender: 'female', birthDate: '1990-04-17', birthPlace: 'Varanasi' });
  // A search sent on or bookmarked keeps its months, whatever today is.
  await page.goto('/muhurta?purpose=vivah&from=2026-02&months=3&lat=28.6139&lon=77.2090&place=New%20Delhi%2C%20India');
  await expect(page.getByRole('heading', { level: 2, name: 'Only the windows good for your people' })).toBeVisible();
  await expect(page.getByText('For a wedding, both must be good: choose the bride and the groom. Jupiter is read for the bride (Guru bala) and the Sun for the groom (Surya bala).')).toBeVisible();
  await page.getByRole('button', { name: 'Choose the people' }).click();
  const bride = page.getByRole('region', { name: 'Bride' });
  const groom = page.getByRole('region', { name: 'Groom' });
  await expect(bride.getByRole('button', { name: 'Me', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(groom.getByRole('button', { name: 'Someone new' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('muhurta-cost')).toHaveText('Uses your free reading.');

  // The groom typed in once, not kept among the family.
  await page.getByRole('button', { name: 'Find our windows' }).click();
  await expect(groom.getByText('Name is required')).toBeVisible();
  await groom.getByLabel('Full name').fill('Ravi Kumar');
  await groom.getByLabel('Date of birth').fill('1988-11-02');
  await groom.getByLabel('Time of birth').fill('10:15');
  await pickPlace(page, 'New Del', 'New Delhi');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Find our windows' }).click();

  await expect(page).toHaveURL(/[?&]result=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('result')!;
  const saved = (await (await page.request.get(`/api/muhurta/personal/${id}`)).json()) as { result: { windows: Array<{ day: string }>; people: Array<{ name: string }> } };
  const names = saved.result.people.map((p) => p.name);
  expect(names[1]).toBe('Ravi Kumar');
  expect(names).toEqual(['Asha Verma', 'Ravi Kumar']);
  await expect(page.getByText('Narrowed to the windows good for Asha Verma, the bride, and Ravi Kumar, the groom: tara bala and chandra bala hold for both, Guru bala for the bride and Surya bala for the groom.')).toBeVisible();
  const days = new Set(saved.result.windows.map((w) => w.day));
  expect(days.size).toBeGreaterThan(0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  await expect(page.getByText(`${plural(saved.result.windows.length, 'window')} on ${plural(days.size, 'day')}`)).toBeVisible();
  const first = page.getByRole('article').first();
  await first.locator('summary', { hasText: 'Why' }).first().click();
  await expect(first).toContainText(new RegExp(`Tara bala good for ${names[0]} \\(.+\\) and Ravi Kumar \\(.+\\)`));
  await expect(first).toContainText('Chandra bala good for');
  await expect(first).toContainText('Guru bala good for Asha Verma, the bride: Jupiter in the 7th from her Moon sign');
  await expect(first).toContainText(/Surya bala (good )?for Ravi Kumar, the groom/);
  // Shared and downloaded as any result is.
  const shared = new URL((await first.getByRole('link', { name: /on WhatsApp$/ }).first().getAttribute('href'))!).searchParams.get('text')!;
  expect(shared).toMatch(/^Wedding \(vivah\) muhurta: .+ at New Delhi, India/);
  const month = [...days][0]!.slice(0, 7);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `PDF of ${LONG_MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}` }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^muhurta-vivah-${month}-\\d\\d\\.pdf$`));
  await expectNoSidewaysScroll(page);
  await screenshots(page, 'muhurta-personal', { dir: 'docs/screenshots/muhurta', ready: async (shot) => shot.getByRole('article').first().locator('summary').first().click() });

  // Spent once: the free reading is gone, and the same search again opens the saved result.
  await page.getByRole('button', { name: 'Back to all windows' }).click();
  await page.getByRole('button', { name: 'Choose the people' }).click();
  await expect(page.getByTestId('muhurta-cost')).toHaveText('This needs a reading: your free one, a share credit or Premium.');
  const list = page.getByRole('region', { name: 'Your saved personal muhurtas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`Wedding (vivah) for ${names.join(', ')}: ${plural(saved.result.windows.length, 'window')}`);
  await list.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`result=${id}`));
  await page.getByRole('button', { name: 'Back to all windows' }).click();
  await page.getByRole('button', { name: 'Choose the people' }).click();
  await groom.getByLabel('Full name').fill('Ravi Kumar');
  await groom.getByLabel('Date of birth').fill('1988-11-02');
  await groom.getByLabel('Time of birth').fill('10:15');
  await pickPlace(page, 'New Del', 'New Delhi');
  await page.getByRole('button', { name: 'Find our windows' }).click();
  await expect(page).toHaveURL(new RegExp(`result=${id}`));
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { hasUsedFreeReading: boolean; sharesAvailable: number } };
  expect(me.profile).toMatchObject({ hasUsedFreeReading: true, sharesAvailable: 0 });

  // In Hindi, the people named in native sentences.
  await switchLanguage(page, 'हिन्दी');
  await expect(page.getByText('सूची में सिर्फ़ वे मुहूर्त हैं जो वधू Asha Verma और वर Ravi Kumar के अनुकूल हैं: दोनों का तारा बल और चंद्र बल ठीक है, वधू का गुरु बल और वर का सूर्य बल भी।')).toBeVisible();
  const hiFirst = page.getByRole('article').first();
  await hiFirst.locator('summary', { hasText: 'क्यों' }).first().click();
  await expect(hiFirst).toContainText('के लिए तारा बल शुभ है');
  await expect(hiFirst).toContainText('के लिए चंद्र बल शुभ है');
  await expect(hiFirst).toContainText('Asha Verma (वधू) के लिए गुरु बल शुभ है: गुरु उनकी जन्म राशि से सातवें भाव में है');
  await expect(hiFirst).toContainText('Ravi Kumar (वर) के लिए सूर्य बल');
  const hiDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: / की PDF$/ }).first().click();
  expect((await hiDownload).suggestedFilename()).toMatch(/^muhurta-vivah-\d{4}-\d\d-\d\d\.pdf$/);
  await expectNoSidewaysScroll(page);
  await screenshots(page, 'muhurta-personal-hi', { dir: 'docs/screenshots/muhurta', ready: async (shot) => shot.getByRole('article').first().locator('summary').first().click() });
});

test('the public yearly list opens without sign-in, from a shared link, in English and Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/muhurta/vivah/2026/new-delhi');
  await expect(page.getByRole('heading', { level: 1, name: 'Wedding (vivah): muhurtas of 2026 in New Delhi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'February 2026' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('is a tithi allowed for a wedding');
  await expectNoSidewaysScroll(page);
  await screenshots(page, 'muhurta-public', { dir: 'docs/screenshots/muhurta', fullPageAt: [] });
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/muhurta\/vivah\/2026\/new-delhi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'विवाह: नई दिल्ली में 2026 के मुहूर्त' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('विवाह के लिए मान्य है');
  await expectNoSidewaysScroll(page);
  await screenshots(page, 'muhurta-public-hi', { dir: 'docs/screenshots/muhurta', fullPageAt: [] });
});
