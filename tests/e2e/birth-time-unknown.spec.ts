import { expect, pickPlace, sampleProfile, signInCompleteUser, signInNewUser, test } from './support/fixtures';

// Many people were never told their birth time: the birth-details form offers "I don't know my
// birth time" (and rough parts of the day), the reading then says once, first, that it is read from
// the Moon sign, /chart draws the chart from the Moon with a note, and the choice can be changed
// back to an exact time on /profile.

const LAGNA_WORDS = /lagna|rising sign|ascendant/i;

test('a new user who does not know their birth time gets a Moon-sign reading and chart, and can add the time later', async ({ page, request }) => {
  await signInNewUser(page, request, { continueNow: true });
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1990-05-15');
  const choice = page.getByLabel('Do you know the birth time?');
  await expect(choice).toHaveValue('exact');
  // The rough parts of the day show their hours.
  await expect(choice.locator('option')).toContainText(['Yes, I know the exact time', "I don't know my birth time", 'Roughly: early morning (4 am – 8 am)', 'Roughly: night (8 pm – 4 am)']);
  await choice.selectOption({ label: "I don't know my birth time" });
  await expect(page.getByLabel('Time of birth')).toHaveCount(0);
  await expect(page.getByText('Without the exact time the chart is read from the Moon sign instead of the rising sign.')).toBeVisible();
  await page.getByLabel('Birth place (city)').fill('Mumbai');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The free daily reading: one sentence at the top says it is read from the Moon sign; nothing after it claims a lagna.
  await page.getByRole('link', { name: /^Daily Horoscope/ }).click();
  await expect(page.getByText('Not known', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  await page.waitForURL(/\/reading\/result\/[^/]+$/);
  const article = page.getByRole('article');
  const note = 'Your birth time is not known, so this reading is read from your Moon sign (Capricorn) rather than your rising sign, with the houses counted from the Moon.';
  await expect(article.getByText(note)).toHaveCount(1);
  await expect(article.locator('p').first()).toContainText('Your birth time is not known');
  const text = (await article.innerText()).replace(note, '');
  expect(text).not.toMatch(LAGNA_WORDS);

  // /chart: the chart from the Moon, with the note, and no lagna row or chip.
  await page.goto('/chart');
  const moonNote = page.getByRole('region', { name: 'Read from your Moon sign' });
  await expect(moonNote).toContainText('Your birth time is not known, so this chart is cast for noon of your birth date and read from your Moon sign, Makara (Capricorn)');
  await expect(page.getByRole('img', { name: /houses counted from the Moon in Makara \(Capricorn\); .*Chandra \(Moon\) in house 1/ })).toBeVisible();
  await expect(page.getByText(/^Lagna /)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Lagna' })).toHaveCount(0);

  // On /profile the choice shows and can go back to an exact time.
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Birth Details' });
  await expect(form.getByLabel('Do you know the birth time?')).toHaveValue('unknown');
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Do you know the birth time?').selectOption('exact');
  await form.getByLabel('Time of birth').fill(sampleProfile.birthTime);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/chart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Lagna /).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Read from your Moon sign' })).toHaveCount(0);
});

test('a family member born some time in the evening: saved with the rough time, their chart is read from the Moon', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Rohan Mehta' });
  await page.goto('/family/new');
  await page.getByLabel('Full name').fill('Kavya Rao');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Relation to you').selectOption({ label: 'Spouse' });
  await page.getByLabel('Date of birth').fill('1992-08-21');
  await page.getByLabel('Do you know the birth time?').selectOption({ label: 'Roughly: evening (4 pm – 8 pm)' });
  await pickPlace(page, 'Chenn', 'Chennai');
  await page.getByRole('button', { name: 'Save person' }).click();

  const card = page.getByRole('article', { name: 'Kavya Rao' });
  await expect(card).toContainText('21 Aug 1992, Roughly: evening (4 pm – 8 pm)');
  await card.getByRole('link', { name: 'Chart of Kavya Rao' }).click();
  await expect(page.getByRole('region', { name: 'Read from your Moon sign' })).toContainText('cast for 6:00 pm, the middle of the evening');
  await expect(page.getByText(/Born 21 Aug 1992 in Chennai, India/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^North Indian birth chart, houses counted from the Moon in / })).toBeVisible();
});
