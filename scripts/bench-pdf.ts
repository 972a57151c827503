// `npm run bench:pdf`: does the HTTP thread stay responsive while PDFs are made? The server runs in
// a child process (bench-pdf-server.ts); this process fires BENCH_PDFS (20) PDF downloads at once,
// spread over ten users, while it asks for /healthz every ~20 ms, and prints /healthz's latency
// during the burst against the same probe at idle, and how long the burst took. Target: /healthz
// p99 under 50 ms while the PDFs are made.
//
// Options (environment): BENCH_PDFS (20), BENCH_ROUNDS (3), BENCH_USERS (10), and the server's PDF
// settings (PDF_THREADS, PDF_RENDERS_PER_USER, PDF_QUEUE_LIMIT, PDF_TIMEOUT_MS: 300 s here).
import { spawn } from 'node:child_process';
import os from 'node:os';

const pdfs = Number(process.env.BENCH_PDFS ?? 20);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const probeEveryMs = 20;

type Download = { cookie: string; path: string };
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-pdf-server.ts'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
const { port, downloads } = await new Promise<{ port: number; downloads: Download[] }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { port: number; downloads: Download[] }));
  child.once('exit', (code) => reject(new Error(`The benchmark server exited (code ${code}) before it started`)));
});
const base = `http://127.0.0.1:${port}`;

async function download({ cookie, path }: Download) {
  const res = await fetch(base + path, { headers: { cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // A PDF begins with its header; anything else is an error answer.
  const isPdf = res.status === 200 && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
  return { status: res.status, isPdf, bytes: bytes.length };
}

/** /healthz's latency, asked for every ~20 ms until `until` settles. */
async function probe(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    const took = performance.now() - started;
    latencies.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, probeEveryMs - took)));
  }
  return latencies;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => value.toFixed(1).padStart(10);

// Warm-up: one PDF of each language (first-use costs: fonts, JIT, the renderer's threads) and the probe.
for (const d of downloads.slice(0, 2)) await download(d);
const idle = await probe(new Promise((r) => setTimeout(r, 2_000)));

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(`\n${pdfs} PDF downloads at once over ${new Set(downloads.map((d) => d.cookie)).size} users, /healthz every ${probeEveryMs} ms; Node ${process.version}, ${os.availableParallelism()} CPUs (${cpu})`);
console.log(`idle /healthz: ${idle.length} probes, p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms\n`);
console.log('round' + 'probes'.padStart(8) + ['p50 ms', 'p95 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(10)).join('') + `${pdfs} PDFs ms`.padStart(15) + '  answers');
let worstP99 = 0;
for (let round = 1; round <= rounds; round++) {
  const started = performance.now();
  const burst = Promise.all(Array.from({ length: pdfs }, (_, i) => download(downloads[i % downloads.length]!)));
  const [latencies, results] = await Promise.all([probe(burst), burst]);
  const took = performance.now() - started;
  worstP99 = Math.max(worstP99, percentile(latencies, 99));
  const answers = new Map<string, number>();
  for (const { isPdf, status } of results) {
    const kind = isPdf ? 'PDF' : String(status);
    answers.set(kind, (answers.get(kind) ?? 0) + 1);
  }
  console.log(
    String(round).padEnd(5) +
      String(latencies.length).padStart(8) +
      [50, 95, 99].map((p) => ms(percentile(latencies, p))).join('') +
      ms(Math.max(...latencies)) +
      ms(took).padStart(15) +
      '  ' +
      [...answers].map(([kind, n]) => `${n} ${kind}`).join(', '),
  );
  await new Promise((r) => setTimeout(r, 500));
}
console.log(`\nworst /healthz p99 during a burst: ${worstP99.toFixed(1)} ms (target < 50 ms)`);
child.disconnect();
process.exit(0);
