import type { Page } from '@playwright/test';
import { createReading, earnShareCredit, expect, postAsPage, signInCompleteUser, test } from './support/fixtures';
import { plainReadingText, readingParts } from '../../src/shared/reading-text';

// A new user gets the free reading, sees it stream and land on the result page; the
// second request shows the access gate. docs/product.md, Screens and routes '/', /reading/{type}, /reading/result/{id}.

type StreamMarks = { lengths: number[]; last: string; generatingLabel: boolean };

/**
 * Watches the streaming card from inside the page, so no piece of the ~1 s stream is missed
 * however busy the test runner is: every distinct length of visible text in #reading-stream while
 * still on /reading/daily, the last text seen, and whether the button said 'Generating Reading...'.
 */
async function watchStream(page: Page) {
  await page.evaluate(() => {
    const marks: StreamMarks = { lengths: [], last: '', generatingLabel: false };
    const observer = new MutationObserver(() => {
      if (!location.pathname.startsWith('/reading/daily')) return;
      if ([...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Generating Reading...'))) marks.generatingLabel = true;
      const region = document.getElementById('reading-stream');
      const text = region?.textContent?.trim() ?? '';
      if (!region || !text || !region.checkVisibility()) return;
      if (marks.lengths.at(-1) !== text.length) marks.lengths.push(text.length);
      marks.last = region.innerText;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { streamMarks: marks, streamObserver: observer });
  });
  return () => page.evaluate(() => (window as unknown as { streamMarks: StreamMarks }).streamMarks);
}

const squash = (text: string) => text.replace(/\s+/g, '');

test('a new user gets the free daily reading as it streams, then meets the access gate', async ({ page, request }) => {
  const { profile } = await signInCompleteUser(page, request, { name: 'Aarav Sharma' });
  const firstName = 'Aarav';

  // The free reading: FREE tags on the eight cards and the banner saying so.
  const banner = page.getByRole('region', { name: 'Your reading access' });
  await expect(banner).toContainText('Free Reading Available! Pick any reading.');
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'No Readings Yet' })).toBeVisible();

  await page.getByRole('link', { name: /^Daily Horoscope/ }).click();
  await expect(page).toHaveURL(/\/reading\/daily$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Horoscope' })).toBeVisible();
  // The details the reading is written from.
  await expect(page.getByText(profile.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Varanasi, India')).toBeVisible();

  const streamMarks = await watchStream(page);
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  // Words show in the streaming card before the page moves on (the observer above keeps the proof
  // even if this poll comes late).
  await page
    .waitForFunction(() => (document.getElementById('reading-stream')?.textContent ?? '').trim().length > 0, undefined, { polling: 'raf', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForURL(/\/reading\/result\/[^/]+$/);
  const readingId = new URL(page.url()).pathname.split('/').pop()!;

  const marks = await streamMarks();
  expect(marks.generatingLabel, "the button never said 'Generating Reading...'").toBe(true);
  expect(marks.lengths.length, `the text arrived in one piece, not streamed: ${JSON.stringify(marks.lengths)}`).toBeGreaterThanOrEqual(3);

  // The result page: 'Daily Reading', the paragraphs of the saved text, addressed by first name.
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
  await expect(page.getByText(`Personal guidance from your birth chart, for ${profile.name}`)).toBeVisible();
  const saved = await page.request.get(`/api/readings/${readingId}`);
  const { reading } = (await saved.json()) as { reading: { readingType: string; predictionText: string } };
  expect(reading.readingType).toBe('daily');
  const parts = readingParts(reading.predictionText);
  expect(parts.filter((p) => p.kind === 'paragraph').length).toBeGreaterThanOrEqual(3);
  const article = page.getByRole('article');
  // The two-line summary on top, the headings as headings, then the paragraphs and the disclaimer.
  await expect(article.getByRole('note', { name: 'The reading in short' })).toHaveText(parts[0]!.text.replace('\n', ''));
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(parts.filter((p) => p.kind === 'heading').map((p) => p.text));
  await expect(article.locator('p')).toHaveCount(parts.filter((p) => p.kind === 'paragraph').length + 2 + 1);
  await expect(article.locator('p').filter({ hasText: firstName }).first()).toBeVisible();
  // What streamed is what was saved (the headings shown without their marks).
  expect(squash(marks.last)).toBe(squash(plainReadingText(reading.predictionText)));

  // Back on the dashboard (in-app, so a stale cache would show): no FREE tags, the reading listed.
  await page.getByRole('link', { name: 'Jyotishi home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toContainText('Share on WhatsApp or upgrade to premium for more readings');
  await expect(banner.getByRole('link', { name: 'Share to Unlock' })).toBeVisible();
  await expect(page.getByText('FREE', { exact: true })).toHaveCount(0);
  const recent = page.getByRole('region', { name: 'Recent Readings' });
  const recentLink = recent.getByRole('link', { name: /Daily Horoscope/ });
  await expect(recentLink).toHaveCount(1);
  await expect(recentLink).toHaveAttribute('href', `/reading/result/${readingId}`);
  await expect(recentLink).toContainText(reading.predictionText.replace(/\s+/g, ' ').slice(0, 60));
  await expect(recent.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/readings');

  // A second reading: the form still offers it, the gate answers.
  await page.getByRole('link', { name: /^Love & Relationships/ }).click();
  await expect(page).toHaveURL(/\/reading\/love$/);
  await page.getByRole('button', { name: 'Generate Love & Relationships' }).click();
  const gate = page.getByRole('heading', { level: 1, name: 'Choose how to unlock your Love & Relationships' });
  await expect(gate).toBeVisible();
  await expect(gate).toBeFocused();
  await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
  await expect(page.getByRole('link', { name: 'Share to Unlock' })).toHaveAttribute('href', '/share-unlock');
  await page.getByRole('button', { name: 'Back to reading details' }).click();
  await expect(page.getByRole('button', { name: 'Generate Love & Relationships' })).toBeVisible();

  // The server is the judge, not the page: a direct request is refused too, and nothing is saved.
  const refused = await postAsPage(page, '/api/readings', { readingType: 'love' });
  expect(refused.status()).toBe(403);
  const list = (await (await page.request.get('/api/readings')).json()) as { readings: unknown[] };
  expect(list.readings).toHaveLength(1);
});

// One reading per type and period (ADR 006): asking again opens the period's reading, for nothing.
test('asking again for today’s daily reading says so first, then opens the same reading for nothing', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Diya Menon' });
  await page.getByRole('link', { name: /^Daily Horoscope/ }).click();
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  await page.waitForURL(/\/reading\/result\/[^/]+$/);
  const readingId = new URL(page.url()).pathname.split('/').pop()!;
  expect(await earnShareCredit(page)).toBe(1);
  const credits = async () => ((await (await page.request.get('/api/me')).json()) as { profile: { hasUsedFreeReading: boolean; sharesAvailable: number } }).profile;
  const before = await credits();

  // Back to the form (in-app, so a stale cache would show): the notice, no credit banner, a link.
  await page.getByRole('link', { name: 'Jyotishi home' }).click();
  // The dashboard now also lists the reading itself under "Recent readings": take the type's card.
  await page.getByRole('link', { name: /^Daily Horoscope Today/ }).click();
  await expect(page).toHaveURL(/\/reading\/daily$/);
  await expect(page.getByText('You already have today’s Daily Horoscope. Opening it again is free.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your reading access' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Generate|Get Your Free/ })).toHaveCount(0);
  const open = page.getByRole('link', { name: 'Open today’s reading' });
  await expect(open).toHaveAttribute('href', `/reading/result/${readingId}`);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/reading/result/${readingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();

  // The server agrees: asking directly answers with the same reading, and nothing was spent.
  const again = await postAsPage(page, '/api/readings', { readingType: 'daily' });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ readingId, existing: true });
  expect(await credits()).toEqual(before);
  const list = (await (await page.request.get('/api/readings')).json()) as { readings: unknown[] };
  expect(list.readings).toHaveLength(1);

  // A weekly reading: 'this week’s', with the week's dates as written in India.
  await createReading(page, 'weekly');
  await page.goto('/reading/weekly');
  await expect(page.getByText('You already have this week’s Weekly Prediction. Opening it again is free.')).toBeVisible();
  await expect(page.getByText(/^\d{1,2} [A-Z][a-z]{2}( \d{4})? – \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open this week’s reading' })).toBeVisible();
});
