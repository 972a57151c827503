import type { APIRequestContext, Page } from '@playwright/test';
import { plainReadingText, readingParts } from '../../src/shared/reading-text';
import { createReading, earnShareCredit, expect, expectNoSidewaysScroll, signInCompleteUser, test, type SavedReading } from './support/fixtures';

// docs/product.md, Screens and routes /readings: the history, a page at a time, with its
// case-insensitive search over type and text (on the server, over every reading), combined with
// the All + seven type filters, and the no-match state.

const titles: Record<string, string> = {
  daily: 'Daily Horoscope',
  quarterly: 'Quarterly Forecast',
  life: 'Life Prediction',
  weekly: 'Weekly Prediction',
  career: 'Career Reading',
  love: 'Love & Relationships',
};

/** The history page's own rule (docs/product.md, States), to know what a search must show from the real texts. */
const matches = (reading: SavedReading, needle: string) =>
  [reading.readingType, titles[reading.readingType]!, reading.predictionText].some((field) => field.toLowerCase().includes(needle.toLowerCase()));

/** A new user with four readings of four types: the free one, then up to 3 share credits a day. Oldest first. */
async function userWithFourReadings(page: Page, request: APIRequestContext) {
  await signInCompleteUser(page, request, { name: 'Kavya Nair', birthPlace: 'Pune', birthDate: '1994-11-03', birthTime: '21:10' });
  const readings: SavedReading[] = [await createReading(page, 'daily')];
  for (const type of ['weekly', 'career', 'love']) {
    await earnShareCredit(page);
    readings.push(await createReading(page, type));
  }
  return readings;
}

