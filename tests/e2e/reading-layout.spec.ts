import { readingParts } from '../../src/shared/reading-text';
import type { Locator } from '@playwright/test';
import { createReading, expect, signInCompleteUser, test } from './support/fixtures';
import { switchLanguage } from './support/language-switch';
import { pdfText } from '../support/pdf-text';

// A reading laid out for someone who knows no jyotish, on a 390 px phone: its two-line summary
// first, its sections under real headings, its body in the sans face at a size a phone can read;
// and one name for each reading type from the dashboard card to the PDF.

test('the result page opens with the summary, heads its sections and sets the body in the sans face', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Kavya Rao' });
  const reading = await createReading(page, 'career');
  const parts = readingParts(reading.predictionText);
  await page.goto(`/reading/result/${reading.readingId}`);

  const article = page.getByRole('article');
  const summary = article.getByRole('note', { name: 'The reading in short' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Kavya');
  await expect(summary.locator('p')).toHaveCount(2);
  const headings = article.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(parts.filter((p) => p.kind === 'heading').map((p) => p.text));
  expect(await headings.count()).toBeGreaterThanOrEqual(3);
  // The summary comes before everything else in the text.
  const body = article.locator('div[lang] > p').first();
  const summaryTop = (await summary.boundingBox())!.y;
  expect(summaryTop).toBeLessThan((await headings.first().boundingBox())!.y);
  expect(summaryTop).toBeLessThan((await body.boundingBox())!.y);

  // Body text: not the display serif, and at least 16 px.
  const style = await body.evaluate((p) => ({ family: getComputedStyle(p).fontFamily, size: parseFloat(getComputedStyle(p).fontSize) }));
  expect(style.family).not.toMatch(/Cormorant/);
  expect(style.size).toBeGreaterThanOrEqual(16);
  const headingFamily = await headings.first().evaluate((h) => getComputedStyle(h).fontFamily);
  expect(headingFamily).toMatch(/Cormorant/);
});

test("a reading type has the same name on the dashboard card, the request page and in the PDF, and the result page is headed 'Love Reading'", async ({ page, request }, testInfo) => {
  await signInCompleteUser(page, request, { name: 'Rohan Mehta' });
  const name = 'Love & Relationships';
  const card = page.getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(card.locator('span.font-display')).toHaveText(name);
  await card.click();
  await expect(page).toHaveURL(/\/reading\/love$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const reading = await createReading(page, 'love');
  await page.goto(`/reading/result/${reading.readingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Love Reading');

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('complementary', { name: 'Reading actions' }).getByRole('button', { name: 'Download PDF' }).click();
  const file = testInfo.outputPath('love.pdf');
  await (await downloadStarted).saveAs(file);
  const pdf = await pdfText(file);
  expect(pdf).toContain(name);
  // The PDF also carries the summary and the headings as text.
  for (const heading of readingParts(reading.predictionText).filter((p) => p.kind === 'heading')) expect(pdf).toContain(heading.text);
});

/** A button's height, and the height of a one-line button of its style: one line of text and its padding, or the 44 px tap target if more. */
const heights = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    const oneLine = parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    return { height: el.getBoundingClientRect().height, oneLine: Math.max(44, oneLine) };
  });

test('on a 390 px phone, Share on WhatsApp fits one line beside Download PDF, in English and in Hindi, and is still a full tap target', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  const reading = await createReading(page, 'daily');
  await page.goto(`/reading/result/${reading.readingId}`);
  const actions = page.getByRole('complementary', { name: /^(Reading actions|रीडिंग के विकल्प)$/ });
  for (const [language, share, pdf] of [
    ['English', 'Share on WhatsApp', 'Download PDF'],
    ['हिन्दी', 'WhatsApp पर भेजें', 'PDF डाउनलोड'],
  ] as const) {
    if (language === 'हिन्दी') await switchLanguage(page, language);
    const button = actions.getByRole('button', { name: share });
    await expect(button).toBeVisible();
    const { height, oneLine } = await heights(button);
    expect(height, `${share}: ${height} px high, one line is ${oneLine} px`).toBeLessThanOrEqual(oneLine + 0.5);
    expect(height).toBeGreaterThanOrEqual(44);
    // Side by side with Download PDF, not pushed under it.
    const [shareBox, pdfBox] = [await button.boundingBox(), await actions.getByRole('button', { name: pdf }).boundingBox()];
    expect(shareBox!.y).toBe(pdfBox!.y);
  }
});
