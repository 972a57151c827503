import { createReading, expect, signInCompleteUser, test } from './support/fixtures';
import { pdfPageTexts } from '../support/pdf-text';

// /reading/result: Download PDF saves the report the server makes; its text, read back with
// PDFium (tests/support/pdf-text.ts), holds the name, the title and 'page 1 of'.

/** Letters without their accents and whitespace collapsed, so the comparison is about the words, not how a mark is encoded. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

test('Download PDF saves {type}-reading-{date}.pdf holding the title, the birth details, the text and page footers', async ({ page, request }, testInfo) => {
  const { profile } = await signInCompleteUser(page, request, { name: 'Rohan Mehta', birthDate: '1985-02-11', birthTime: '05:45', birthPlace: 'Jaipur' });
  const reading = await createReading(page, 'daily');

  await page.goto(`/reading/result/${reading.readingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
  const actions = page.getByRole('complementary', { name: 'Reading actions' });
  await expect(actions.getByRole('button', { name: 'Share on WhatsApp' })).toBeVisible();

  const downloadStarted = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadStarted;

  // Named by type and the day it was written, in India.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(reading.createdAt));
  expect(download.suggestedFilename()).toMatch(/^daily-reading-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(download.suggestedFilename()).toBe(`daily-reading-${day}.pdf`);
  expect(await download.failure()).toBeNull();

  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const pageTexts = await pdfPageTexts(file);
  const text = plain(pageTexts.join(' '));

  expect(text).toContain('Jyotishi');
  expect(text).toContain(new URL(page.url()).origin);
  expect(text).toContain('Daily Horoscope');
  expect(text).toMatch(/Generated on \S/);
  expect(text).toContain(`Name: ${profile.name}`);
  expect(text).toContain('Date of Birth:');
  expect(text).toContain('Birth Time:');
  expect(text).toContain('Birth Place: Jaipur, India');
  // The reading itself: its opening and its closing words.
  const words = plain(reading.predictionText).split(' ');
  expect(text).toContain(words.slice(0, 8).join(' '));
  expect(text).toContain(words.slice(-6).join(' '));
  // A footer with the tagline and 'page x of y' on every page.
  const pages = Number(/page 1 of (\d+)/.exec(text)?.[1]);
  expect(pages, "no 'page 1 of' footer").toBeGreaterThanOrEqual(1);
  expect(pageTexts.length).toBe(pages);
  pageTexts.forEach((pageText, index) => expect(plain(pageText)).toContain(`page ${index + 1} of ${pages}`));
  expect(text.split('Jyotishi - your personal Vedic astrologer').length - 1).toBe(pages);
});
