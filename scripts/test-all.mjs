// `npm test`: every test — unit and API integration (Vitest), then end to end (Playwright in the
// system Chromium, or the one an npm package ships when there is none). Ends with one line of
// totals, `N passed, N failed`, and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const only = process.argv[2]; // 'unit' or 'e2e' to run one runner
const e2e = !only || only === 'e2e';

// The same choice as tests/e2e/support/chromium.ts makes for Playwright: only the system Chromium
// shows notifications on a desktop bus, so only with it does the notification-tap test need one.
const chosenChromium = process.env.CHROMIUM_PATH;
if (e2e && chosenChromium && !existsSync(chosenChromium)) {
  console.error(`CHROMIUM_PATH is ${chosenChromium}, and there is no such file. Point it at a Chromium or Chrome binary, or leave it unset.`);
  process.exit(1);
}
const systemChromium = process.env.E2E_PACKAGED_CHROMIUM !== '1' && existsSync(chosenChromium ?? '/usr/bin/chromium');

// The system programs the tests start, with the Debian package that has each: all checked before
// anything runs, so that a missing one costs one install line, not a failed run.
const tools = e2e && systemChromium ? [{ command: 'dbus-daemon', pkg: 'dbus-daemon', use: 'a private desktop bus for the notification-tap test' }] : [];
const onPath = (command) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
const missing = tools.filter((tool) => !onPath(tool.command));
if (missing.length > 0) {
  console.error(`The tests need ${missing.map((tool) => `${tool.command} (${tool.use})`).join(' and ')}, not found on PATH. Install with:\n`);
  console.error(`  sudo apt-get install -y ${missing.map((tool) => tool.pkg).join(' ')}\n`);
  process.exit(1);
}

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

if (e2e) {
  // CI has just built the same tree to check the bundle's secrets and size: it says so, and the
  // end-to-end tests serve that build rather than spend a minute of two cores making it again.
  const built = process.env.E2E_BUILT === '1' && existsSync('dist/index.html');
  if (built ? (console.log('\n▶ Building the app: built by CI a moment ago'), true) : run('Building the app', 'npx', ['vite', 'build', '--logLevel', 'warn']) === 0) {
    const report = '.test-data/playwright.json';
    rmSync(report, { force: true });
    // A fresh data folder for the server under test, replaced on every run.
    const dataDir = '.test-data/e2e-server';
    rmSync(dataDir, { recursive: true, force: true });
    run(`End-to-end tests (Playwright, ${systemChromium ? 'system Chromium' : 'packaged Chromium from @sparticuz/chromium'})`, 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_DATA_DIR: dataDir });
    if (existsSync(report)) {
      const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      printSkips(suites);
    } else {
      totals.failed += 1;
    }
  } else {
    totals.failed += 1;
  }
}

/** Each skipped end-to-end test with its reason: Playwright's list shows a skip without one. */
function printSkips(suites) {
  const skipped = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'skipped') continue;
        const reason = test.annotations.find((annotation) => annotation.type === 'skip')?.description ?? 'no reason given';
        skipped.push(`  ${spec.file}: ${spec.title}\n    ${reason}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
  if (skipped.length > 0) console.log(`\nSkipped end-to-end tests:\n${skipped.join('\n')}`);
}

if (totals.failed === 0 && !ok) totals.failed = 1;
writeFileSync('.test-data/totals.json', JSON.stringify(totals));
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
