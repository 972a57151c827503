import { expect, test } from './support/fixtures';

// Real visitors' Core Web Vitals reach our own analytics (and from there `npm run stats`): the
// landing page's LCP once the visitor interacts (INP and CLS follow the same path when the page
// is hidden; the unit tests of the analytics module and of the stats cover their values).

type SentEvent = { name: string; path: string; properties?: { metric?: string; value?: number; rating?: string } };

test('the sign-in page reports its LCP to /api/analytics/events', async ({ page }) => {
  const vitals: SentEvent[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/analytics/events') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] };
    vitals.push(...(body.events ?? []).filter((e) => e.name === 'web_vital'));
  });
  // Beacons' bodies are not visible to the test; without sendBeacon the page posts with fetch.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined, configurable: true }));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  // A tap ends the LCP measurement, as a visitor's first input does; the measuring code loads after
  // the page, so the test taps until it has (a tap before that is not seen).
  const lcpSent = async () => {
    await page.mouse.click(5, 5);
    return vitals.some((e) => e.properties?.metric === 'LCP');
  };
  await expect.poll(lcpSent, { timeout: 15_000, intervals: [500] }).toBe(true);
  const lcp = vitals.find((e) => e.properties?.metric === 'LCP')!;
  expect(lcp.path).toBe('/auth');
  expect(lcp.properties!.value).toBeGreaterThan(0);
  expect(['good', 'needs-improvement', 'poor']).toContain(lcp.properties!.rating);
});