test('reading history: four readings, type filters, case-insensitive search, Clear Filters, View Full Reading', async ({ page, request }) => {
  const readings = await userWithFourReadings(page, request);
  const byType = Object.fromEntries(readings.map((r) => [r.readingType, r])) as Record<string, SavedReading>;

  await page.goto('/readings');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reading History' })).toBeVisible();
  const cards = page.getByRole('article');
  const status = page.getByRole('status').filter({ hasText: /readings?( match)?$/ });
  await expect(cards).toHaveCount(4);
  await expect(status).toHaveText('4 readings');
  // Newest first, each with its title, a 200-character preview and the way to the full text.
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Love & Relationships', 'Career Reading', 'Weekly Prediction', 'Daily Horoscope']);
  await expect(cards.getByRole('link', { name: 'View Full Reading' })).toHaveCount(4);
  for (const reading of readings) {
    const card = cards.filter({ has: page.getByRole('heading', { name: titles[reading.readingType]! }) });
    await expect(card.getByRole('link', { name: 'View Full Reading' })).toHaveAttribute('href', `/reading/result/${reading.readingId}`);
    // The excerpt reads the text without its headings' marks.
    const flat = plainReadingText(reading.predictionText).replace(/\s+/g, ' ').trim();
    await expect(card.locator('p')).toHaveText(`${flat.slice(0, 200).trimEnd()}…`);
  }

  // The type filters: All, the nine types, Kundli Milan reports and questions, one pressed at a time.
  const filters = page.getByRole('group', { name: 'Filter by reading type' });
  await expect(filters.getByRole('button')).toHaveText(['All', 'Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly', 'Career', 'Love', 'Health', 'Life', 'Matching', 'Questions']);
  const all = filters.getByRole('button', { name: 'All', exact: true });
  const career = filters.getByRole('button', { name: 'Career', exact: true });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await career.click();
  await expect(career).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText('Career Reading');
  await expect(status).toHaveText('1 of 4 readings match');
  await filters.getByRole('button', { name: 'Monthly', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No matching readings' })).toBeVisible();
  await all.click();
  await expect(cards).toHaveCount(4);

  // Search, case-insensitive, over the type and the text.
  const search = page.getByRole('searchbox', { name: 'Search your readings' });
  const expectedFor = (needle: string) => readings.filter((r) => matches(r, needle)).map((r) => titles[r.readingType]!);
  await search.fill('LOVE');
  const loveHits = expectedFor('love');
  expect(loveHits).toContain('Love & Relationships');
  await expect(cards).toHaveCount(loveHits.length);
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Love & Relationships' }) })).toHaveCount(1);
  await search.fill('love');
  await expect(cards).toHaveCount(loveHits.length);

  // A word only the career reading's text holds, typed in capitals, finds just that reading.
  const words = [...new Set(byType.career!.predictionText.match(/[A-Za-z]{7,}/g) ?? [])];
  const careerOnly = words.find((word) => readings.filter((r) => matches(r, word)).length === 1);
  expect(careerOnly, 'the career reading has no word of its own to search for').toBeDefined();
  await search.fill(careerOnly!.toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText('Career Reading');

  // Search and filter combine: the career word under the Daily filter matches nothing.
  await filters.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No matching readings' })).toBeVisible();
  await expect(status).toHaveText('0 of 4 readings match');
  await expect(page.getByText(`No readings match “${careerOnly!.toUpperCase()}”`)).toBeVisible();

  // Clear Filters resets both.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(4);

  // A nonsense word: the no-match state again.
  await search.fill('qzxjvw');
  await expect(page.getByRole('heading', { name: 'No matching readings' })).toBeVisible();
  await expect(page.getByText('No readings match “qzxjvw”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards).toHaveCount(4);

  // View Full Reading opens the result page of that reading.
  await cards.filter({ has: page.getByRole('heading', { name: 'Career Reading' }) }).getByRole('link', { name: 'View Full Reading' }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/result/${byType.career!.readingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Career Reading' })).toBeVisible();
  const firstLine = readingParts(byType.career!.predictionText)[0]!.text.split('\n')[0]!;
  await expect(page.getByRole('article').locator('p').first()).toHaveText(firstLine);

  // Back returns to the history.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/readings$/);
  await expect(cards).toHaveCount(4);
});

/**
 * Pages of `size` instead of 50: the page's own requests to GET /api/readings go to the real
 * server with `limit` added, so four readings make pages and cursors without seeding fifty.
 * Returns the queries the page sent.
 */
async function pagesOf(page: Page, size: number) {
  const sent: URLSearchParams[] = [];
  await page.route(/\/api\/readings(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    sent.push(new URLSearchParams(url.searchParams));
    url.searchParams.set('limit', String(size));
    return route.continue({ url: url.toString() });
  });
  return sent;
}

test('reading history at 390 px: Show more readings pages on, and the search finds a reading not yet shown', async ({ page, request }) => {
  const readings = await userWithFourReadings(page, request);
  const sent = await pagesOf(page, 2);

  await page.goto('/readings');
  const cards = page.getByRole('article');
  const more = page.getByRole('button', { name: 'Show more readings' });
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: /readings$/ })).toHaveText('4 readings');
  await expect(page.getByText('Showing 2 of 4 readings')).toBeVisible();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Love & Relationships', 'Career Reading']);
  await expectNoSidewaysScroll(page);

  // The next page follows the cursor the server gave: the two older readings, and no more button.
  await more.click();
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Love & Relationships', 'Career Reading', 'Weekly Prediction', 'Daily Horoscope']);
  await expect(more).toBeHidden();
  expect(sent.at(-1)?.get('cursor')).toBeTruthy();

  // A fresh visit shows the first page again; a word only the oldest reading holds finds it there,
  // on the server, though it was not on the page.
  await page.goto('/readings');
  await expect(cards).toHaveCount(2);
  const daily = readings[0]!;
  const words = [...new Set(daily.predictionText.match(/[A-Za-z]{8,}/g) ?? [])];
  const own = words.find((word) => readings.every((r) => r === daily || !r.predictionText.toLowerCase().includes(word.toLowerCase())));
  expect(own, 'the daily reading has no word of its own to search for').toBeDefined();
  const search = page.getByRole('searchbox', { name: 'Search your readings' });
  await search.fill(own!.toLowerCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText('Daily Horoscope');
  await expect(page.getByRole('status').filter({ hasText: /match$/ })).toHaveText('1 of 4 readings match');
  expect(sent.some((query) => query.get('q') === own!.toLowerCase())).toBe(true);

  // Search and filter go together to the server, and page on together.
  await search.fill('the');
  const withThe = readings.filter((r) => matches(r, 'the'));
  expect(withThe.length).toBeGreaterThan(2);
  await expect(page.getByRole('status').filter({ hasText: /match$/ })).toHaveText(`${withThe.length} of 4 readings match`);
  await expect(cards).toHaveCount(2);
  await expect(more).toBeVisible();
  await page.getByRole('group', { name: 'Filter by reading type' }).getByRole('button', { name: 'Career', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText('Career Reading');
  await expect(more).toBeHidden();
  expect(sent.at(-1)?.get('type')).toBe('career');
  expect(sent.at(-1)?.get('q')).toBe('the');

  // Too long a search is not sent: its reason shows under the box, and the list stays.
  const tooLong = 'x'.repeat(101);
  const before = sent.length;
  await search.fill(tooLong);
  await expect(page.getByRole('alert').filter({ hasText: 'Please search with 100 characters or fewer.' })).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(cards).toHaveCount(1);
  expect(sent.slice(before).some((query) => query.get('q') === tooLong)).toBe(false);

  // A long search that finds nothing says so in words that wrap, nothing scrolling sideways.
  await page.getByRole('group', { name: 'Filter by reading type' }).getByRole('button', { name: 'All', exact: true }).click();
  await search.fill('x'.repeat(100));
  await expect(page.getByText(`No readings match “${'x'.repeat(100)}”`)).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(cards).toHaveCount(2);
  await expect(more).toBeVisible();
});

/** An instant as the history card writes it: its date and time in India, '24 Nov 2026, 7:05 pm' (and '12:41 am' after midnight, never '0:41 am'). */
function indianDateTime(iso: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`;
}

test('history filters quarterly and life readings, keeps filter and search in the address across reload and Back, and dates each card to the minute', async ({ page, request }) => {
  await signInCompleteUser(page, request, { name: 'Tara Bose' });
  const daily = await createReading(page, 'daily');
  await earnShareCredit(page);
  const quarterly = await createReading(page, 'quarterly');
  await earnShareCredit(page);
  const life = await createReading(page, 'life');

  await page.goto('/readings');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Each card has the time as well as the date, in India's time.
  for (const reading of [daily, quarterly, life]) {
    const card = cards.filter({ has: page.getByRole('heading', { name: titles[reading.readingType]! }) });
    await expect(card.locator('time')).toHaveText(indianDateTime(reading.createdAt));
  }

  const filters = page.getByRole('group', { name: 'Filter by reading type' });
  await filters.getByRole('button', { name: 'Life', exact: true }).click();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Life Prediction']);
  await filters.getByRole('button', { name: 'Quarterly', exact: true }).click();
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Quarterly Forecast']);
  const search = page.getByRole('searchbox', { name: 'Search your readings' });
  await search.fill('Forecast');
  await expect(page).toHaveURL(/\/readings\?type=quarterly&q=Forecast$/);

  // A reload keeps both.
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Quarterly', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('Forecast');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Quarterly Forecast']);

  // Into the reading and Back: the same list.
  await cards.getByRole('link', { name: 'View Full Reading' }).click();
  await expect(page).toHaveURL(new RegExp(`/reading/result/${quarterly.readingId}$`));
  await page.goBack();
  await expect(filters.getByRole('button', { name: 'Quarterly', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(search).toHaveValue('Forecast');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Quarterly Forecast']);

  // An address typed by hand works too, and an unknown type falls back to All.
  await page.goto('/readings?type=life');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Life Prediction']);
  await page.goto('/readings?type=astral');
  await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(3);
});
