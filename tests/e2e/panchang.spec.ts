import { almanacFor } from '../../src/astro/almanac';
import { almanacView } from '../../src/astro/almanac-view';
import { expect, expectNoSidewaysScroll, signInCompleteUser, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';
import { screenshots } from './support/screenshots';

// /panchang at 390 px: a signed-in user sees today's panchang card on the dashboard, opens the page
// from the navigation, moves to another date and another city (picked from the same suggestions as
// the birth place), and sees that day's sunrise and Rahu kaal as the engine computes them for that
// city, in the city's local time.

/** '2025-10-21T06:01:00+05:30' → ['6:01', 'am'], read from the string as the page reads it. */
function clock(iso: string): [string, string] {
  const [, h, m] = /T(\d{2}):(\d{2})/.exec(iso)!;
  const hours = Number(h);
  return [`${hours % 12 === 0 ? 12 : hours % 12}:${m}`, hours < 12 ? 'am' : 'pm'];
}

test('/panchang shows the day chosen at the city chosen, with its sunrise and Rahu kaal', async ({ page, request }) => {
  await signInCompleteUser(page, request, { birthPlace: 'Varanasi' });

  // The dashboard's card: today at the birth place, at a glance.
  const card = page.getByRole('region', { name: "Today's panchang" });
  await expect(card).toContainText('at Varanasi, India');
  for (const term of ['Tithi', 'Nakshatra', 'Sunrise', 'Sunset', 'Rahu kaal', 'Nalla Neram', 'Gowri now']) await expect(card).toContainText(term);
  await expect(card.getByRole('link', { name: 'Full panchang' })).toHaveAttribute('href', '/panchang');

  // From the navigation bar, behind the menu button at 390 px.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Panchang', exact: true }).click();
  await expect(page).toHaveURL(/\/panchang$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panchang' })).toBeVisible();
  // Today, at the birth place.
  await expect(page.getByText(/\(your birth place\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: 'Today' })).toBeVisible();

  // Another date: typed into the date field, then one day on with the arrow.
  await page.getByLabel('Date').fill('2025-10-20');
  await expect(page).toHaveURL(/date=2025-10-20/);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/date=2025-10-21/);
  await expect(page.getByRole('heading', { level: 2, name: /21 October 2025/ })).toBeVisible();

  // Another city, from the suggestions.
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('Chennai');
  await page.getByRole('listbox', { name: 'City suggestions' }).getByRole('option', { name: /^Chennai\b/ }).first().click();
  await expect(page).toHaveURL(/lat=13\.\d+&lon=80\.\d+/);
  await expect(city).toHaveValue(/^Chennai, India$/);
  await expect(page.getByText(/^at Chennai, India · Local time \(UTC\+05:30\)$/)).toBeVisible();

  // The engine's own values for the coordinates the page picked.
  const url = new URL(page.url());
  const place = { latitude: Number(url.searchParams.get('lat')), longitude: Number(url.searchParams.get('lon')), timezone: 'Asia/Kolkata' };
  const day = almanacView(almanacFor('2025-10-21', place), place.timezone);

  const sun = page.getByRole('region', { name: 'Sun and Moon' });
  const [sunrise, sunriseMeridiem] = clock(day.sunrise!);
  await expect(sun.getByText('Sunrise', { exact: true }).locator('..')).toContainText(`${sunrise} ${sunriseMeridiem}`);

  const [rahuStart, rahuStartMeridiem] = clock(day.rahuKaal!.start);
  const [rahuEnd, rahuEndMeridiem] = clock(day.rahuKaal!.end);
  const rahu = rahuStartMeridiem === rahuEndMeridiem ? `${rahuStart}–${rahuEnd} ${rahuEndMeridiem}` : `${rahuStart} ${rahuStartMeridiem}–${rahuEnd} ${rahuEndMeridiem}`;
  await expect(page.getByTestId('hour-rahu')).toHaveText(rahu);

  // The five limbs and the sixteen choghadiya of that day.
  const limbs = page.getByRole('region', { name: 'The five limbs' });
  await expect(limbs).toContainText(day.vara.name);
  await expect(limbs).toContainText(day.nakshatra.name);
  const choghadiya = page.getByRole('region', { name: /^Choghadiya/ });
  await expect(choghadiya.getByRole('table')).toHaveCount(2);
  await expect(choghadiya.locator('tbody tr')).toHaveCount(16);
  await expect(choghadiya.locator('tbody tr').first()).toContainText(day.choghadiya!.day[0]!.name);

  // The South Indian day: the Tamil date and Telugu month, Nalla Neram, and the sixteen Gowri periods.
  const south = page.getByRole('region', { name: /^Nalla Neram and Gowri Panchangam/ });
  await expect(south).toContainText(`${day.tamil.month.name} ${day.tamil.day} · ${day.tamil.year.name} year`);
  await expect(south).toContainText(`${day.telugu.month.name} · ${day.telugu.year.name} year`);
  const [goodStart, goodStartMeridiem] = clock(day.nallaNeram!.day[0]!.start);
  await expect(south.getByTestId('nalla-neram')).toContainText(goodStart);
  expect(goodStartMeridiem).toBe('am');
  await expect(south.getByRole('table')).toHaveCount(2);
  await expect(south.locator('tbody tr')).toHaveCount(16);
  await expect(south.locator('tbody tr').first()).toContainText(day.gowri!.day[0]!.name);
  await expect(south.locator('tbody tr').first()).toContainText(day.gowri!.day[0]!.quality === 'good' ? 'Good' : 'Bad');

  // The address keeps the choice: a reload shows the same day and city.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /21 October 2025/ })).toBeVisible();
  await expect(page.getByTestId('hour-rahu')).toHaveText(rahu);
});

test('between midnight and sunrise /panchang marks the choghadiya running now, from the night of the day before', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  const place = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
  const dayBefore = almanacView(almanacFor('2026-03-09', place), place.timezone);
  const day = almanacView(almanacFor('2026-03-10', place), place.timezone);
  const address = `/panchang?date=2026-03-10&lat=${place.latitude}&lon=${place.longitude}&place=New+Delhi%2C+India`;
  const choghadiya = page.getByRole('region', { name: /^Choghadiya/ });
  const current = choghadiya.locator('tr[aria-current="time"]');

  // 2:30 am on 10 March: the civil date's panchang, but the Vedic day is still the 9th's.
  const night = Date.parse('2026-03-10T02:30:00+05:30');
  const running = dayBefore.choghadiya!.night.find((p) => Date.parse(p.start) <= night && night < Date.parse(p.end))!;
  await page.clock.setFixedTime(night);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 2, name: /10 March 2026/ })).toBeVisible();
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(running.name);
  await expect(current).toContainText('Now');
  await expect(choghadiya.getByRole('table', { name: /^Before sunrise/ })).toContainText('the night of 9 Mar');
  await expect(choghadiya.getByRole('table')).toHaveCount(3);

  // After sunrise the day's own first period is the one running, and the night before goes.
  await page.clock.setFixedTime(Date.parse(day.sunrise!) + 60_000);
  await page.reload();
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(day.choghadiya!.day[0]!.name);
  await expect(choghadiya.getByRole('table')).toHaveCount(2);
});

