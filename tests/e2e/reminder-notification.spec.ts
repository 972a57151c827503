import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { reminderPayload } from '../../src/server/reminders/reminder-text';
import { systemChromiumOnly } from './support/chromium';
import { startFakeNotificationDaemon, type FakeNotificationDaemon } from './support/fake-notification-daemon';
import { expect, sampleProfile, signInCompleteUser, test as base } from './support/fixtures';
import { controlledByServiceWorker, deliverPush } from './support/service-worker';

// docs/product.md, Daily reminder: the reminder as the user meets it, in a real Chromium with the
// app's built service worker. Chromium hands the worker a push message (the DevTools protocol's
// deliverPushMessage; subscribing is daily-reminder.spec.ts's, the server's sending the reminder
// sender's own tests), the worker shows it, and the user taps it. Chromium shows it on the Linux
// desktop's notification server, here a stand-in on a private D-Bus
// (support/fake-notification-daemon.ts) that reports the tap back to Chromium as a desktop does:
// the worker's 'notificationclick' is then the browser's own, with a tap's right to focus and open
// windows. An event the worker dispatches to itself has no such right: Chromium refuses it focus()
// and openWindow() ("Not allowed to open a window"), so it could not show where a tap goes.

type Fixtures = { desktop: FakeNotificationDaemon; persistent: BrowserContext };

const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  desktop: async ({}, use) => {
    const desktop = await startFakeNotificationDaemon();
    await use(desktop);
    await desktop.stop();
  },
  // An ordinary profile: in Playwright's usual (incognito) contexts Chromium shows the notification
  // but drops the tap on it (it closes it, and the worker gets no 'notificationclick').
  persistent: async ({ desktop, baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, launchOptions }, use, testInfo) => {
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      env: { ...process.env, ...desktop.env },
      baseURL,
      serviceWorkers: 'allow',
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    });
    await use(context);
    await context.close();
  },
  context: async ({ persistent }, use) => use(persistent),
  page: async ({ persistent }, use) => use(persistent.pages()[0] ?? (await persistent.newPage())),
});

// Every other spec blocks the worker (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
// Before the fixtures: the desktop bus is of no use to a browser that shows no notifications.
test.skip(...systemChromiumOnly('A notification on the desktop'));

/** The notifications the worker is showing, as it keeps them. */
const workerNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
  );

/** The one notification on the desktop, once Chromium has shown it. */
async function onScreen(desktop: FakeNotificationDaemon) {
  await expect.poll(() => desktop.shown().length).toBe(1);
  return desktop.shown()[0]!;
}

/** What the user sees at /reading/daily: today's reading, ready to be asked for. */
async function expectTodaysReading(page: Page) {
  await expect(page).toHaveURL(/\/reading\/daily$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Horoscope' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Your Free Daily Horoscope' })).toBeVisible();
}

test('a tap on the daily reminder takes the open tab of the app to today’s reading', async ({ page, request, context, baseURL, desktop }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signInCompleteUser(page, request);
  await controlledByServiceWorker(page);
  // The user is elsewhere in the app when the reminder comes.
  await page.goto('/readings');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reading History' })).toBeVisible();

  const payload = reminderPayload(sampleProfile.name, 'en', new Date(), 'Asia/Kolkata');
  await deliverPush(page, baseURL!, JSON.stringify(payload));

  // On screen: the server's title and text (Chromium puts the site's name above the text).
  const shown = await onScreen(desktop);
  expect(shown.summary).toBe(payload.title);
  expect(shown.body).toBe(`${new URL(baseURL!).host}\n\n${payload.body}`);
  expect(await workerNotifications(page)).toEqual([{ title: payload.title, body: payload.body, tag: 'daily-reading', data: { url: '/reading/daily' } }]);

  desktop.click(shown.id);

  // The same tab, now at today's reading; no second tab, and the notification is gone.
  await expectTodaysReading(page);
  expect(context.pages()).toEqual([page]);
  await expect.poll(() => desktop.shown()).toEqual([]);
  expect(await workerNotifications(page)).toEqual([]);
});

test('with no tab of the app open, a tap on the daily reminder opens one at today’s reading', async ({ page, request, context, baseURL, desktop }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signInCompleteUser(page, request);
  await controlledByServiceWorker(page);
  // The user has closed the app; the browser is still running, on another site's page.
  const other = await context.newPage();
  await page.close();

  const payload = reminderPayload(sampleProfile.name, 'en', new Date(), 'Asia/Kolkata');
  await deliverPush(other, baseURL!, JSON.stringify(payload));
  const shown = await onScreen(desktop);
  expect(shown.summary).toBe(payload.title);

  const opened = context.waitForEvent('page');
  desktop.click(shown.id);
  const tab = await opened;
  await expectTodaysReading(tab);
  await expect(other).toHaveURL('about:blank');
  await expect.poll(() => desktop.shown()).toEqual([]);
});
