import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './http/context';
import { landingPreloads, withLandingPreloads, type ViteManifest } from './landing-preloads';
import { localizeShell, pageLanguage } from './page-language';
import { prerenderedPageFile } from './prerendered-pages';
import { signedInShell } from './signed-in-shell';
import { pageCataloguesFile, type PageCatalogues } from '../shared/landing-pages';
import type { Language, ProfileView } from '../shared/profile';

/**
 * Serves the built React app from dist/: hashed assets with a long cache (a missing one is a 404),
 * and index.html for every other path so the browser router can take over (any unknown path redirects to / there).
 */
type StaticSiteOptions = {
  /** Whose page it is, by the request's cookies: a signed-in visitor's page paints ahead of the app. */
  visitorProfile?: (cookieHeader: string | undefined) => Promise<ProfileView | null>;
};

export function mountStaticSite(app: Hono<AppEnv>, distDir: string, options: StaticSiteOptions = {}) {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const cataloguesFile = path.join(distDir, pageCataloguesFile);
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
    // No such file (a chunk an older page still names after a deploy): a 404 nothing keeps, never
    // the page below, which a year-long cache would then hold under the chunk's name.
    async (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }),
  );
  // The service worker (src/client/sw.ts) keeps one name across deploys: the browser asks for it on
  // every visit to learn of a new version, so it is never kept by HTTP caches. The build writes it
  // after the .br and .gz copies are made, so it is compressed here. Its type comes from the file
  // name, as /manifest.webmanifest's does.
  app.use(
    '/sw.js',
    async (c, next) => {
      await next();
      if (c.res.ok) c.res.headers.set('Cache-Control', 'no-cache');
    },
    compress(),
    files,
  );
  // Files only. '/' and '/index.html' are the page below (serveStatic would send the build's
  // index.html as it is, with no preloads and no Cache-Control), and the build manifest under
  // /.vite/ is not for visitors.
  app.use('*', (c, next) => (c.req.path === '/' || c.req.path === '/index.html' || c.req.path.startsWith('/.vite/') ? next() : files(c, next)));
  // The page is made per request, so it is compressed per request (gzip or deflate, by
  // Accept-Encoding): a few kilobytes less before anything else can start on a slow network. It
  // holds no secret and echoes nothing a visitor sends, so compression gives nothing away (BREACH).
  app.get('*', compress(), async (c) => {
    c.header('Vary', 'Accept-Language, Cookie', { append: true });
    // Read on each request (the OS caches them): a rebuild must not leave stale asset names behind.
    // A public page comes drawn already, in the page's language (the build's prerender); so does a
    // signed-in visitor's, with their name in it: that page is theirs alone.
    const language = pageLanguage(c);
    const profile = c.req.header('cookie') && options.visitorProfile ? await visitorProfileOrNone(c.req.header('cookie')) : null;
    const personal = profile ? signedInShell(distDir, language, c.req.path, profile) : null;
    c.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
    const html = localizeShell(personal ?? readFileSync(prerenderedPageFile(distDir, language, c.req.path) ?? indexFile, 'utf8'), language);
    return c.html(withLandingPreloads(html, preloads(c.req.path, { signedIn: profile !== null, language })));
  });
  return true;

  /** The page is drawn ahead only when it can be: without the database it is the plain one. */
  async function visitorProfileOrNone(cookieHeader: string | undefined) {
    try {
      return (await options.visitorProfile?.(cookieHeader)) ?? null;
    } catch {
      return null;
    }
  }

  /** The build's list of each landing page's words in each language; none from an older build. */
  function pageCatalogues(): PageCatalogues {
    return existsSync(cataloguesFile) ? (JSON.parse(readFileSync(cataloguesFile, 'utf8')) as PageCatalogues) : {};
  }

  /** The landing page's preloads; none when the manifest is missing or unreadable (a rebuild
   *  under way): the page works without them. */
  function preloads(pathname: string, visitor: { signedIn: boolean; language: Language }) {
    try {
      return landingPreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest, pathname, visitor, pageCatalogues());
    } catch {
      return { modules: [], styleHints: [] };
    }
  }
}
