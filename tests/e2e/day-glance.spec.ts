import { expect, signInCompleteUser, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';

// The dashboard's daily card at 390 px: the day's score, love, career, money and health each with
// a 1–5 score and a reason, disha shool and the Sun's and Moon's risings, in English and in Hindi.

test('the dashboard shows the day with the four areas scored, in English and Hindi', async ({ page, request }) => {
  await signInCompleteUser(page, request, { birthPlace: 'Varanasi' });

  const card = page.getByRole('region', { name: 'Your day' });
  await expect(card).toContainText('at Varanasi');
  for (const area of ['love', 'career', 'money', 'health']) {
    const row = card.locator(`[data-area="${area}"]`);
    await expect(row).toBeVisible();
    const score = Number(await row.locator('[data-score]').getAttribute('data-score'));
    expect(score).toBeGreaterThanOrEqual(1);
    expect(score).toBeLessThanOrEqual(5);
    await expect(row.getByRole('img', { name: `${score} out of 5` })).toBeVisible();
    await expect(row.locator('p')).not.toBeEmpty();
  }
  for (const area of ['Love', 'Career', 'Money', 'Health', 'Day score', 'Sunrise', 'Sunset', 'Moonrise', 'Disha shool']) await expect(card).toContainText(area);
  await expect(card).toContainText(/Avoid setting out (east|west|north|south)/);

  await switchLanguage(page, 'हिन्दी');
  // The language stays; the reload closes the menu the switch sits in at 390 px.
  await page.reload();
  const hindi = page.getByRole('region', { name: 'आपका दिन' });
  for (const area of ['प्रेम', 'करियर', 'धन', 'सेहत', 'दिन का अंक', 'सूर्योदय', 'दिशा शूल']) await expect(hindi).toContainText(area);
  await expect(hindi.locator('[data-area="love"] p')).toContainText(/[\u0900-\u097F]/);
  await expect(hindi.locator('[data-area="love"] p')).not.toContainText(/\b(the|and|your)\b/);
});
