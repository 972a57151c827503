import type { Page } from '@playwright/test';

/**
 * The page `page` is on, photographed whole at 390 px and at 1280 px, one pixel a point (as
 * `{name}-390.png` and `{name}-1280.png`, into docs/screenshots or SCREENSHOT_DIR), in a fresh tab
 * with the same cookies and storage.
 */
export async function screenshots(page: Page, name: string, dir = process.env.SCREENSHOT_DIR ?? 'docs/screenshots') {
  const state = await page.context().storageState();
  for (const width of [390, 1280]) {
    const context = await page.context().browser()!.newContext({ storageState: state, viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
    const shot = await context.newPage();
    await shot.goto(page.url());
    await shot.waitForLoadState('networkidle');
    await shot.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    await context.close();
  }
}
