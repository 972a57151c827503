// `npm run bench:api`: throughput and latency on loopback with autocannon, bounded in time.
// The server runs in a child process; each endpoint is compared with a bare Hono route measured
// in the same run. Targets: read endpoints ≥ 40 % of the bare route, p99 < 50 ms at 100
// connections, zero errors.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

const child = fork('scripts/bench-api-server.ts', { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
const { appPort, barePort, cookie } = await new Promise<{ appPort: number; barePort: number; cookie: string }>((resolve) =>
  child.once('message', (m) => resolve(m as { appPort: number; barePort: number; cookie: string })),
);

type Row = { name: string; rps: number; p50: number; p99: number; errors: number };
async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const base = `http://127.0.0.1:${appPort}`;
const auth = { cookie, origin: base, 'content-type': 'application/json' };
const rows: Row[] = [];
rows.push(await measure('bare Hono GET /hello', { url: `http://127.0.0.1:${barePort}/hello` }));
// The app's own floor: every response's middleware (request id, log context, security headers)
// and no session or database. The gap between it and the bare route is the price of the headers.
rows.push(await measure('GET /healthz (app headers, no session)', { url: `${base}/healthz` }));
rows.push(await measure('GET /api/me', { url: `${base}/api/me`, headers: auth }));
rows.push(await measure('GET /api/readings', { url: `${base}/api/readings`, headers: auth }));
// Each POST writes and saves a whole reading, then streams it at reading pace (~0.7 s).
rows.push(await measure('POST /api/readings (built-in, premium)', { url: `${base}/api/readings`, method: 'POST', headers: auth, body: JSON.stringify({ readingType: 'daily' }), connections: 20 }));
child.disconnect();

const bareRps = rows[0]!.rps;
console.log(`\n${connections} connections (POST: 20), ${seconds} s each, loopback, Node ${process.version}\n`);
console.log('endpoint'.padEnd(42) + 'req/s'.padStart(9) + 'vs bare'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8));
for (const r of rows) {
  console.log(r.name.padEnd(42) + r.rps.toFixed(0).padStart(9) + `${((r.rps / bareRps) * 100).toFixed(0)} %`.padStart(9) + String(r.p50).padStart(9) + String(r.p99).padStart(9) + String(r.errors).padStart(8));
}
process.exit(0);