test('a Chennai day’s Nalla Neram and Gowri periods, in English and in Hindi with no English on the way', async ({ page, request }) => {
  // Four whole-page pictures on a busy machine take longer than a test's usual time.
  if (process.env.SCREENSHOTS) test.setTimeout(180_000);
  await signInCompleteUser(page, request);
  const place = { latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' };
  const day = almanacView(almanacFor('2025-12-08', place), place.timezone);
  await page.goto(`/panchang?date=2025-12-08&lat=${place.latitude}&lon=${place.longitude}&place=Chennai%2C+India`);
  const south = page.getByRole('region', { name: /^Nalla Neram and Gowri Panchangam/ });
  // Monday: Nalla Neram from sunrise, Amirdha first, Visham where Rahu kaal is (docs/decisions/048).
  await expect(south).toContainText('Karthigai 23 · Vishvavasu year');
  await expect(south).toContainText('Margashirsha · Vishvavasu year');
  await expect(south.getByTestId('nalla-neram')).toContainText('6:19–7:45 am');
  await expect(south.locator('tbody tr').nth(1)).toContainText(`Visham`);
  await expect(page.getByTestId('hour-rahu')).toHaveText(`${clock(day.rahuKaal!.start)[0]}–${clock(day.rahuKaal!.end).join(' ')}`);
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOTS) await screenshots(page, 'south-en', 'docs/screenshots/panchang');

  await switchLanguage(page, 'हिन्दी');
  const dakshin = page.getByRole('region', { name: /^नल्ल नेरम और गौरी पंचांगम/ });
  await expect(dakshin).toContainText('कार्तिगै 23 · विश्वावसु संवत्सर');
  await expect(dakshin.locator('tbody tr').first()).toContainText('अमिर्दम');
  await expect(dakshin.locator('tbody tr').nth(1)).toContainText('विषम');
  await expect(dakshin.locator('tbody tr').nth(1)).toContainText('अशुभ');
  const latin = (await dakshin.innerText()).match(/[A-Za-z]{2,}/g) ?? [];
  expect(latin).toEqual([]);
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOTS) await screenshots(page, 'south-hi', 'docs/screenshots/panchang');
});
