import type { Page } from '@playwright/test';
import { createReading, earnShareCredit, expect, postAsPage, signInCompleteUser, test } from './support/fixtures';

// On a slow network every page shows at once: its frame (the navigation bar), its heading where it
// is known, and skeleton lines in the shape of what is coming, marked busy and announced with the
// page's loading message; never a spinner in place of the page. The data then takes their place.
// (That the dashboard asks for its data side by side is first-paint.spec.ts's.)

/**
 * The answers to the requests whose path matches `path` are held back, as on a slow network, until
 * `release()`: what the page shows meanwhile is looked at while they are certainly still on their
 * way, however slowly the machine running the test draws it.
 */
async function slowDown(page: Page, path: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * Opens `path` and expects, before the held answer is in, the navigation bar and a busy skeleton,
 * and no spinner anywhere: the page's own skeleton, announced as `loading` (a page whose code is
 * still on its way shows the frame's meanwhile). Then lets the answer through.
 */
async function openSlowly(page: Page, path: string, loading: string, release: () => void) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const skeleton = page.locator('[aria-busy="true"]').filter({ hasText: loading });
  await expect(skeleton).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  release();
  return skeleton;
}

test('a signed-in user’s pages show their frame and skeleton at once on a slow network, then their content', async ({ page, request }) => {
  // Five pages, each held on its slow answer, after a reading and a match are made.
  test.slow();
  await signInCompleteUser(page, request, { name: 'Meera Iyer' });
  const reading = await createReading(page, 'daily');
  const saved = await postAsPage(page, '/api/people', {
    name: 'Arjun Iyer',
    gender: 'male',
    relation: 'sibling',
    birthDate: '1992-08-21',
    birthTime: '06:10',
    birthPlace: 'Lucknow',
    latitude: 26.8467,
    longitude: 80.9462,
  });
  expect(saved.status()).toBe(201);
  const personId = ((await saved.json()) as { person: { id: string } }).person.id;
  await earnShareCredit(page);
  const match = await postAsPage(page, '/api/matches', { a: { kind: 'me' }, b: { kind: 'person', id: personId } });
  expect(match.status(), await match.text()).toBe(200);
  const { matchId } = (await match.json()) as { matchId: string };
  // The session answers at once: the user's own navigation bar, with its menu.
  const menu = page.getByRole('button', { name: 'Open menu' });

  await test.step('/reading/result', async () => {
    const release = await slowDown(page, /^\/api\/readings\//);
    const skeleton = await openSlowly(page, `/reading/result/${reading.readingId}`, 'Loading your reading...', release);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Reading' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('/match/:id', async () => {
    const release = await slowDown(page, /^\/api\/matches\//);
    const skeleton = await openSlowly(page, `/match/${matchId}`, 'Opening the match report…', release);
    await expect(page.getByTestId('match-total')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Meera Iyer & Arjun Iyer/ })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('/family/:id/edit', async () => {
    const release = await slowDown(page, /^\/api\/people\//);
    const skeleton = await openSlowly(page, `/family/${personId}/edit`, 'Loading your family...', release);
    // The heading is known before the person is.
    await expect(page.getByRole('heading', { level: 1, name: 'Edit details' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Arjun Iyer');
    await expect(skeleton).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('/chart', async () => {
    const release = await slowDown(page, /^\/api\/chart/);
    const skeleton = await openSlowly(page, '/chart', 'Casting your chart...', release);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Kundli' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^North Indian birth chart/ })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('/readings', async () => {
    const release = await slowDown(page, /^\/api\/readings/);
    const skeleton = await openSlowly(page, '/readings', 'Loading your readings...', release);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Reading History' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(skeleton).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  await test.step('the session itself', async () => {
    // The page drawn ahead by the server, then the app, wait for the session: the frame and
    // skeleton lines meanwhile, then the page.
    const release = await slowDown(page, /^\/api\/me$/);
    const skeleton = await openSlowly(page, '/chart', 'Initializing...', release);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Kundli' })).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });
});

test('while a visitor’s session loads, the bar shows the logo alone and the page skeleton lines, then sign-in', async ({ page }) => {
  const release = await slowDown(page, /^\/api\/me$/);
  const skeleton = await openSlowly(page, '/chart', 'Initializing...', release);
  // Who is here is not known yet: nothing of a member's shows.
  await expect(page.getByRole('link', { name: 'Jyotishi home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\?next=\/chart$/);
  await expect(skeleton).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
