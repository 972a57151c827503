// `npm run lighthouse`: Lighthouse (mobile emulation, the default) with the system Chromium on
// /auth signed out and on the dashboard of a signed-in user with a complete profile. Starts the
// real server on its own port and data folder, prints the scores, saves the reports and their
// traces under .test-data/lighthouse/ and exits non-zero when performance or accessibility is
// below 95.
//
// Options (environment): LIGHTHOUSE_PORT (3170), LIGHTHOUSE_RUNS (5 per page; the median run by
// performance score is kept and saved), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_BUILD=1 to
// rebuild dist/ even when it exists, LIGHTHOUSE_PAGES=auth (or dashboard, panchang-city, rashifal-sign) to measure one page,
// LIGHTHOUSE_CPU_LIMIT=0.5 to give the browser half of one CPU, 1.5 one and a half (below),
// LIGHTHOUSE_BUSY=5 to keep five other programs busy on the machine meanwhile (below),
// LIGHTHOUSE_HOST_SLOWDOWN=3 to run the page as on a machine three times slower (below),
// LIGHTHOUSE_CPU_MULTIPLIER=2 to have Lighthouse simulate a phone 2 times slower than this machine
// instead of its default 4 (its documented calibration for a slower host, below),
// LIGHTHOUSE_KEEP_RUNS=1 to save every run's trace too (page-runN.trace.json), not only the median's.
//
// The server runs as production does, with the captcha on (the script solves one to sign in): /auth
// then fetches and solves its challenge during the load, as it does for every visitor.
//
// Each run's TBT is followed by the part of it from work that ran, in the trace, before the page's
// first paint (lighthouse-blocking.ts says why Lighthouse counts such work as blocking).
//
// Lighthouse simulates a mid-range phone (4x CPU slowdown, slow 4G) from what it observes on this
// machine, so a busy or slower machine scores lower: the table shows each page's benchmarkIndex
// (Lighthouse warns below 1000). LIGHTHOUSE_CPU_LIMIT makes this machine such a slower one: the
// browser's processes run in a Linux control group that may use that much CPU time (0.5: half of
// one CPU; 1.5: one and a half) in every 4 ms, so every task takes longer and Lighthouse's own
// benchmark reads lower, as on a slower or loaded machine (needs root and the cgroup cpu
// controller, v1 or v2). The browser's processes then share what is left: Lighthouse's own
// tracing in the browser process and the compositor compete with the page for it.
//
// LIGHTHOUSE_BUSY makes it a shared, busy machine instead: that many programs that only count run
// for the whole measurement, each in its own session, so that Linux's scheduler (which shares the
// CPUs between sessions first) gives each as much as the browser. The browser keeps every core,
// but its threads wait their turn and are taken off the CPU in the middle of a task, as on a
// machine that others are using. Five put benchmarkIndex mostly between 700 and 2,000 here, eight
// between 400 and 1,100.
//
// LIGHTHOUSE_HOST_SLOWDOWN makes it a slower machine that is idle: DevTools slows the tab's main
// thread evenly by that factor (Emulation.setCPUThrottlingRate, the method Lighthouse's own
// 'devtools' throttling uses), and Lighthouse's benchmark, run in that tab, reads that much lower.
// Unlike the two above, it touches neither the browser's other processes nor the timing of the
// thread's tasks, so a set of five varies by a few points, not by ten or twenty. Lighthouse still
// multiplies what it observes by four, as it does on any machine: on a host that reads
// benchmarkIndex 1,000–1,500 its throttling guide (docs/throttling.md, 'Calibrating the CPU
// slowdown') suggests two instead to reach the same mid-tier phone, hence LIGHTHOUSE_CPU_MULTIPLIER.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Flags, Result } from 'lighthouse';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { blockingBeforeFirstPaint } from './lighthouse-blocking';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3170);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const base = `http://localhost:${port}`;
const dataDir = '.test-data/lighthouse-server';
const reportDir = '.test-data/lighthouse';
const target = 95;
const gated = ['performance', 'accessibility'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * `chrome`, or with `limit` (CPUs, from 0.05 to the machine's count) a script that starts it inside
 * a control group held to that much: a quota per 4 ms period, short so that tasks slow down evenly
 * instead of stopping for long stretches.
 */
function limitedChrome(chrome: string, limit: string | undefined) {
  if (!limit) return chrome;
  const share = Number(limit);
  if (!(share >= 0.05 && share <= availableParallelism())) throw new Error(`LIGHTHOUSE_CPU_LIMIT must be a number of CPUs between 0.05 and ${availableParallelism()}, not ${limit}`);
  const period = 4000;
  const quota = Math.round(period * share);
  let procs: string;
  if (existsSync('/sys/fs/cgroup/cpu/cgroup.procs')) {
    const group = '/sys/fs/cgroup/cpu/jyotishi-lighthouse';
    mkdirSync(group, { recursive: true });
    // The quota first: a period shorter than the group's current quota would be refused.
    writeFileSync(`${group}/cpu.cfs_quota_us`, '-1');
    writeFileSync(`${group}/cpu.cfs_period_us`, String(period));
    writeFileSync(`${group}/cpu.cfs_quota_us`, String(quota));
    procs = `${group}/cgroup.procs`;
  } else if (existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const group = '/sys/fs/cgroup/jyotishi-lighthouse';
    mkdirSync(group, { recursive: true });
    writeFileSync(`${group}/cpu.max`, `${quota} ${period}`);
    procs = `${group}/cgroup.procs`;
  } else {
    throw new Error('LIGHTHOUSE_CPU_LIMIT needs the Linux cgroup cpu controller at /sys/fs/cgroup');
  }
  mkdirSync(reportDir, { recursive: true });
  const script = `${reportDir}/chromium-limited.sh`;
  writeFileSync(script, `#!/bin/sh\necho $$ > ${procs}\nexec ${chrome} "$@"\n`, { mode: 0o755 });
  console.log(`The browser runs on ${share} CPU (cgroup quota ${quota} µs every ${period} µs).`);
  return path.resolve(script);
}

const chromePath = limitedChrome(process.env.CHROME_PATH ?? '/usr/bin/chromium', process.env.LIGHTHOUSE_CPU_LIMIT);

/** A slowdown factor from the environment variable `name`: a number from 1 to 20, or undefined when unset. */
function slowdownOption(name: string) {
  const text = process.env[name];
  if (!text) return undefined;
  const factor = Number(text);
  if (!(factor >= 1 && factor <= 20)) throw new Error(`${name} must be a number from 1 to 20, not ${text}`);
  return factor;
}
const hostSlowdown = slowdownOption('LIGHTHOUSE_HOST_SLOWDOWN') ?? 1;
const cpuMultiplier = slowdownOption('LIGHTHOUSE_CPU_MULTIPLIER');
const keepRuns = process.env.LIGHTHOUSE_KEEP_RUNS === '1';
if (cpuMultiplier !== undefined) console.log(`Lighthouse simulates a CPU ${cpuMultiplier} times slower than this one (its default is 4).`);
if (hostSlowdown > 1) console.log(`The page's main thread runs ${hostSlowdown} times slower (DevTools CPU throttling).`);
const busyCount = process.env.LIGHTHOUSE_BUSY ? Number(process.env.LIGHTHOUSE_BUSY) : 0;
if (!Number.isInteger(busyCount) || busyCount < 0 || busyCount > 64) throw new Error(`LIGHTHOUSE_BUSY must be a whole number up to 64, not ${process.env.LIGHTHOUSE_BUSY}`);

/**
 * The LIGHTHOUSE_BUSY programs, each keeping one CPU busy in a session of its own, from when the
 * measuring starts (not during the build or the server's start) until this script ends.
 */
function startBusyPrograms() {
  if (!busyCount) return;
  console.log(`${busyCount} other programs keep the machine busy while it measures.`);
  const programs = Array.from({ length: busyCount }, () => spawn(process.execPath, ['-e', 'for (;;);'], { detached: true, stdio: 'ignore' }));
  process.once('exit', () => programs.forEach((program) => program.kill('SIGKILL')));
}

if (process.env.LIGHTHOUSE_BUILD === '1' || !existsSync('dist/index.html')) {
  console.log('Building the client (vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: base,
    DATA_DIR: dataDir,
    // PGlite in DATA_DIR, whatever a local .env says.
    DATABASE_URL: '',
    // The captcha as production runs it (it refuses 'none'): /auth fetches a challenge and solves it
    // in a worker while the page loads, and its status line stays in place.
    CAPTCHA_PROVIDER: 'altcha',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let serverExited = false;
server.once('exit', () => (serverExited = true));
// Ctrl-C stops the server too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.kill('SIGTERM');
    process.exit(130);
  });
}

async function stopServer() {
  if (serverExited) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
}

async function waitUntilReady() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('The server exited before it was ready');
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${base}/readyz within 90 s`);
}

async function api(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', origin: base, ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * A new user signed in through the API (the captcha solved here, the code from the dev outbox),
 * with a complete profile.
 */
async function signInWithProfile() {
  const phone = `+9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const { challenge } = (await (await api('/api/auth/captcha')).json()) as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('Could not solve the sign-in captcha');
  // What the app's worker sends: base64 of { challenge, solution } as JSON.
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await api('/api/auth/otp/send', { method: 'POST', body: { phone, captcha } });
  // The code's tries belong to the browser that asked: its id cookie goes with the check.
  const browserId = sent.headers.getSetCookie()[0]!.split(';')[0]!;
  const outbox = (await (await api(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).json()) as { messages: Array<{ code: string }> };
  const code = outbox.messages[0]?.code;
  if (!code) throw new Error(`No sign-in code in the dev outbox for ${phone}`);
  const verified = await api('/api/auth/otp/verify', { method: 'POST', body: { phone, code }, cookie: browserId });
  const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.includes('_session='));
  if (!cookie) throw new Error('The verify answer set no session cookie');
  await api('/api/profile', {
    method: 'PUT',
    cookie,
    body: { name: 'Asha Verma', gender: 'female', email: 'asha@example.com', birthDate: '1990-05-15', birthTime: '14:30', birthPlace: 'Mumbai', country: 'India', latitude: 19.0728, longitude: 72.8826 },
  });
  return cookie;
}

