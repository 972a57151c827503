// `npm run bench:readings`: server time of a built-in reading, in process on an in-memory PGlite.
// - "request → saved row": the reading service from the request's arrival to the committed row
//   (profile, chart, facts, entitlement, composer, insert).
// - "request → first streamed byte": POST /api/readings through the HTTP app until the first
//   chunk of the event stream.
import { eq } from 'drizzle-orm';
import { readings as readingRows } from '../src/server/db/schema';
import type { ReadingType } from '../src/shared/reading-types';
import { benchEnv as env, benchHeaders as headers, startBenchApp } from './bench-app';

const runs = Number(process.env.RUNS ?? 60);
const { app, readings, database, phone, cookie } = await startBenchApp();

const types = ['daily', 'weekly', 'monthly', 'career', 'love', 'health', 'life'] as const;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

// One reading per type and period (ADR 006): each run starts with none, so each one is written.
const forget = () => database.db.delete(readingRows).where(eq(readingRows.userPhone, phone));
const eventsOf = async (type: ReadingType) => {
  const started = await readings.start(phone, type);
  if (started.kind !== 'writing') throw new Error(`A ${type} reading was opened, not written`);
  return started.events;
};

// Warm-up: first-of-day transit events, JIT.
for (const type of types) {
  await forget();
  for await (const e of await eventsOf(type)) if (e.type === 'done') break;
}

const saved: number[] = [];
for (let i = 0; i < runs; i++) {
  await forget();
  const started = performance.now();
  for await (const event of await eventsOf(types[i % types.length]!)) {
    if (event.type === 'done') saved.push(performance.now() - started);
  }
}

const firstByte: number[] = [];
for (let i = 0; i < runs; i++) {
  await readings.whenIdle();
  await forget();
  const started = performance.now();
  const res = await app.request('/api/readings', { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ readingType: types[i % types.length] }) }, env);
  const reader = res.body!.getReader();
  await reader.read();
  firstByte.push(performance.now() - started);
  await reader.cancel();
}
await readings.whenIdle();

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(`Built-in readings, ${runs} runs each, premium user, in-memory PGlite (${process.version}, ${(await import('node:os')).cpus().length} cores)`);
console.log(`request → saved row        median ${fmt(median(saved))}   p95 ${fmt(p95(saved))}   (target < 50 ms)`);
console.log(`request → first streamed byte  median ${fmt(median(firstByte))}   p95 ${fmt(p95(firstByte))}   (target < 20 ms)`);
await database.close();
process.exit(0);
