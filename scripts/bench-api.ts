// `npm run bench:api`: throughput and latency on loopback with autocannon, bounded in time.
// The server runs in a child process; each endpoint is compared with a reference measured in the
// same run. Two groups:
// - api: the read endpoints against a bare Hono route. Targets: ≥ 40 % of it, p99 < 50 ms at 100
//   connections, zero errors.
// - public (`npm run bench:public` runs it alone): a public page already drawn and stored (Karka's
//   daily rashifal, or BENCH_PUBLIC_PAGE) against a static file of the same bytes from the same server. Targets: ≥ 50 %
//   of the static file, p99 < 50 ms at 100 connections, zero errors.
//
// On a machine shared with other work, one measurement of each route swings by a third from run
// to run. So: the server gets one core and autocannon another (taskset, when there are two), every
// route is warmed up first, and the routes are measured in rounds that take turns with their
// reference; each ratio is to the reference of the same round, and the table gives medians.
//
// Arguments: the groups to run (`api`, `public`; both when none is named).
// Options (environment): BENCH_SECONDS per route and round (4), BENCH_ROUNDS (5),
// BENCH_CONNECTIONS (100), BENCH_DATABASE_URL (a PostgreSQL instead of in-memory PGlite),
// BENCH_PUBLIC_PAGE (the public page of the public group; /rashifal/kark).
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
type Ready = { appPort: number; barePort: number; cookie: string; publicPagePath: string; staticCopyPath: string };
const { appPort, barePort, cookie, publicPagePath, staticCopyPath } = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (m) => resolve(m as Ready));
  child.once('exit', (code) => reject(new Error(`The benchmark server exited (code ${code}) before it started`)));
});

type Sample = { rps: number; p50: number; p99: number; errors: number };
async function measure(options: autocannon.Options, duration = seconds): Promise<Sample> {
  const result = await autocannon({ connections, duration, ...options });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const base = `http://127.0.0.1:${appPort}`;
const auth = { cookie, origin: base, 'content-type': 'application/json' };
type Route = { name: string; options: autocannon.Options };
const bare: Route = { name: 'bare Hono GET /hello', options: { url: `http://127.0.0.1:${barePort}/hello` } };
const reads: Route[] = [
  // The app's own floor: every response's middleware (request id, log context, security headers)
  // and no session or database.
  { name: 'GET /healthz (app headers, no session)', options: { url: `${base}/healthz` } },
  { name: 'GET /api/me', options: { url: `${base}/api/me`, headers: auth } },
  { name: 'GET /api/readings', options: { url: `${base}/api/readings`, headers: auth } },
];
// No Accept-Encoding, as autocannon sends none: both answer the same bytes uncompressed.
const staticCopy: Route = { name: `static file of the page's bytes`, options: { url: `${base}${staticCopyPath}` } };
const publicPage: Route = { name: `GET ${publicPagePath} (stored page)`, options: { url: `${base}${publicPagePath}` } };
const groups = [
  { key: 'api', reference: bare, routes: reads },
  { key: 'public', reference: staticCopy, routes: [publicPage] },
].filter((group) => process.argv.length <= 2 || process.argv.slice(2).includes(group.key));
if (!groups.length) throw new Error(`No such group: ${process.argv.slice(2).join(', ')} (api, public)`);

const bodyBytes = async (url: string) => (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer().then((b) => b.byteLength);
if (groups.some((g) => g.key === 'public')) {
  const [page, file] = [await bodyBytes(publicPage.options.url as string), await bodyBytes(staticCopy.options.url as string)];
  if (page !== file) throw new Error(`The page (${page} bytes) and its static copy (${file} bytes) differ`);
  console.log(`The page and the static file: ${page} bytes each`);
}

for (const group of groups) for (const route of [group.reference, ...group.routes]) await measure(route.options, 1);
const samples = new Map<string, Sample[]>();
const ratios = new Map<string, number[]>();
const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
for (let round = 0; round < rounds; round++) {
  for (const group of groups) {
    const reference = await measure(group.reference.options);
    add(samples, group.reference.name, reference);
    for (const route of group.routes) {
      const sample = await measure(route.options);
      add(samples, route.name, sample);
      add(ratios, route.name, sample.rps / reference.rps);
    }
  }
}
// Each POST writes and saves a whole reading, then streams it at reading pace (~0.5 s): its rate is
// bounded by design, so it is measured once, with 20 connections.
const withPost = groups.some((g) => g.key === 'api');
const post = withPost ? await measure({ url: `${base}/api/readings`, method: 'POST', headers: auth, body: JSON.stringify({ readingType: 'daily' }), connections: 20 }, seconds * 2) : null;
child.disconnect();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

console.log(
  `\n${connections} connections${withPost ? ' (POST: 20)' : ''}, ${rounds} rounds of ${seconds} s per route, loopback, Node ${process.version}, ` +
    (cores ? `server on core ${cores.server}, autocannon on core ${cores.client}` : 'server and autocannon not pinned'),
);
console.log("req/s and p50: medians over the rounds; p99: the worst round; vs ref.: the median of the rounds' ratios to the group's reference (its first row), with their range");
for (const group of groups) {
  console.log('\n' + 'endpoint'.padEnd(42) + 'req/s'.padStart(9) + 'vs ref.'.padStart(9) + 'range'.padStart(13) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8));
  for (const route of [group.reference, ...group.routes]) {
    const rows = samples.get(route.name)!;
    const routeRatios = ratios.get(route.name) ?? [1];
    const range = `${percent(Math.min(...routeRatios))}–${percent(Math.max(...routeRatios))}`;
    console.log(
      route.name.padEnd(42) +
        median(rows.map((r) => r.rps)).toFixed(0).padStart(9) +
        percent(median(routeRatios)).padStart(9) +
        (route === group.reference ? '' : range).padStart(13) +
        String(median(rows.map((r) => r.p50))).padStart(9) +
        String(Math.max(...rows.map((r) => r.p99))).padStart(9) +
        String(rows.reduce((sum, r) => sum + r.errors, 0)).padStart(8),
    );
  }
}
if (post) {
  console.log('POST /api/readings (built-in, premium)'.padEnd(42) + post.rps.toFixed(0).padStart(9) + '—'.padStart(9) + ''.padStart(13) + String(post.p50).padStart(9) + String(post.p99).padStart(9) + String(post.errors).padStart(8));
}
process.exit(0);