/**
 * Lets the server finish starting before anything is measured: the place search waits for the
 * gazetteer the server loads after it opens its port (seconds of CPU that would otherwise run
 * alongside the browser), and one request for each page warms the static files.
 */
async function warmUp(cookie: string) {
  await api('/api/places?q=Mumbai', { cookie });
  for (const path of ['/auth', '/']) await fetch(base + path).then((r) => r.text());
}

type Page = { name: string; path: string; cookie?: string };

/** Puts `name=value` into the browser on `port` as this site's cookie. */
async function setCookie(port: number, cookie: string) {
  const [name, ...rest] = cookie.split('=');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({ name: name!, value: rest.join('='), domain: 'localhost', path: '/', httpOnly: true, sameSite: 'Lax' });
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse on `url`, in a tab whose main thread DevTools slows `hostSlowdown` times when that is
 * over 1: the page then runs as on a machine that much slower, evenly, and Lighthouse's own
 * benchmark, which runs in the same tab, reads that much lower. The slowdown lasts as long as the
 * DevTools session that set it, so the connection stays open for the whole run.
 */
async function lighthouseOnSlowerHost(port: number, url: string, flags: Flags) {
  if (hostSlowdown === 1) return lighthouse(url, flags);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    const session = await tab.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: hostSlowdown });
    return await lighthouse(url, flags, undefined, tab);
  } finally {
    await browser.disconnect();
  }
}

