// Development aid: screenshots of pages at phone (390 px) and desktop width.
// Usage: node --import tsx scripts/screenshots.ts http://localhost:3000 /auth /terms …
// Signed in: SESSION_COOKIE='jyotishi_session=…' (from the Set-Cookie of /api/auth/otp/verify).
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1366, height: 900 }]] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  const session = process.env.SESSION_COOKIE?.split('=');
  if (session?.length === 2) await page.context().addCookies([{ name: session[0]!, value: session[1]!, url: base }]);
  for (const path of paths.length ? paths : ['/auth']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `.test-data/shot-${label}${path.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
