import { questionsText } from '../../src/client/i18n/questions';
import { fakeModel } from '../support/fake-model';
import { runFileCleanups } from '../support/file-cleanup';
import { droppableLine } from './support/droppable-line';
import { expect, signInCompleteUser, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';

// An answer is never lost to the page: a stream broken by the network keeps its text while the
// connection is down, then goes on from where it stopped, with no word twice, and ends in the
// saved conversation.
//
// Unlike the reading's pick-up spec, nothing here races the machine: the model holds the answer
// mid-way for as long as the test needs (so "still being written" is a fact, not a timing), the
// page's reconnection is checked against text that cannot have grown, and the server keeps a
// finished answer for minutes, so the order of the network's return and the answer's end does
// not matter.

const t = questionsText.en;
// No sign, house, graha or date: the fact check has nothing to send back, so the model's text is the answer.
const pieces = ['Namaste. ', 'Your question ', 'has been read ', 'against your chart, ', 'and the answer ', 'is a hopeful one.'];

const withStallingModel = test.extend<object, { stalling: { model: Awaited<ReturnType<typeof fakeModel>>; server: OwnServer } }>({
  stalling: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const model = await fakeModel(pieces);
      model.mode = 'stall';
      const server = await startOwnServer({ AI_PROVIDER: 'openai', AI_BASE_URL: model.url, AI_API_KEY: 'sk-e2e-test', AI_TIMEOUT_MS: '300000' });
      await use({ model, server });
      await server.stop();
      await runFileCleanups();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ stalling }, use) => use(stalling.server.url),
});

const withDroppableLine = withStallingModel.extend<{ line: Awaited<ReturnType<typeof droppableLine>> }>({
  line: async ({ stalling }, use) => use(await droppableLine(stalling.server.url)),
  baseURL: async ({ line }, use) => use(line.url),
});

withDroppableLine('an answer cut by a network error keeps its text, goes on from where it stopped once the network is back, and ends saved', async ({ page, request, stalling, line }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInCompleteUser(page, request);
  await page.goto('/ask');
  await page.getByLabel(t.questionLabel, { exact: true }).fill('When will I get married?');
  await page.getByRole('button', { name: t.ask, exact: true }).click();
  const draft = page.locator('[aria-live="polite"] p.whitespace-pre-line');
  const sent = pieces.slice(0, stalling.model.piecesBeforeStall).join('').trim();
  // The first words come after the server has taken the free reading and cast the chart, which a
  // busy two-core machine can take well over ten seconds to do.
  await expect(draft).toHaveText(sent, { timeout: 30_000 });

  // The phone loses its signal mid-answer: the stream breaks, and the page cannot reach the server.
  expect(line.drop(), 'the answer stream was not open').toBe(1);
  await expect(page.getByRole('status').filter({ hasText: t.cut })).toBeVisible();
  await expect.poll(() => line.refused, 'the page did not try to follow the answer again').toBeGreaterThan(0);
  await expect(draft).toHaveText(sent);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Back online while the model still holds the answer: the page follows it again, the note goes,
  // and the text is what it was — not a word twice — since nothing more has been written.
  line.restore();
  await expect(page.getByRole('status').filter({ hasText: t.cut })).toHaveCount(0, { timeout: 20_000 });
  await expect(draft).toHaveText(sent);

  // The model finishes: the rest arrives on the new stream and the conversation is saved.
  stalling.model.finishStalled();
  await expect(page).toHaveURL(/\/ask\?thread=[0-9a-f-]{36}$/, { timeout: 30_000 });
  const answers = page.getByRole('region', { name: t.thread }).locator('article');
  await expect(answers).toHaveCount(1);
  await expect(answers.first()).toContainText(pieces.slice(0, 4).join('').trim());
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(draft).toHaveCount(0);
});