const score = (lhr: Result, id: string) => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? NaN : Math.round(s * 100);
};
type Outcome = { page: Page; lhr: Result; file: string; early: number | null };

/** The run's blocking time from work before its first paint, or null (said once) when this Lighthouse cannot give it. */
let splitUnavailable = false;
async function earlyBlockingOf(artifacts: Parameters<typeof blockingBeforeFirstPaint>[0], lhr: Result) {
  try {
    return await blockingBeforeFirstPaint(artifacts, lhr);
  } catch (error) {
    if (!splitUnavailable) console.log(`  (no split of the blocking time: ${error instanceof Error ? error.message : error})`);
    splitUnavailable = true;
    return null;
  }
}

/** ' (180 ms of it before the first paint)': the part of TBT the page did before it painted. */
const beforePaint = (lhr: Result, early: number | null) => (early !== null && (lhr.audits['total-blocking-time']?.numericValue ?? 0) > 0 ? ` (${Math.round(early)} ms of it before the first paint)` : '');

async function audit(page: Page): Promise<Outcome> {
  const results: Array<{ lhr: Result; report: string; trace: unknown; early: number | null }> = [];
  let failures = 0;
  while (results.length < runs) {
    // A fresh browser for every run, as Lighthouse recommends.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      // A signed-in page gets the session as a real cookie, set before Lighthouse loads it and kept
      // through its run (no storage reset: the browser is new anyway). Sent as an extra header
      // instead, it would miss the requests the app's service worker makes, once it takes over.
      if (page.cookie) await setCookie(chrome.port, page.cookie);
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        ...(page.cookie ? { disableStorageReset: true } : {}),
        ...(cpuMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuMultiplier } }),
      };
      const result = await lighthouseOnSlowerHost(chrome.port, base + page.path, flags);
      const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
      if (problem) {
        // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP…) happens now and then on a busy
        // machine: try again, twice at most.
        if (++failures > 2) throw new Error(`Lighthouse could not measure ${page.path}: ${problem}`);
        console.log(`  run failed (${problem}); trying again`);
        continue;
      }
      const { lhr } = result!;
      const early = await earlyBlockingOf(result!.artifacts, lhr);
      results.push({ lhr, report: result!.report as string, trace: result!.artifacts.Trace, early });
      if (keepRuns) writeFileSync(`${reportDir}/${page.name}-run${results.length}.trace.json`, JSON.stringify(result!.artifacts.Trace));
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(`  run ${results.length}: performance ${score(lhr, 'performance')}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}${beforePaint(lhr, early)}, CLS ${metric('cumulative-layout-shift')}`);
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  const median = results[Math.floor(results.length / 2)]!;
  // A sign-in that failed would measure /auth twice: say so instead of a wrong number.
  if (new URL(median.lhr.finalDisplayedUrl).pathname !== page.path) {
    throw new Error(`${page.path} ended on ${median.lhr.finalDisplayedUrl}: the page redirected`);
  }
  const file = `${reportDir}/${page.name}.json`;
  writeFileSync(file, median.report);
  // The run's trace, for the Performance panel of Chrome's DevTools (Load profile).
  writeFileSync(`${reportDir}/${page.name}.trace.json`, JSON.stringify(median.trace));
  return { page, lhr: median.lhr, file, early: median.early };
}


