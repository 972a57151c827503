import type { Locator, Page } from '@playwright/test';
import { completeProfile, dashboardGreeting, expect, signInNewUser, test } from './support/fixtures';
import { screenshots } from './support/screenshots';

// The first-use journey photographed for docs/screenshots at 390 and 1280 px: /auth signed out, a
// new user's first reading (their free one), their plain-language Kundli, and the dashboard once the
// free reading is spent. Each picture is taken only after the page shows what it is meant to show.
// It runs with every test run, checking that each page shows what its picture is meant to show,
// and writes the pictures into its own output folder. With SCREENSHOTS=1 (as `SCREENSHOTS=1 npx
// playwright test first-use-screenshots`) they replace the committed ones in docs/screenshots,
// which went through `optipng -o2 -strip all` (lossless) afterwards.

const meera = { name: 'Meera Iyer', gender: 'female', birthDate: '1991-10-23', birthTime: '06:00', birthPlace: 'Delhi' } as const;

/** `inner` lies wholly below `outer`: nothing of it is drawn under `outer`. */
async function expectBelow(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.y, 'drawn under the bar above it').toBeGreaterThanOrEqual(b.y + b.height);
}

/** The two boxes do not overlap. */
async function expectApart(one: Locator, other: Locator) {
  const a = (await one.boundingBox())!;
  const b = (await other.boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, 'one is drawn over the other').toBe(false);
}

const navbar = (page: Page) => page.locator('header.sticky');

test('the first-use journey, photographed: /auth, the first reading, the Kundli and the dashboard with its locks', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  // Only a run asked to update the committed pictures writes over them.
  const dir = process.env.SCREENSHOTS ? undefined : testInfo.outputPath('screenshots');

  // /auth, signed out: what the app does, the free first reading, and the phone step.
  await page.goto('/auth');
  await screenshots(page, 'auth', {
    dir,
    // At 390 px the first screenful, the footer below it left out, like the README's other phone screens.
    fullPageAt: [1280],
    ready: async (shot) => {
      await expect(shot.getByText('Your first reading is free.')).toBeVisible();
      await expect(shot.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
      await expect(shot.getByLabel('Phone number')).toBeInViewport();
      await expect(shot.locator('[data-testid=captcha-status][data-state=ready]')).toBeAttached({ timeout: 20_000 });
    },
  });

  // A new user, their birth details, and their first (free) reading: Career, from the dashboard.
  await signInNewUser(page, request, { continueNow: true });
  await completeProfile(page, meera, { pickPlace: true });
  await page.getByRole('link', { name: /^Career Reading/ }).click();
  await page.getByRole('button', { name: 'Get Your Free Career Reading' }).click();
  await expect(page).toHaveURL(/\/reading\/result\/[^/]+$/, { timeout: 60_000 });

  // The reading as it opens: the two-line summary and the first heading, clear of the action bar
  // (pinned to the bottom of a phone's screen, so only the first screenful is photographed).
  await screenshots(page, 'reading', {
    dir,
    fullPageAt: [],
    ready: async (shot) => {
      await expect(shot.getByRole('heading', { level: 1, name: 'Career Reading' })).toBeVisible();
      const article = shot.getByRole('article');
      const summary = article.getByRole('note', { name: 'The reading in short' });
      await expect(summary.locator('p')).toHaveCount(2);
      await expect(summary).toContainText('Meera');
      const heading = article.getByRole('heading', { level: 2 }).first();
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expect(heading).toBeInViewport({ ratio: 1 });
      const actions = shot.getByRole('complementary', { name: 'Reading actions' });
      await expect(actions.getByRole('button', { name: 'Download PDF' })).toBeVisible();
      await expectApart(actions, summary);
      await expectApart(actions, heading);
    },
  });

  // The plain-language Kundli: four sentences first, the chart and the details after.
  await page.goto('/chart');
  await screenshots(page, 'kundli', {
    dir,
    // At 390 px the first screenful, as on a phone (the README shows it beside the other phone screens).
    fullPageAt: [1280],
    ready: async (shot) => {
      await expect(shot.getByRole('heading', { level: 1, name: 'Your Kundli' })).toBeVisible();
      const says = shot.getByRole('region', { name: /^What your chart says/ });
      await expect(says.getByRole('listitem')).toHaveCount(4);
      await expect(says.getByRole('listitem').first()).toContainText('You were born with Kanya (Virgo) rising');
      await expect(says.getByRole('listitem').first()).toBeInViewport();
      await expectBelow(shot.getByRole('heading', { level: 1, name: 'Your Kundli' }), navbar(shot));
    },
  });

  // The dashboard with the free reading spent: the greeting, the banner with the ways to unlock,
  // and a lock with its price on every card but Career's.
  await page.goto('/');
  await screenshots(page, 'dashboard-locked', {
    dir,
    ready: async (shot) => {
      const greeting = dashboardGreeting(shot, meera.name);
      await expect(greeting).toBeVisible();
      const banner = shot.getByRole('region', { name: 'Your reading access' });
      await expect(banner).toContainText('Share on WhatsApp or upgrade to premium for more readings');
      await expectBelow(greeting, navbar(shot));
      await expectBelow(banner, navbar(shot));
      const grid = shot.getByRole('region', { name: 'Choose your reading' });
      const daily = grid.getByRole('link', { name: /^Daily Horoscope/ });
      await expect(daily.getByRole('img', { name: 'Locked' })).toBeVisible();
      await expect(daily).toContainText('Share to unlock or Premium');
      expect(await grid.getByRole('img', { name: 'Locked' }).count()).toBeGreaterThanOrEqual(8);
      await expect(grid.getByRole('link', { name: /^Career Reading/ }).getByRole('img', { name: 'Locked' })).toHaveCount(0);
    },
  });
});
