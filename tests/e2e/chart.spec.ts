import { completeProfile, expect, signInNewUser, test } from './support/fixtures';
import type { ChartView } from '../../src/shared/chart-view';

// /chart shows the signed-in user's own chart: the kundli as SVG
// (North Indian, with a switch to South Indian), the nine grahas with Sanskrit names, the running
// dashas and today's panchang. Mumbai, 15 May 1990, 14:30 IST: Simha (Leo) lagna, the Moon in
// Makara (Capricorn) in Uttara Ashadha, Rahu mahadasha from January 2011 to January 2029.

const grahas = ['Surya', 'Chandra', 'Mangala', 'Budha', 'Guru', 'Shukra', 'Shani', 'Rahu', 'Ketu'];

/** '2026-11-22T06:49:45+05:30' → '6:49 am', as the page prints local times. */
function clock(iso: string) {
  const [, h, m] = /T(\d{2}):(\d{2})/.exec(iso)!;
  const hours = Number(h);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${m} ${hours < 12 ? 'am' : 'pm'}`;
}

test("/chart shows the user's kundli, the grahas, the running dasha and today's panchang", async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  await completeProfile(page, { name: 'Ananya Rao', gender: 'female', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai' }, { pickPlace: true });

  await page.getByRole('link', { name: /^Your Kundli/ }).click();
  await expect(page).toHaveURL(/\/chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Kundli' })).toBeVisible();
  await expect(page.getByText('Ananya Rao', { exact: true })).toBeVisible();
  await expect(page.getByText(/Born 15 May 1990 at 2:30 pm \(UTC\+05:30\) in Mumbai, India/)).toBeVisible();
  await expect(page.getByText(/^You were born with Simha \(Leo\) rising/)).toBeVisible();
  // Picked from the suggestions: an exact chart, not an approximate one.
  await expect(page.getByText('This chart is approximate')).toHaveCount(0);

  // The chart as an image with a spoken summary; North Indian unless chosen otherwise.
  const styles = page.getByRole('group', { name: 'Chart style' });
  const north = styles.getByRole('button', { name: 'North Indian' });
  const south = styles.getByRole('button', { name: 'South Indian' });
  await expect(north).toHaveAttribute('aria-pressed', 'true');
  await expect(south).toHaveAttribute('aria-pressed', 'false');
  const northChart = page.getByRole('img', { name: /^North Indian birth chart: Lagna in Simha \(Leo\);/ });
  await expect(northChart).toBeVisible();
  await expect(northChart).toHaveAccessibleName(/Chandra \(Moon\) in house 6, Makara \(Capricorn\)/);
  expect(await northChart.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  // Twelve diamond and triangle houses.
  await expect(northChart.locator('polygon')).toHaveCount(12);

  // The switch saves the style on the profile (docs/decisions/046).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/chart-choices') && r.request().method() === 'PUT' && r.ok());
  await south.click();
  await saved;
  await expect(south).toHaveAttribute('aria-pressed', 'true');
  await expect(north).toHaveAttribute('aria-pressed', 'false');
  const southChart = page.getByRole('img', { name: /^South Indian birth chart: Lagna in Simha \(Leo\);/ });
  await expect(southChart).toBeVisible();
  await expect(southChart).toHaveAccessibleName(/Chandra \(Moon\) in Makara \(Capricorn\), house 6/);
  await expect(page.getByRole('img', { name: /^North Indian/ })).toHaveCount(0);
  await expect(southChart.locator('polygon')).toHaveCount(0);
  await expect(southChart.getByText('Lagna Simha')).toBeVisible();
  // The choice is kept on the profile, so it follows the reader to any device.
  await page.reload();
  await expect(page.getByRole('img', { name: /^South Indian birth chart/ })).toBeVisible();
  await expect(south).toHaveAttribute('aria-pressed', 'true');
  await north.click();
  await expect(northChart).toBeVisible();

  // The bodies: the lagna, then the nine grahas by their Sanskrit names with English glosses
  // (a table from 640 px, stacked rows on a phone: whichever shows).
  const bodies = page.getByRole('region', { name: /^Grahas/ });
  const rows = bodies.locator('tbody tr, ul > li').locator('visible=true');
  await expect(rows).toHaveCount(10);
  await expect(rows).toContainText(['Lagna', ...grahas]);
  await expect(rows.nth(0)).toContainText('Simha');
  await expect(rows.nth(0)).toContainText('Leo');
  await expect(rows.nth(1)).toContainText('Sun');
  const moon = rows.nth(2);
  await expect(moon).toContainText('Chandra');
  await expect(moon).toContainText('Makara');
  await expect(moon).toContainText('Capricorn');
  await expect(moon).toContainText('Uttara Ashadha');

  // The running mahadasha and antardasha, with their dates; the year length is stated.
  const dasha = page.getByRole('region', { name: /^Vimshottari dasha/ });
  const mahadasha = dasha.getByText(/^Mahadasha/).locator('..');
  await expect(mahadasha).toContainText('Rahu');
  await expect(mahadasha).toContainText(/Jan 2011\s*–\s*\d{1,2} Jan 2029/);
  await expect(dasha.getByText(/^Antardasha/).locator('..')).toContainText(/\d{4}\s*–\s*\d{1,2} \w{3} \d{4}/);
  await expect(dasha).toContainText('Dasha years of 365.25 days');
  await expect(dasha.getByRole('listitem').filter({ hasText: 'Now' }).first()).toContainText('Rahu');

  // Today's panchang at the birth place: the five limbs and sunrise, as the server computed them.
  const chart = (await (await page.request.get('/api/chart')).json()) as ChartView;
  expect(chart.ascendant?.signName.sanskrit).toBe('Simha');
  expect(chart.dasha.running?.mahadasha.lord).toBe('Rahu');
  const p = chart.panchang;
  const panchang = page.getByRole('region').filter({ hasText: "Today's panchang" });
  await expect(panchang).toContainText('Mumbai');
  for (const limb of ['Vara', 'Tithi', 'Nakshatra', 'Yoga', 'Karana', 'Sunrise', 'Sunset']) await expect(panchang).toContainText(limb);
  await expect(panchang).toContainText(p.vara.name);
  await expect(panchang).toContainText(`${p.tithi.paksha} ${p.tithi.name}`);
  await expect(panchang).toContainText(p.nakshatra.name);
  await expect(panchang).toContainText(p.yoga.name);
  await expect(panchang).toContainText(p.karana.name);
  expect(p.sunrise).toBeTruthy();
  await expect(panchang.getByText('Sunrise', { exact: true }).locator('..')).toContainText(clock(p.sunrise!));

  // The day's kaal periods with their local times, and the chart's do and don't for the day.
  const rahu = panchang.getByText('Rahu kaal', { exact: true }).locator('..');
  await expect(rahu).toContainText(/\d{1,2}:\d{2}( [ap]m)?\s?–\s?\d{1,2}:\d{2} [ap]m/);
  for (const term of ['Yamaganda', 'Gulika kaal', 'Abhijit muhurta', 'Lucky colour', 'Lucky number']) await expect(panchang).toContainText(term);
  await expect(panchang).toContainText(String(p.lucky.number.value));
  const advice = panchang.getByRole('region', { name: /^Do & don't/ });
  await expect(advice.getByRole('list', { name: 'Do', exact: true }).getByRole('listitem')).toHaveCount(p.advice.favour.length);
  await expect(advice.getByRole('list', { name: "Don't", exact: true }).getByRole('listitem')).toHaveCount(p.advice.avoid.length);
  await expect(advice.getByRole('list', { name: "Don't", exact: true }).getByRole('listitem').first()).toContainText("Don't:");
  if (p.observances[0]) await expect(panchang).toContainText(p.observances[0].name);

  // The profile links here too.
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Your Kundli/ }).click();
  await expect(page).toHaveURL(/\/chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Kundli' })).toBeVisible();
});
