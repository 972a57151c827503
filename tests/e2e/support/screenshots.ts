import { expect, type Page } from '@playwright/test';

/** The two widths every page is photographed at: a phone's and a laptop's. */
export type ShotWidth = 390 | 1280;

export type ScreenshotOptions = {
  /** The folder the pictures go into: SCREENSHOT_DIR, else docs/screenshots. */
  dir?: string;
  /**
   * The widths at which the page is photographed whole; at the others only the first screenful,
   * as the page looks when it opens. A page with a bar pinned to the bottom of the screen needs
   * that: photographed whole, the bar would sit where the screen's bottom edge was, across the text.
   */
  fullPageAt?: readonly ShotWidth[];
  /** Waits in the fresh tab until the page shows what the picture is of (and may assert on it). */
  ready?: (shot: Page, width: ShotWidth) => Promise<void>;
};

/** Placeholders the app shows while it loads: a skeleton, a spinner, a pulsing line. */
const LOADING = '[aria-busy="true"], .animate-spin, [class*="animate-pulse"]';

/**
 * The page `page` is on, photographed at 390 px and at 1280 px, one pixel a point (as
 * `{name}-390.png` and `{name}-1280.png`, into docs/screenshots or SCREENSHOT_DIR), in a fresh tab
 * with the same cookies and storage: scrolled to the top, with nothing loading and nothing moving.
 * A string for `options` is the folder.
 */
export async function screenshots(page: Page, name: string, options: ScreenshotOptions | string = {}) {
  const { dir = process.env.SCREENSHOT_DIR ?? 'docs/screenshots', fullPageAt = [390, 1280], ready } = typeof options === 'string' ? { dir: options } : options;
  const state = await page.context().storageState();
  for (const width of [390, 1280] as const) {
    const context = await page.context().browser()!.newContext({ storageState: state, viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
    const shot = await context.newPage();
    await shot.goto(page.url());
    await shot.waitForLoadState('networkidle');
    await ready?.(shot, width);
    await expect(shot.locator(LOADING), `${name}-${width}.png would show the page still loading`).toHaveCount(0);
    // Fonts (Devanagari's bold faces among them) load when first used: without them the picture shows fallbacks or empty boxes.
    await shot.evaluate(() => document.fonts.ready);
    await shot.evaluate(() => window.scrollTo(0, 0));
    await shot.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: fullPageAt.includes(width), animations: 'disabled' });
    await context.close();
  }
}