/** The audits that cost a category points, largest loss first. */
function losses(lhr: Result, id: string) {
  const category = lhr.categories[id]!;
  const totalWeight = category.auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({ points: (ref.weight * (1 - audit.score!)) / totalWeight * 100, audit }))
    .sort((a, b) => b.points - a.points);
}

/** Performance hints that do not carry weight themselves but explain the metrics. */
function performanceHints(lhr: Result) {
  const ids = new Set(lhr.categories.performance!.auditRefs.filter((ref) => ref.weight === 0).map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((a) => ids.has(a.id) && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/**
 * The longest main-thread tasks of the simulated load, which make up its Total Blocking Time: each
 * one's start, its length and the script it is attributed to ('Unattributable': the browser's own
 * work, such as committing the navigation or parsing the page).
 */
function longTasks(lhr: Result, count = 6) {
  const details = lhr.audits['long-tasks']?.details;
  const items = details && 'items' in details ? (details.items as Array<{ startTime?: number; duration?: number; url?: string }>) : [];
  return [...items]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, count)
    .map((task) => `${Math.round(task.startTime ?? 0)} ms + ${Math.round(task.duration ?? 0)} ms ${task.url ? (task.url.startsWith('http') ? new URL(task.url).pathname : task.url) : '?'}`);
}

let exitCode = 0;
try {
  await waitUntilReady();
  const cookie = await signInWithProfile();
  await warmUp(cookie);
  startBusyPrograms();
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages: Page[] = [
    { name: 'auth', path: '/auth' },
    { name: 'dashboard', path: '/', cookie },
    // A public city page, drawn by the server (docs/decisions/040).
    { name: 'panchang-city', path: '/panchang/new-delhi' },
    // A sign's rashifal, drawn by the server the same way.
    { name: 'rashifal-sign', path: '/rashifal/kark' },
  ].filter((page) => !only || only.includes(page.name));
  const outcomes: Outcome[] = [];
  for (const page of pages) {
    console.log(`Lighthouse: ${page.path}${page.cookie ? ' (signed in)' : ' (signed out)'}${runs > 1 ? `, ${runs} runs` : ''}…`);
    outcomes.push(await audit(page));
  }

  const header = 'page'.padEnd(22) + categories.map((c) => c.padStart(16)).join('') + 'benchmarkIndex'.padStart(16);
  console.log(`\nLighthouse ${outcomes[0]!.lhr.lighthouseVersion}, mobile emulation, ${outcomes[0]!.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}\n`);
  console.log(header);
  for (const { page, lhr } of outcomes) {
    console.log(page.path.padEnd(22) + categories.map((c) => String(score(lhr, c)).padStart(16)).join('') + String(Math.round(lhr.environment.benchmarkIndex)).padStart(16));
  }
  console.log('');
  for (const { page, lhr, early } of outcomes) {
    const m = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    for (const warning of lhr.runWarnings) console.log(`${page.path}: warning: ${warning.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}`);
    console.log(`${page.path}: FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}${beforePaint(lhr, early)}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`);
    for (const id of categories) {
      const lost = losses(lhr, id);
      if (!lost.length) continue;
      console.log(`  ${id} ${score(lhr, id)}:`);
      for (const { points, audit } of lost) {
        console.log(`    -${points.toFixed(1).padStart(4)}  ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
      if (id === 'performance') {
        const hints = performanceHints(lhr);
        if (hints.length) console.log(`    hints: ${hints.join(', ')}`);
        const tasks = longTasks(lhr);
        if (tasks.length) console.log(`    longest tasks (simulated start + duration, where): ${tasks.join('; ')}`);
      }
    }
  }
  console.log(`\nReports: ${outcomes.map((o) => o.file).join(', ')} (open one at https://googlechrome.github.io/lighthouse/viewer/)`);

  const failures = outcomes.flatMap(({ page, lhr }) => gated.filter((c) => !(score(lhr, c) >= target)).map((c) => `${page.path} ${c} ${score(lhr, c)}`));
  if (failures.length) {
    console.error(`Below ${target}: ${failures.join('; ')}`);
    exitCode = 1;
  } else {
    console.log(`Performance and accessibility are ${target} or more on every page.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stopServer();
}
process.exit(exitCode);
