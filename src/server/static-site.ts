import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './http/context';

/**
 * Serves the built React app from dist/: hashed assets with a long cache, and index.html for
 * every other path so the browser router can take over (any unknown path redirects to / there).
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  // The build writes .br and .gz beside each text file (vite.config.ts): sent to browsers that
  // accept them, with Vary: Accept-Encoding, at no CPU cost per request.
  const files = serveStatic({ root: path.relative(process.cwd(), distDir), precompressed: true });
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    files,
  );
  app.use('*', files);
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    // Read on each request (the OS caches it): a rebuild must not leave stale asset names behind.
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return true;
}
