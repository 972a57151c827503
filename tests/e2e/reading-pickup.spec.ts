import type { Page } from '@playwright/test';
import { fakeModel } from '../support/fake-model';
import { runFileCleanups } from '../support/file-cleanup';
import { expect, signInCompleteUser, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { droppableLine } from './support/droppable-line';

// A reading is never lost to the page: a cut stream keeps its text and leads to the saved reading,
// a reload while the reading is written follows it there, and the stream's end opens the result
// with the text already in place. docs/product.md, Screens and routes /reading/{type}.

const readyNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Your reading is ready' });

test('a stream cut mid-way keeps its text, then offers the saved reading', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  // The server's whole answer is read, but only its first few pieces of text reach the page: the
  // connection drops there, and the server goes on to save the reading.
  let shown = '';
  await page.route('**/api/readings', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    const texts = (await answer.text()).split('\n\n').filter((block) => block.includes('"type":"text"')).slice(0, 4);
    shown = texts.map((block) => (JSON.parse(block.slice(block.indexOf('data:') + 5)) as { delta: string }).delta).join('');
    await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' }, body: `${texts.join('\n\n')}\n\n` });
  });

  await page.goto('/reading/daily');
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  await expect(readyNote(page)).toBeVisible();
  // What had arrived is still on the page.
  const kept = page.locator('#reading-stream');
  await expect(kept).toContainText(shown.trim().split(/\s+/).slice(0, 3).join(' '));
  await expect(page.getByRole('alert')).toHaveCount(0);
  // One way to the reading, not the period's 'You already have…' note and button as well.
  await expect(page.getByRole('link', { name: /open/i })).toHaveCount(1);

  await readyNote(page).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/reading\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
});

test('the result page opens with the streamed reading in place, never “Loading your reading...”', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await page.goto('/reading/daily');
  // Watched from inside the page, so even one frame of the loading state is caught.
  await page.evaluate(() => {
    const marks = { loading: false };
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading your reading...')) marks.loading = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { loadingMarks: marks });
  });
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  await page.waitForURL(/\/reading\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
  await expect(page.getByRole('article').locator('p').first()).not.toBeEmpty();
  expect(await page.evaluate(() => (window as unknown as { loadingMarks: { loading: boolean } }).loadingMarks.loading)).toBe(false);
});

const pieces = ['Namaste. ', 'The Moon ', 'moves through ', 'your tenth house ', 'today, ', 'and work goes well.'];

/** A server of its own whose model sends a few pieces, then waits for `finishStalled`. */
const withStallingModel = test.extend<object, { stalling: { model: Awaited<ReturnType<typeof fakeModel>>; server: OwnServer } }>({
  stalling: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const model = await fakeModel(pieces);
      model.mode = 'stall';
      const server = await startOwnServer({ AI_PROVIDER: 'openai', AI_BASE_URL: model.url, AI_API_KEY: 'sk-e2e-test' });
      await use({ model, server });
      await server.stop();
      await runFileCleanups();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ stalling }, use) => use(stalling.server.url),
});

withStallingModel('reloading the page while the reading is written shows it being written, then the way to it', async ({ page, request, stalling }) => {
  await signInCompleteUser(page, request);
  await page.goto('/reading/daily');
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  await expect(page.locator('#reading-stream')).toContainText('The Moon moves through');

  await page.reload();
  // Not the form: the reading, as far as it is written, and the button busy with it.
  await expect(page.getByRole('heading', { name: 'Writing your Daily Horoscope' })).toBeVisible();
  await expect(page.locator('#reading-stream')).toContainText('The Moon moves through');
  await expect(page.getByRole('button', { name: 'Generating Reading...' })).toBeDisabled();

  stalling.model.finishStalled();
  await expect(readyNote(page)).toBeVisible();
  await readyNote(page).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/reading\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
});

/** The same, seen through a connection the test can break mid-stream. */
const withDroppableLine = withStallingModel.extend<{ line: Awaited<ReturnType<typeof droppableLine>> }>({
  line: async ({ stalling }, use) => use(await droppableLine(stalling.server.url)),
  baseURL: async ({ line }, use) => use(line.url),
});

withDroppableLine('a stream broken by a network error keeps its text while the connection is down, then finds the saved reading and opens it', async ({ page, request, stalling, line }) => {
  await signInCompleteUser(page, request);
  await page.goto('/reading/daily');
  await page.getByRole('button', { name: 'Get Your Free Daily Horoscope' }).click();
  const stream = page.locator('#reading-stream');
  // The first words come after the server has taken the free reading and computed the chart, which a
  // busy two-core machine has taken more than the usual 10 s to do.
  await expect(stream).toContainText('The Moon moves through', { timeout: 30_000 });

  // The phone loses its signal while the server is still writing: the stream breaks mid-body, and
  // the page cannot ask after the reading until the network is back.
  expect(line.drop(), 'the reading stream was not open').toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'The connection dropped, but your reading is still being written.' })).toBeVisible();
  // The page asks after the reading and gets no answer; what it showed stays.
  await expect.poll(() => line.refused, 'the page did not ask after the reading').toBeGreaterThan(0);
  await expect(stream).toContainText('The Moon moves through');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Not the form's button again: the page is still following the reading.
  await expect(page.getByRole('button', { name: 'Generating Reading...' })).toBeDisabled();

  // The server finishes the reading while the page is still cut off: asked directly, past the
  // broken line, it has saved it. Only then does the network come back, so the page's next question
  // finds the reading, whatever order a busy machine would otherwise put the two in.
  stalling.model.finishStalled();
  const session = (await page.context().cookies(line.url)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  await expect
    .poll(async () => {
      const answer = await request.get(`${stalling.server.url}/api/readings/current?readingType=daily`, { headers: { cookie: session } });
      const { reading, writing } = (await answer.json()) as { reading: unknown; writing: unknown };
      return Boolean(reading) && !writing;
    }, 'the server did not save the reading')
    .toBe(true);
  // Back online, the page looks for the reading by itself.
  line.restore();
  await expect(readyNote(page)).toBeVisible({ timeout: 20_000 });
  await expect(stream).toContainText('The Moon moves through');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await readyNote(page).getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/reading\/result\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('The Moon moves through your tenth house today, and work goes well.');
});
