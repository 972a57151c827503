// The server side of `npm run bench:pdf`, in its own process: the real app on an in-memory PGlite
// with ten signed-in premium users, each with two saved readings (one English, one Hindi) to download.
import type { Language } from '../src/shared/profile';
import type { ReadingType } from '../src/shared/reading-types';
import { listen } from '../src/server/http/listen';
import { startBenchApp } from './bench-app';

// The PDF settings from the environment; a burst on a busy machine may take longer than the 30 s
// a PDF may wait in production, and this measures the wait rather than refusing it.
const pdfSettings = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PDF_')));
const { app, readings, users } = await startBenchApp({ users: Number(process.env.BENCH_USERS ?? 10), env: { PDF_TIMEOUT_MS: '300000', ...pdfSettings } });

async function write(phone: string, type: ReadingType, language: Language) {
  const started = await readings.start(phone, type, language);
  if (started.kind === 'existing') return started.readingId;
  for await (const event of started.events) if (event.type === 'done') return event.readingId;
  throw new Error(`The ${type} reading was not saved`);
}

const downloads: Array<{ cookie: string; path: string }> = [];
for (const { phone, cookie } of users) {
  // The longest readings in both scripts: a Hindi PDF shapes Devanagari throughout.
  for (const [type, language] of [['life', 'en'], ['yearly', 'hi']] as const) downloads.push({ cookie, path: `/api/readings/${await write(phone, type, language)}/pdf` });
}

// As the real server listens (its idle connections kept open longer than the probe's).
const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.send?.({ port: info.port, downloads }));
process.on('disconnect', () => server.close(() => process.exit(0)));
