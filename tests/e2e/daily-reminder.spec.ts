import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { reminderPayload } from '../../src/server/reminders/reminder-text';
import { systemChromiumOnly } from './support/chromium';
import { startFakeGcm, type FakeGcm } from './support/fake-gcm';
import { expect, sampleProfile, signIn, signInCompleteUser, signOut, test as base } from './support/fixtures';
import { deliverPush } from './support/service-worker';

// docs/product.md, Daily reminder: "Today's horoscope" turned on and off in a real Chromium, with
// the app's own service worker and Chromium's real PushManager.subscribe. Chromium subscribes
// through Google's GCM, which this machine cannot reach: its own switches point the GCM client at a
// local check-in and registration stand-in (support/fake-gcm.ts), so the subscription (its keys,
// its endpoint, the applicationServerKey it is made for) is Chromium's own. The push service's leg
// back to the browser is not here (the sender's requests are tested against a push service stand-in
// in src/server/reminders/reminder-sender.test.ts): Chromium hands the worker a message itself.

type Fixtures = { gcm: FakeGcm; persistent: BrowserContext };

const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  gcm: async ({}, use) => {
    const gcm = await startFakeGcm();
    await use(gcm);
    await gcm.stop();
  },
  // Push needs an ordinary profile: in Playwright's usual (incognito) contexts Chromium refuses
  // every subscription ("Registration failed - permission denied").
  persistent: async ({ gcm, baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, launchOptions }, use, testInfo) => {
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...launchOptions,
      args: [...(launchOptions.args ?? []), ...gcm.switches],
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

// Every other spec blocks the worker (playwright.config.ts); push needs it.
test.use({ serviceWorkers: 'allow' });

const reminderSwitch = (page: Page) => page.getByRole('switch', { name: "Today's horoscope notifications" });

/** Counts the page's calls of Notification.requestPermission, which still asks the browser as usual. */
async function countPermissionQuestions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { permissionQuestions: number };
    w.permissionQuestions = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      w.permissionQuestions += 1;
      return ask(...args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { permissionQuestions: number }).permissionQuestions);
}

/** This browser's push subscription, as the service worker's PushManager has it. */
const browserSubscription = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.toJSON() ?? null);

/** The notifications the worker is showing. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
  );

type Reminders = { publicKey: string; devices: Array<{ endpoint: string; timeOfDay: string }> };
const serverSide = async (page: Page) => (await (await page.request.get('/api/reminders')).json()) as Reminders;

test('turns the daily reminder on with a real push subscription, changes its time, and turns it off from the profile', async ({ page, request, context, baseURL, gcm }) => {
  test.skip(...systemChromiumOnly('A push subscription'));
  const questions = await countPermissionQuestions(page);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await signInCompleteUser(page, request);
  // The app's service worker is there (a production build registers it once the page has loaded).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const toggle = reminderSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // Loading the dashboard asked nothing.
  expect(await questions()).toBe(0);
  await expect(page.getByLabel('Time (where you live)')).toHaveValue('07:00');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(/On: every day at 7:00 am where you live\. The first one comes (today|tomorrow)\./)).toBeVisible();
  expect(await questions()).toBe(1);

  // Chromium's own subscription, made for the server's key, and the server has the same one.
  const subscription = await browserSubscription(page);
  expect(subscription?.endpoint).toMatch(/^https:\/\/(fcm\.googleapis\.com|jmt17\.google\.com)\/fcm\/send\/e2e-token-\d+:/);
  expect(Buffer.from(subscription!.keys!.p256dh!, 'base64url')).toHaveLength(65);
  expect(Buffer.from(subscription!.keys!.auth!, 'base64url')).toHaveLength(16);
  const server = await serverSide(page);
  expect(server.devices).toEqual([{ endpoint: subscription!.endpoint, timeOfDay: '07:00' }]);
  expect(gcm.registrations.map((r) => r.form.get('sender'))).toContain(server.publicKey);

  // A push message as the server writes it, handed to the app's worker by Chromium itself (the
  // DevTools protocol's deliverPushMessage): the worker shows it as the reminder.
  const payload = reminderPayload(sampleProfile.name, 'en', new Date(), 'Asia/Kolkata');
  // Handed over again until shown, as a push service retries: a message that reaches the worker in
  // the moment the subscription settles is sometimes dropped by Chromium. One tag, so one notification.
  await expect(async () => {
    await deliverPush(page, baseURL!, JSON.stringify(payload));
    expect(await shownNotifications(page)).toEqual([{ title: payload.title, body: payload.body, tag: 'daily-reading', data: { url: '/reading/daily' } }]);
  }).toPass({ timeout: 20_000 });

  // A new time goes to the server for the same browser.
  await page.getByLabel('Time (where you live)').selectOption('08:30');
  await expect(page.getByText(/On: every day at 8:30 am where you live\./)).toBeVisible();
  await expect.poll(async () => (await serverSide(page)).devices).toEqual([{ endpoint: subscription!.endpoint, timeOfDay: '08:30' }]);

  // The profile page shows the same switch, on; off there turns it off for this browser.
  await page.goto('/profile');
  const onProfile = reminderSwitch(page);
  await expect(onProfile).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Time (where you live)')).toHaveValue('08:30');
  await onProfile.click();
  await expect(onProfile).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await serverSide(page)).devices).toEqual([]);
  expect(await browserSubscription(page)).toBeNull();
  // The count starts again with the page: turning it off asked nothing.
  expect(await questions()).toBe(0);
});

test('signing out ends the reminder in this browser, so the next person on the phone gets none', async ({ page, request, context, baseURL }) => {
  test.skip(...systemChromiumOnly('A push subscription'));
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const { phone } = await signInCompleteUser(page, request);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const toggle = reminderSwitch(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await browserSubscription(page)).not.toBeNull();

  await signOut(page);
  expect(await browserSubscription(page)).toBeNull();
  // Back in, the account has no reminder left for this browser either.
  await signIn(page, request, phone);
  await expect.poll(async () => (await serverSide(page)).devices).toEqual([]);
});

test('a blocked permission is explained with how to allow it, and nothing is subscribed', async ({ page, request, baseURL }) => {
  await signInCompleteUser(page, request);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The browser's own "Block" for this site.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: baseURL });

  await reminderSwitch(page).click();
  await expect(page.getByRole('alert')).toContainText('Notifications are blocked for this site in your browser. To allow them, open the site settings');
  await expect(reminderSwitch(page)).toHaveAttribute('aria-checked', 'false');
  expect(await browserSubscription(page)).toBeNull();
  expect((await serverSide(page)).devices).toEqual([]);
});

test('a browser without Web Push is told it cannot receive notifications, and is offered no switch', async ({ page, request }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await signInCompleteUser(page, request);
  await expect(page.getByText('This browser cannot receive notifications.')).toBeVisible();
  await expect(reminderSwitch(page)).toHaveCount(0);
});
