// `npm test`: every test — unit and API integration (Vitest), then end to end (Playwright in the
// system Chromium). Ends with one line of totals, `N passed, N failed`, and a non-zero exit on
// any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `The end-to-end tests need Chromium, and none was found at ${chromium}.\n` +
      'Install Debian\'s package (sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}

const only = process.argv[2]; // 'unit' or 'e2e' to run one runner
mkdirSync('.test-data', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status;
}

if (!only || only === 'unit') {
  const report = '.test-data/vitest.json';
  rmSync(report, { force: true });
  run('Unit and API integration tests (Vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    // A file that fails to load counts as a failure even though none of its tests ran.
    totals.failed += r.success || r.numFailedTests > 0 ? r.numFailedTests : Math.max(1, r.numFailedTestSuites);
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } else {
    totals.failed += 1;
  }
}

if (!only || only === 'e2e') {
  if (run('Building the app', 'npx', ['vite', 'build', '--logLevel', 'warn']) === 0) {
    const report = '.test-data/playwright.json';
    rmSync(report, { force: true });
    // A fresh data folder for the server under test, replaced on every run.
    const dataDir = '.test-data/e2e-server';
    rmSync(dataDir, { recursive: true, force: true });
    run('End-to-end tests (Playwright, system Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_DATA_DIR: dataDir });
    if (existsSync(report)) {
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    } else {
      totals.failed += 1;
    }
  } else {
    totals.failed += 1;
  }
}

if (totals.failed === 0 && !ok) totals.failed = 1;
writeFileSync('.test-data/totals.json', JSON.stringify(totals));
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
