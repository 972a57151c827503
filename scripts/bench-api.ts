// `npm run bench:api`: throughput and latency on loopback with autocannon, bounded in time.
// The server runs in a child process; each endpoint is compared with a bare Hono route measured
// in the same run. Targets: read endpoints ≥ 40 % of the bare route, p99 < 50 ms at 100
// connections, zero errors.
//
// On a machine shared with other work, one measurement of each route swings by a third from run
// to run. So: the server gets one core and autocannon another (taskset, when there are two), every
// route is warmed up first, and the read routes are measured in rounds that take turns with the
// bare route; each ratio is to the bare route of the same round, and the table gives medians.
//
// Options (environment): BENCH_SECONDS per route and round (4), BENCH_ROUNDS (5),
// BENCH_CONNECTIONS (100), BENCH_DATABASE_URL (a PostgreSQL instead of in-memory PGlite).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** The CPUs this process may run on (a container may allow only some), from /proc. */
function allowedCpus(): number[] {
  const list = /^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Number.isInteger(from) && Number.isInteger(to) ? Array.from({ length: to! - from! + 1 }, (_, i) => from! + i) : [];
  });
}

/** The server on the last allowed CPU, this process (autocannon) on the first; null when not possible. */
function pinning(): { server: string; client: string } | null {
  if (process.platform !== 'linux') return null;
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    const cpus = allowedCpus();
    return cpus.length < 2 ? null : { server: String(cpus.at(-1)), client: String(cpus[0]) };
  } catch {
    return null;
  }
}
const cores = pinning();
// -a: every thread of this process, including libuv's and V8's.
if (cores) execFileSync('taskset', ['-a', '-p', '-c', cores.client, String(process.pid)], { stdio: 'ignore' });
const serverCommand = [process.execPath, '--import', 'tsx', 'scripts/bench-api-server.ts'];
const child = cores
  ? spawn('taskset', ['-c', cores.server, ...serverCommand], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
  : spawn(serverCommand[0]!, serverCommand.slice(1), { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
const { appPort, barePort, cookie } = await new Promise<{ appPort: number; barePort: number; cookie: string }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { appPort: number; barePort: number; cookie: string }));
  child.once('exit', (code) => reject(new Error(`The benchmark server exited (code ${code}) before it started`)));
});

type Sample = { rps: number; p50: number; p99: number; errors: number };
async function measure(options: autocannon.Options, duration = seconds): Promise<Sample> {
  const result = await autocannon({ connections, duration, ...options });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const base = `http://127.0.0.1:${appPort}`;
const auth = { cookie, origin: base, 'content-type': 'application/json' };
const bare = { name: 'bare Hono GET /hello', options: { url: `http://127.0.0.1:${barePort}/hello` } };
const reads = [
  // The app's own floor: every response's middleware (request id, log context, security headers)
  // and no session or database.
  { name: 'GET /healthz (app headers, no session)', options: { url: `${base}/healthz` } },
  { name: 'GET /api/me', options: { url: `${base}/api/me`, headers: auth } },
  { name: 'GET /api/readings', options: { url: `${base}/api/readings`, headers: auth } },
];

for (const route of [bare, ...reads]) await measure(route.options, 1);
const samples = new Map<string, Sample[]>();
const ratios = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  const reference = await measure(bare.options);
  samples.set(bare.name, [...(samples.get(bare.name) ?? []), reference]);
  for (const route of reads) {
    const sample = await measure(route.options);
    samples.set(route.name, [...(samples.get(route.name) ?? []), sample]);
    ratios.set(route.name, [...(ratios.get(route.name) ?? []), sample.rps / reference.rps]);
  }
}
// Each POST writes and saves a whole reading, then streams it at reading pace (~0.5 s): its rate is
// bounded by design, so it is measured once, with 20 connections.
const post = await measure({ url: `${base}/api/readings`, method: 'POST', headers: auth, body: JSON.stringify({ readingType: 'daily' }), connections: 20 }, seconds * 2);
child.disconnect();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

console.log(
  `\n${connections} connections (POST: 20), ${rounds} rounds of ${seconds} s per route, loopback, Node ${process.version}, ` +
    (cores ? `server on core ${cores.server}, autocannon on core ${cores.client}` : 'server and autocannon not pinned'),
);
console.log('req/s and p50: medians over the rounds; p99: the worst round; vs bare: the median of the rounds\' ratios, with their range\n');
console.log('endpoint'.padEnd(42) + 'req/s'.padStart(9) + 'vs bare'.padStart(9) + 'range'.padStart(13) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8));
for (const route of [bare, ...reads]) {
  const rows = samples.get(route.name)!;
  const routeRatios = ratios.get(route.name) ?? [1];
  const range = `${percent(Math.min(...routeRatios))}–${percent(Math.max(...routeRatios))}`;
  console.log(
    route.name.padEnd(42) +
      median(rows.map((r) => r.rps)).toFixed(0).padStart(9) +
      percent(median(routeRatios)).padStart(9) +
      (route === bare ? '' : range).padStart(13) +
      String(median(rows.map((r) => r.p50))).padStart(9) +
      String(Math.max(...rows.map((r) => r.p99))).padStart(9) +
      String(rows.reduce((sum, r) => sum + r.errors, 0)).padStart(8),
  );
}
console.log('POST /api/readings (built-in, premium)'.padEnd(42) + post.rps.toFixed(0).padStart(9) + '—'.padStart(9) + ''.padStart(13) + String(post.p50).padStart(9) + String(post.p99).padStart(9) + String(post.errors).padStart(8));
process.exit(0);
