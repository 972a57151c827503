import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appUpdateText } from '../../src/client/i18n/app-update';
import { premiumText } from '../../src/client/i18n/premium';
import { dashboardText } from '../../src/client/i18n/dashboard';
import { expect, signInCompleteUser, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { controlledByServiceWorker } from './support/service-worker';

// A deploy while the app is open (ADR 016): the open page goes on with its own version's files,
// the new version waits behind "New version — Reload", and Reload brings the new version whole.
// Two real builds: the one the suite serves, and the same app built again without minifying, so
// that every file of the second has a new name and the first one's files are gone from the server.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

const deploys = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-deploys-'));
const site = path.join(deploys, 'site');
const nextBuild = path.join(deploys, 'next');

// The server of this spec serves `site`, which starts as a copy of the suite's build.
const deployTest = test.extend<object, { deployServer: OwnServer }>({
  deployServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function takes from its pattern
    async ({}, use) => {
      cpSync('dist', site, { recursive: true });
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', nextBuild, '--emptyOutDir', '--minify', 'false', '--logLevel', 'error'], { stdio: 'inherit' });
      const server = await startOwnServer({ DIST_DIR: site });
      await use(server);
      await server.stop();
      rmSync(deploys, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ deployServer }, use) => use(deployServer.url),
});

/** Replaces the served build with the next one, as a deploy does: the old files are gone. */
function deployNextBuild() {
  for (const entry of readdirSync(site)) rmSync(path.join(site, entry), { recursive: true, force: true });
  cpSync(nextBuild, site, { recursive: true });
}

const scriptsOf = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname));

deployTest('a deploy while the app is open: the page keeps its own files, offers the new version, and Reload brings it whole', async ({ page, request }) => {
  await signInCompleteUser(page, request);
  await controlledByServiceWorker(page);
  const [entry] = await scriptsOf(page);
  expect(entry).toMatch(/^\/assets\/index-.+\.js$/);

  deployNextBuild();
  expect(existsSync(path.join(site, entry!)), 'the old entry is gone from the server').toBe(false);

  // A page whose code this version has not loaded yet still opens: from the worker's copy of the
  // version it belongs to, not a file of the new deploy.
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/premium-page')) loaded.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.getByRole('link', { name: dashboardText.en.upgrade }).click();
  await expect(page.getByRole('heading', { name: premiumText.en.title })).toBeVisible();
  expect(loaded).toHaveLength(1);
  expect(loaded[0]).toMatch(/^200 /);
  expect(existsSync(path.join(site, loaded[0]!.slice(4))), 'served from the old version').toBe(false);

  // The browser learns of the new version (as on its next check), which waits for the user.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  await expect(page.getByText(appUpdateText.en.newVersion)).toBeVisible({ timeout: 30_000 });
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.getByRole('button', { name: appUpdateText.en.reload }).click();

  // The page reloads on the new version: every script it runs is one of the new deploy's files.
  await reloaded;
  expect((await scriptsOf(page))[0]).not.toBe(entry);
  await expect(page.getByRole('heading', { name: premiumText.en.title })).toBeVisible();
  for (const script of await scriptsOf(page)) expect(existsSync(path.join(site, script)), script).toBe(true);
  await expect(page.getByText(appUpdateText.en.newVersion)).toBeHidden();
});
