// The server side of `npm run bench:api`, in its own process: the real app on an in-memory
// PGlite with one signed-in premium user, and a bare Hono hello-world on a second port. The app
// also serves, as production does (static-site.ts), a built site in a temporary folder holding a
// copy of a public page (Karka's rashifal, or BENCH_PUBLIC_PAGE, e.g. /panchang/new-delhi), byte
// for byte: the static file the drawn page is compared with.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mountStaticSite } from '../src/server/static-site';
import { benchEnv, startBenchApp } from './bench-app';

const publicPagePath = process.env.BENCH_PUBLIC_PAGE ?? '/rashifal/kark';
const staticCopyPath = `/bench/${publicPagePath.replace(/^\//, '').replace(/\//g, '-')}.html`;

const site = mkdtempSync(path.join(tmpdir(), 'jyotishi-bench-'));
mkdirSync(path.join(site, path.dirname(staticCopyPath)), { recursive: true });
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Jyotishi</title>');
// Files are read per request: the copy can be written once the page is drawn.
const { app, cookie } = await startBenchApp({ mount: (app) => mountStaticSite(app, site) });
// Drawn (and stored) once here, as by a first visitor: the benchmark reads the stored page.
const drawn = await app.request(publicPagePath, {}, benchEnv);
if (drawn.status !== 200) throw new Error(`${publicPagePath} answered ${drawn.status}`);
writeFileSync(path.join(site, staticCopyPath), Buffer.from(await drawn.arrayBuffer()));

const bare = new Hono().get('/hello', (c) => c.text('Hello Hono!'));
const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => setTimeout(r, 100));
const port = (s: typeof appServer) => (s.address() as { port: number }).port;
process.send?.({ appPort: port(appServer), barePort: port(bareServer), cookie, publicPagePath, staticCopyPath });
process.on('disconnect', () => process.exit(0));
