import type { Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import { screenshots } from './support/screenshots';
import { expect, expectNoSidewaysScroll, test } from './support/fixtures';

// What the server is configured with reaches the pages (GET /api/public-config): the support
// address (SUPPORT_EMAIL) in the footer and every legal page, and a privacy policy that lists the
// cookies the app sets and names Google Analytics and Sentry only when they are on.

const defaultAddress = 'support@jyotishi.app';
const legalPaths = ['/privacy', '/terms', '/shipping-returns'];

/** The cookies section of the privacy policy. */
const cookiesSection = (page: Page) => page.getByRole('region', { name: '7. Cookies and analytics' });

test.describe('with SUPPORT_EMAIL, GA_MEASUREMENT_ID and SENTRY_DSN set', () => {
  // One server for both tests, in one worker.
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer({
      SUPPORT_EMAIL: 'help@example.in',
      GA_MEASUREMENT_ID: 'G-TEST12345',
      // Never reached: only a server error is reported, and none happens here.
      SENTRY_DSN: 'https://public@sentry.invalid/1',
    });
  });
  test.afterAll(async () => server?.stop());

  test.beforeEach(async ({ context }) => {
    // Google's script is asked for (GA is on); the test machine does not reach Google.
    await context.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  });

  test('the footer and every legal page give the configured address, never the default one', async ({ page }) => {
    for (const path of legalPaths) {
      await page.goto(`${server.url}${path}`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'help@example.in' })).toHaveAttribute('href', 'mailto:help@example.in');
      const article = page.getByRole('article');
      await expect(article.getByRole('link', { name: 'help@example.in' }).first()).toBeVisible();
      await expect(page.locator('body')).not.toContainText(defaultAddress);
    }
    // A request about personal data goes to the same address, with its subject.
    await page.goto(`${server.url}/privacy`);
    await expect(page.getByRole('link', { name: 'help@example.in' }).first()).toHaveAttribute('href', /^mailto:help@example\.in/);
    await expect(page.locator('a[href="mailto:help@example.in?subject=Personal%20data%20request"]').first()).toBeVisible();
  });

  test('the privacy policy names Google Analytics with its cookies, and Sentry', async ({ page }) => {
    await page.goto(`${server.url}/privacy`);
    const cookies = cookiesSection(page);
    await expect(cookies).toContainText('Google Analytics');
    await expect(cookies.getByText('_ga', { exact: true })).toBeVisible();
    await expect(cookies.getByText('_ga_TEST12345', { exact: true })).toBeVisible();
    await expect(cookies).not.toContainText('third-party tracking cookies');
    for (const name of ['jyotishi_session', 'jyotishi_otp_browser', 'jyotishi-lang']) await expect(cookies.getByText(name, { exact: true })).toBeVisible();
    const sharing = page.getByRole('region', { name: '5. Who we share your data with' });
    await expect(sharing).toContainText('Google (Google Analytics)');
    await expect(sharing).toContainText('Sentry');
    await expect(page.getByRole('region', { name: '2. The personal data we collect' })).toContainText('reported to Sentry');
    await expect(page.getByRole('region', { name: '6. Where your data is stored' })).toContainText('the AI language-model provider, Google Analytics and Sentry');
    await expect(page.getByRole('article')).not.toContainText('a single cookie');
    await expectNoSidewaysScroll(page);
    if (process.env.SCREENSHOT_DIR) await screenshots(page, 'privacy-analytics-on');
    if (process.env.SCREENSHOT_DIR) await cookies.screenshot({ path: `${process.env.SCREENSHOT_DIR}/privacy-cookies-analytics-on-390.png` });
  });
});

test.describe('with the default settings (no GA, no Sentry)', () => {
  test('the footer and the legal pages give the default address', async ({ page }) => {
    for (const path of legalPaths) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: defaultAddress })).toHaveAttribute('href', `mailto:${defaultAddress}`);
      await expect(page.getByRole('article').getByRole('link', { name: defaultAddress }).first()).toBeVisible();
    }
  });

  test('the privacy policy lists every cookie the app sets, and neither Google Analytics nor Sentry', async ({ page }) => {
    await page.goto('/privacy');
    const cookies = cookiesSection(page);
    await expect(cookies.getByText('jyotishi_session', { exact: true })).toBeVisible();
    await expect(cookies).toContainText('ends 30 days after your last visit, and never later than 90 days after you signed in');
    await expect(cookies.getByText('jyotishi_otp_browser', { exact: true })).toBeVisible();
    await expect(cookies).toContainText('lasts one day');
    await expect(cookies.getByText('jyotishi-lang', { exact: true })).toBeVisible();
    await expect(cookies).toContainText('third-party tracking cookies');
    const article = page.getByRole('article');
    await expect(article).not.toContainText('a single cookie');
    await expect(article).not.toContainText('Google');
    await expect(article).not.toContainText('Sentry');
    await expect(article).toContainText('such as the AI language-model provider, may process data outside India');
    await expectNoSidewaysScroll(page);
    if (process.env.SCREENSHOT_DIR) await screenshots(page, 'privacy');
    if (process.env.SCREENSHOT_DIR) await cookies.screenshot({ path: `${process.env.SCREENSHOT_DIR}/privacy-cookies-390.png` });
  });
});
