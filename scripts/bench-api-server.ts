// The server side of `npm run bench:api`, in its own process: the real app on an in-memory
// PGlite with one signed-in premium user, and a bare Hono hello-world on a second port.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startBenchApp } from './bench-app';

const { app, cookie } = await startBenchApp();

const bare = new Hono().get('/hello', (c) => c.text('Hello Hono!'));
const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => setTimeout(r, 100));
const port = (s: typeof appServer) => (s.address() as { port: number }).port;
process.send?.({ appPort: port(appServer), barePort: port(bareServer), cookie });
process.on('disconnect', () => process.exit(0));
