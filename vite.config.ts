import { readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { languages, type Language } from './src/shared/profile';
import { cataloguesMadeBy, modulesReachableFrom, translationSources } from './scripts/first-page-modules';
import { firstPageCataloguesChunk, landingPageSources, pageCataloguesFile, type PageCatalogues } from './src/shared/landing-pages';
import { prerenderPublicPages } from './scripts/vite-prerender';
import { VitePWA } from 'vite-plugin-pwa';

// `npm run dev` runs the API on API_PORT and this dev server in front of it, proxying /api.
const apiPort = process.env.API_PORT ?? '3001';

/** The modules of the 'births' chunk (below). */
const BIRTHS =
  /[\\/](src[\\/](client[\\/](components[\\/](birth-details[\\/]|side-chooser\.tsx$)|features[\\/](profile[\\/]birth-details-form|family[\\/]api[\\/]|match[\\/]api[\\/])|i18n[\\/](en[\\/])?(profile|family|match)\.ts$)|shared[\\/]((profile|person|match)-schema|match-words|match-system-words))|node_modules[\\/]zod[\\/])/;

/**
 * The shared code of the signed-in pages that the public pages never use (the 'member' chunk): the
 * app's shared modules that neither the entry nor a public page reaches (scripts/first-page-modules.ts),
 * the readings' data calls, words and body and the share words (the request, result and share pages), the
 * daily reminder's card with its push code and words (the dashboard and the profile page), the
 * Indian names of grahas, signs, years and a panchang's limbs with their lookups (the chart, the
 * panchang, the dashboard's card, Kundli Milan). One chunk, so no signed-in page takes more than
 * seven files to show. Sonner is a chunk of its own, loaded with the first toast (lib/toast.ts).
 */
const { auth, terms, privacy, shippingReturns, test } = landingPageSources;
const publicPageSources = { auth, terms, privacy, shippingReturns, test };
// Analytics and the service worker's start load on every page, signed in or not, just after it shows.
const everyPageLater = ['src/client/lib/analytics.ts', 'src/client/lib/service-worker.ts'];
const authPage = modulesReachableFrom(['src/client/main.tsx', auth]);
const firstPage = modulesReachableFrom(['src/client/main.tsx', ...everyPageLater, ...Object.values(publicPageSources)]);
/**
 * A language's catalogues other than English (src/client/i18n/<language>/, shared/messages-<language>.ts):
 * each its own chunk, fetched only for a reader of that language (src/client/i18n/languages.ts),
 * so never part of a group below.
 */
const TRANSLATION = /[\\/]src[\\/](client[\\/]i18n[\\/](?!en[\\/])[a-z]{2}[\\/][^\\/]+\.ts$|shared[\\/]messages-(?!in\.)[a-z]{2}\.ts$)/;
/**
 * The chunk of a language's catalogues that the entry and the sign-in page use ('hi-first-page'),
 * or null: one file, not one per catalogue, for a reader of that language, preloaded with every
 * page (src/server/landing-preloads.ts). The others stay a chunk each, fetched with their page.
 */
function firstPageTranslation(id: string): string | null {
  const file = id.split('?')[0]!;
  if (!TRANSLATION.test(file)) return null;
  const language = /[\\/]i18n[\\/]([a-z]{2})[\\/]/.exec(file)?.[1] ?? /messages-([a-z]{2})\.ts$/.exec(file)?.[1];
  const english = file.replace(/([\\/]i18n[\\/])[a-z]{2}([\\/])/, '$1en$2').replace(/messages-[a-z]{2}\.ts$/, 'messages.ts');
  const list = /[\\/]index\.ts$/.test(file);
  return language && language !== 'en' && (list || authPage.has(english)) ? firstPageCataloguesChunk(language as Exclude<Language, 'en'>) : null;
}
const APP_SHARED = /[\\/]src[\\/](client[\\/](components|lib)|shared)[\\/]/;
const MEMBER_ALSO =
  /[\\/](src[\\/](client[\\/](i18n[\\/](en[\\/])?(readings|shares|reminders|astro(-names)?)\.ts$|features[\\/]readings[\\/](api[\\/]|reading-body\.tsx$))|astro[\\/](zodiac|samvatsaras)\.ts$))/;
const isMember = (id: string) => !TRANSLATION.test(id) && ((APP_SHARED.test(id) && !firstPage.has(id.split('?')[0]!) && !BIRTHS.test(id)) || MEMBER_ALSO.test(id));

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of the build, compressed
 * once at the highest levels, for a server that serves precompressed files (Hono's serveStatic
 * with `precompressed: true` picks one by Accept-Encoding). Uncompressed, the first page's
 * JavaScript and CSS are three times larger on the wire.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jyotishi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? (name === '.vite' ? [] : walk(file)) : [file];
        });
      const brotli = promisify(brotliCompress);
      const gzipAsync = promisify(gzip);
      // In parallel on libuv's thread pool: Brotli's best level takes about a second on the biggest chunks.
      await Promise.all(
        walk(outDir)
          .filter((file) => /\.(js|mjs|css|svg|html|json|txt)$/.test(file))
          .map(async (file) => {
            const source = await readFile(file);
            if (source.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
}

/**
 * Lists, per language other than English, the chunks of the catalogues each landing page's code
 * makes (`pageCataloguesFile`): the server preloads a reader's words with the page's code, rather
 * than the app asking for them once that code has run, a round trip later.
 */
function pageCatalogues(): Plugin {
  return {
    name: 'jyotishi:page-catalogues',
    apply: 'build',
    async writeBundle({ dir: outDir = 'dist' }) {
      const list: PageCatalogues = {};
      for (const language of languages) {
        if (language === 'en') continue;
        const sources = translationSources(language);
        list[language] = Object.fromEntries(
          Object.values(landingPageSources).map((page) => [page, cataloguesMadeBy([page]).flatMap((name) => sources.get(name) ?? [])]),
        );
      }
      await mkdir(path.join(outDir, path.dirname(pageCataloguesFile)), { recursive: true });
      await writeFile(path.join(outDir, pageCataloguesFile), JSON.stringify(list));
    },
  };
}

/**
 * Asks the browser to compile all of each chunk's functions as the file arrives, on a background
 * thread while it streams in, rather than each one on the main thread the first time it is called
 * (V8's explicit compile hints: a magic comment first in the file). The first page calls most of the
 * framework's functions while it starts; measured on a slow machine, the main thread's work after
 * the first paint fell by 12–18 % on /auth and the dashboard (docs/benchmarks.md).
 */
function compileHints(): Plugin {
  return {
    name: 'jyotishi:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After the bundler's own helpers are written in, or the comment would not stay first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

/**
 * The web app manifest and the service worker (src/client/sw.ts, ADR 016): installable, and every
 * route opens offline. The worker precaches the app shell, the code, the styles and the fonts the app
 * shows: Inter's and Cormorant's Latin, Noto's Devanagari (the browser fetches no other subset for
 * our text). It registers from main.tsx in production builds only, and a new version waits for the
 * user's Reload.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/client',
  filename: 'sw.ts',
  registerType: 'prompt',
  // lib/service-worker.ts registers it once the page has loaded, not a script in index.html.
  injectRegister: false,
  injectManifest: {
    // A classic worker, as every browser that has service workers runs one.
    rollupFormat: 'iife',
    globPatterns: ['index.html', '**/*.{js,css}', 'assets/{inter,cormorant-garamond}-latin-*.woff2', 'assets/noto-sans-devanagari-devanagari-*.woff2', 'favicon.svg'],
  },
  manifest: {
    id: '/',
    name: 'Jyotishi — Your personal Vedic astrologer',
    short_name: 'Jyotishi',
    description: 'Readings written from your real birth chart: daily, weekly, career, love, health and more.',
    lang: 'en-IN',
    // The installed app's launches count as the 'pwa' source in analytics (src/shared/analytics.ts).
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    // The navbar's night-800, as index.html's theme-color; the page's cream behind the splash.
    theme_color: '#1d1640',
    background_color: '#fdf8f0',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), compileHints(), precompress(), pageCatalogues(), prerenderPublicPages(), pwa],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/check-bundle-size.ts reads the chunk graph from it.
    manifest: true,
    // No polyfill for <link rel="modulepreload">: Chrome and Android's WebView, nearly all of the
    // app's visitors, have had it since 2018, Firefox since 115 and Safari since 17. The entry
    // module carried the polyfill's 0.3 KB on every first page. The build's oldest targets
    // (Safari 16.4) run the app without it; they only fetch a lazily loaded page's shared chunks
    // after the page's own, not beside it.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    // Fonts stay files, but for the 2 KB face of the language switch's 'हिन्दी' (styles.css): inline,
    // it is there for the page's first layout, which would otherwise look through the system's fonts
    // for Devanagari while the file loads. The CSP's font-src allows data: for it.
    assetsInlineLimit: (file) => (file.endsWith('hindi-label.woff2') ? true : file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for the first page. Left to itself the bundler gives every set of
        // pages that shares a module its own chunk: the dashboard's first load was twelve files,
        // most under 1 KB, and on a slow phone network each costs a round trip on one of the
        // browser's six connections. Now it is the entry, the framework, the shared app code and
        // the page.
        codeSplitting: {
          groups: [
            // The framework every page runs on; it changes only when a dependency does, so it stays
            // cached across deploys.
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|hono)[\\/]/, priority: 2 },
            // A language's catalogues for the first page, fetched together for a reader of it.
            { name: firstPageTranslation, test: (id) => firstPageTranslation(id) !== null, includeDependenciesRecursively: false, priority: 3 },
            // Toasts, loaded with the first one (lib/toast.ts).
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, priority: 2 },
            // The forms that ask for a birth (the user's own, a saved person's, a partner typed in for
            // Kundli Milan) with their schema, zod and messages, the place search the panchang's city
            // picker shares, and the family's and Kundli Milan's data calls and words: one chunk for
            // the pages that ask for or pick a birth, kept out of the first page's code.
            { name: 'births', test: (id) => BIRTHS.test(id), minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
            // What only the signed-in pages share (reading icons, facts and words, the access gate and
            // banner, plans, the toasts): a chunk of their own, as the sign-in page, the one every new
            // visitor loads first, needs none of it. One chunk, so no page takes more files to show.
            { name: 'member', test: isMember, minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
            // The small components and helpers that two or more pages share, in one chunk, with the
            // app code they import (the shared messages among them): left out, such a module stayed in
            // the entry, and the entry and this chunk imported each other, which breaks the app at
            // load. The births chunk's modules stay out: they bring zod, which only the pages that ask
            // for a birth need.
            {
              name: 'common',
              test: (id) =>
                (APP_SHARED.test(id) && !BIRTHS.test(id) && !isMember(id) && !TRANSLATION.test(id)) ||
                // The language machinery and the messages every page shows; each feature's own
                // messages travel with that feature's page.
                /[\\/]src[\\/]client[\\/]i18n[\\/](en[\\/])?(text|plural|language|languages|language-names|language-provider|common|server-messages)\.tsx?$/.test(id),
              minShareCount: 2,
              includeDependenciesRecursively: true,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API, and the public city pages the server draws (src/server/public-pages).
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}` },
      '^/(panchang/|festivals|hi/|cities|sitemap\\.xml|robots\\.txt)': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
