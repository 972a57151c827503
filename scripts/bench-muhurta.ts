/**
 * Benchmark of the muhurta search (a benchmark, not a timed test): a twelve-month search for one
 * event at one place, each of the twelve events once, New Delhi then New Jersey. Prints the first
 * (cold: code compiling, caches empty) and the median of the rest, per event and overall.
 * Target on the 2-core dev machine: a twelve-month search under 2 s.  npm run bench:muhurta
 */
import { findMuhurtas } from '../src/astro/muhurta';
import { MUHURTA_EVENTS } from '../src/astro/muhurta-rules';

const TARGET_MS = 2000;
const places = [
  { name: 'New Delhi', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' },
  { name: 'Trenton, New Jersey', latitude: 40.2206, longitude: -74.7597, timezone: 'America/New_York' },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: Array<{ place: string; event: string; ms: number; windows: number }> = [];
for (const place of places) {
  for (const event of MUHURTA_EVENTS) {
    const start = performance.now();
    const { windows } = findMuhurtas(event, place, '2027-01-01', '2027-12-31');
    rows.push({ place: place.name, event, ms: performance.now() - start, windows: windows.length });
  }
}
for (const r of rows) console.log(`${r.place.padEnd(20)} ${r.event.padEnd(14)} ${r.ms.toFixed(0).padStart(6)} ms  ${String(r.windows).padStart(4)} windows`);
const [first, ...rest] = rows.map((r) => r.ms);
const worst = Math.max(...rest);
console.log(`first search (cold): ${first!.toFixed(0)} ms; the rest: median ${median(rest).toFixed(0)} ms, slowest ${worst.toFixed(0)} ms; target < ${TARGET_MS} ms: ${Math.max(first!, worst) < TARGET_MS ? 'held' : 'missed'}`);
