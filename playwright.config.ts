import { defineConfig, devices } from '@playwright/test';
import { e2eChromium } from './tests/e2e/support/chromium';

// A real server on its own port and its own fresh data folder, and the system Chromium or, without
// one, the one an npm package ships (tests/e2e/support/chromium.ts).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `.test-data/e2e-${Date.now()}`;
const chromium = await e2eChromium();
// Once, from the runner: each worker loads this file again.
if (!process.env.TEST_WORKER_INDEX) console.log(`Chromium: ${chromium.kind === 'system' ? 'the system\'s' : 'packaged (@sparticuz/chromium)'}, ${chromium.executablePath}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The app's service worker answers some requests itself, out of page.route's reach, so the specs
    // that stand in for the server that way would test the worker instead. Only the offline spec,
    // which is about the worker, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium.executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${port}/api/me`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A lighter proof of work keeps the suite quick; the flow is the real one.
      ALTCHA_COUNTER_MIN: '500',
      ALTCHA_COUNTER_MAX: '2000',
      // Many sign-ins come from one test machine: its address must not be treated as an attacker's
      // (the API tests hold these limits; here they would only slow every later sign-in down).
      OTP_MAX_PER_IP_HOUR: '1000',
      OTP_MAX_FAILED_CHECKS_PER_IP_HOUR: '1000',
      // Every page a spec opens sends its page view and web vitals from that one address too.
      ANALYTICS_EVENTS_PER_MINUTE: '2000',
      ANALYTICS_EVENTS_PER_IP_HOUR: '100000',
      ALTCHA_MAX_WORK_SCALE: '1',
    },
  },
});
