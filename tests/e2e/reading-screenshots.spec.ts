import type { Page } from '@playwright/test';
import { expect, signInCompleteUser, test, type SavedReading } from './support/fixtures';
import { switchLanguage } from './support/language-switch';
import { buyInSandbox } from './support/purchase';
import { screenshots } from './support/screenshots';

// A member's daily, career and health readings, read on the result page in English and in Hindi
// and photographed for docs/screenshots/readings at 390 and 1280 px. Each picture is taken only
// once the page shows what it is of: the daily its four life areas, each scored out of 5, and its
// times; the topic readings their dated windows. It runs with every test run and writes into its
// own output folder; with SCREENSHOTS=1 the pictures replace the committed ones.

const ravi = { name: 'Ravi Shankar', gender: 'male', birthDate: '1984-03-09', birthTime: '05:40', birthPlace: 'Lucknow' } as const;

const LANGUAGES = {
  en: { areas: 'Love, work, money and health', names: ['Love', 'Career', 'Money', 'Health'], timing: /Sunrise/, windows: 'Timing to watch' },
  hi: { areas: 'प्रेम, काम, धन और सेहत', names: ['प्रेम', 'करियर', 'धन', 'सेहत'], timing: /सूर्योदय/, windows: 'किस समय का ध्यान रखें' },
} as const;

/** POST /api/readings as the page does, in the language the reader reads: the saved reading. */
async function readingIn(page: Page, readingType: string, language: 'en' | 'hi'): Promise<SavedReading> {
  const response = await page.request.post('/api/readings', {
    headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json', 'accept-language': language },
    data: { readingType },
  });
  expect(response.status(), await response.text()).toBe(200);
  const done = (await response.text()).split('\n').filter((line) => line.startsWith('data:')).map((line) => JSON.parse(line.slice(5)) as { type: string; readingId?: string }).find((event) => event.type === 'done');
  expect(done?.readingId, 'the stream ended without a saved reading').toBeTruthy();
  return ((await (await page.request.get(`/api/readings/${done!.readingId}`)).json()) as { reading: SavedReading }).reading;
}

for (const language of ['en', 'hi'] as const) {
  test(`a member's daily, career and health readings in ${language === 'en' ? 'English' : 'Hindi'}, photographed`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const words = LANGUAGES[language];
    const dir = process.env.SCREENSHOTS ? `docs/screenshots/readings${language === 'hi' ? '/hi' : ''}` : testInfo.outputPath('screenshots');
    await signInCompleteUser(page, request, ravi);
    await buyInSandbox(page, 'monthly');
    if (language === 'hi') await switchLanguage(page, 'हिन्दी');

    for (const type of ['daily', 'career', 'health'] as const) {
      const reading = await readingIn(page, type, language);
      // Written in the language it was asked in: Hindi in Devanagari, English without it.
      expect(/[\u0900-\u097F]/.test(reading.predictionText)).toBe(language === 'hi');
      await page.goto(`/reading/result/${reading.readingId}`);
      await screenshots(page, `reading-${type}`, {
        dir,
        fullPageAt: [1280],
        ready: async (shot) => {
          const article = shot.getByRole('article');
          await expect(article.getByRole('note')).toBeVisible();
          if (type === 'daily') {
            const areas = article.getByRole('heading', { level: 2, name: words.areas });
            await expect(areas).toBeVisible();
            // Each of the four areas on its own line with its score: 'Love 4/5: …'.
            for (const name of words.names) await expect(article.getByText(new RegExp(`^${name} [1-5]/5: `))).toBeVisible();
            await expect(article).toContainText(words.timing);
          } else {
            // A topic reading dates its windows: at least one date range with a year.
            await expect(article).toContainText(/20\d\d/);
          }
        },
      });
      // On a phone the first screenful holds the summary; one more picture shows the part a reader
      // scrolls to: the daily's four areas, a topic reading's dated windows.
      const section = page.getByRole('article').getByRole('heading', { level: 2, name: type === 'daily' ? words.areas : words.windows });
      await expect(section).toBeVisible();
      await section.evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 88));
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${dir}/reading-${type}-${type === 'daily' ? 'areas' : 'windows'}-390.png`, animations: 'disabled', scale: 'css' });
    }
  });
}
