import type { Page } from '@playwright/test';
import { createReading, expect, expectNoSidewaysScroll, fillKavyaRao, pickPlace, signInCompleteUser, test } from './support/fixtures';
import { screenshots } from './support/screenshots';
import { switchLanguage } from './support/language-switch';
import { pdfText } from '../support/pdf-text';

// Kundli Milan at 390 px: a user saves a family member through /family, matches them from their
// card, sees the eight kootas and the total out of 36, downloads the PDF, finds the report in the
// history under "Matching", and matching the same two again opens the same report for nothing.
// A partner typed in for one match goes through the birth-details checks; with no readings left,
// the access gate shows instead of a report.

test('match a saved family member: eight kootas, the total, the PDF, the history, and the same pair again for free', async ({ page, request }, testInfo) => {
  await signInCompleteUser(page, request, { name: 'Rohan Mehta', gender: 'male', birthDate: '1989-03-04', birthTime: '07:20', birthPlace: 'Jaipur' });

  await page.goto('/family/new');
  await fillKavyaRao(page);
  await page.getByRole('button', { name: 'Save person' }).click();
  await expect(page).toHaveURL(/\/family$/);

  // From her card to /match, with her as the first side and the user as the second.
  await page.getByRole('article', { name: 'Kavya Rao' }).getByRole('link', { name: 'Match Kavya Rao with…' }).click();
  await expect(page).toHaveURL(/\/match\?a=person:[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundli Milan' })).toBeVisible();
  const first = page.getByRole('region', { name: 'First person' });
  const second = page.getByRole('region', { name: 'Second person' });
  await expect(first.getByRole('button', { name: 'Saved person' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByLabel('Choose a person')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(first.getByLabel('Choose a person').locator('option:checked')).toHaveText('Kavya Rao');
  await expect(second.getByRole('button', { name: 'Me', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('A match report counts as one reading.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOTS) await screenshots(page, 'match-picker');
  await page.getByRole('button', { name: 'Match the charts' }).click();

  // The report: both names, the total out of 36 and its verdict, eight kootas with both values.
  await expect(page).toHaveURL(/\/match\/[0-9a-f-]{36}$/);
  const matchId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Rao & Rohan Mehta' })).toBeVisible();
  const report = (await (await page.request.get(`/api/matches/${matchId}`)).json()) as { match: { result: { total: number; kootas: Record<string, { points: number }> } } };
  const total = report.match.result.total;
  await expect(page.getByTestId('match-total')).toHaveText(`${Math.floor(total) || (total % 1 ? '' : '0')}${total % 1 ? '½' : ''}`);
  await expect(page.getByText('of 36 gunas')).toBeVisible();
  await expect(page.getByText(/^(Not recommended|Acceptable|Good match|Excellent match)$/)).toBeVisible();
  const kootas = page.getByTestId('koota');
  await expect(kootas).toHaveCount(8);
  for (const name of ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']) await expect(kootas.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(kootas.first()).toContainText('Kavya Rao');
  await expect(kootas.first()).toContainText('Rohan Mehta');
  await expect(kootas.filter({ hasText: 'Nadi' })).toContainText(/(\d|½) of 8/);
  await expect(page.getByRole('heading', { name: 'Mangal dosha' })).toBeVisible();
  await expect(page.getByText('Rohan Mehta is counted as the groom and Kavya Rao as the bride.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  if (process.env.SCREENSHOTS) await screenshots(page, 'match');

  // The same report in Hindi: every word of the page's own in Devanagari, the names as typed.
  await switchLanguage(page, 'हिन्दी');
  await expect(page.getByText('गुण (36 में से)')).toBeVisible();
  for (const name of ['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी']) await expect(kootas.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मंगल दोष' })).toBeVisible();
  const text = await page.locator('main').innerText();
  const latin = text.replace(/Kavya Rao|Rohan Mehta|PDF|Jyotishi/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  expect(latin).toEqual([]);
  if (process.env.SCREENSHOTS) await screenshots(page, 'match', process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/hi` : 'docs/screenshots/hi');
  await switchLanguage(page, 'English');

  // The PDF the server makes.
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^kundli-milan-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const pdf = await pdfText(file);
  for (const words of ['Kundli Milan', 'Name: Kavya Rao', 'Name: Rohan Mehta', 'of 36 gunas', 'Graha Maitri', 'Mangal dosha', 'page 1 of']) expect(pdf).toContain(words);

  // In the history, under its own filter, and it opens again from there.
  await page.goto('/readings');
  await page.getByRole('button', { name: 'Matching', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: 'Kundli Milan' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Kavya Rao & Rohan Mehta');
  await card.getByRole('link', { name: 'View Full Reading' }).click();
  await expect(page).toHaveURL(`/match/${matchId}`);

  // The same two charts again: the same report. The free reading is spent, no credit is left,
  // and yet nothing is asked.
  await page.goto('/match?a=me&b=person:' + (await firstPersonId(page)));
  await page.getByRole('button', { name: 'Match the charts' }).click();
  await expect(page).toHaveURL(`/match/${matchId}`);
  const readings = (await (await page.request.get('/api/readings')).json()) as { readings: unknown[] };
  expect(readings.readings).toHaveLength(1);
});

async function firstPersonId(page: Page) {
  const body = (await (await page.request.get('/api/people')).json()) as { people: Array<{ id: string }> };
  return body.people[0]!.id;
}

test('a partner typed in: the birth-details checks, then the access gate when no reading is left', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Asha Verma', gender: 'female' });
  await createReading(page, 'daily');

  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Kundli Milan', exact: true }).click();
  await expect(page).toHaveURL(/\/match$/);
  const second = page.getByRole('region', { name: 'Second person' });
  await expect(second.getByRole('button', { name: 'Someone new' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Match the charts' }).click();
  await expect(second.getByText('Name is required')).toBeVisible();
  await expect(second.getByText('Birth place is required')).toBeVisible();

  await second.getByLabel('Full name').fill('Vikram Singh');
  await second.getByLabel('Date of birth').fill('1987-12-01');
  await second.getByLabel('Time of birth').fill('10:05');
  await pickPlace(page, 'Luckn', 'Lucknow');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Match the charts' }).click();
  await expect(page.getByRole('heading', { name: /Kundli Milan/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible();
  await expect(page).toHaveURL(/\/match$/);
});
