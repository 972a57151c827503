import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run dev` runs the API on API_PORT and this dev server in front of it, proxying /api.
const apiPort = process.env.API_PORT ?? '3001';

/** The modules of the 'births' chunk (below). */
const BIRTHS =
  /[\\/](src[\\/](client[\\/](components[\\/]birth-details[\\/]|features[\\/](profile[\\/]birth-details-form|family[\\/]api[\\/]|match[\\/]api[\\/])|i18n[\\/]((en|hi)[\\/])?(profile|family|match)\.ts$)|shared[\\/]((profile|person|match)-schema|match-words))|node_modules[\\/]zod[\\/])/;

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/check-bundle-size.ts reads the chunk graph from it.
    manifest: true,
    chunkSizeWarningLimit: 400,
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
            // The Indian names of grahas, signs, years and a panchang's limbs in both languages, with their
            // lookups: the chart, the panchang, the dashboard's card and Kundli Milan all show them.
            // One chunk, not three small ones, so none of those pages takes more files to show.
            {
              name: 'astro-names',
              test: /[\\/]src[\\/](client[\\/]i18n[\\/]((en|hi)[\\/])?astro(-names)?|astro[\\/](zodiac|samvatsaras))\.ts$/,
              minShareCount: 2,
              // Their own code only: the catalogue helpers they use stay in the common chunk.
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The forms that ask for a birth (the user's own, a saved person's, a partner typed in for
            // Kundli Milan) with their schema, zod and messages, the place search the panchang's city
            // picker shares, and the family's and Kundli Milan's data calls and words: one chunk for
            // the pages that ask for or pick a birth, kept out of the first page's code.
            { name: 'births', test: (id) => BIRTHS.test(id), minShareCount: 2, includeDependenciesRecursively: false, priority: 1 },
            // The small components and helpers that two or more pages share, in one chunk, with the
            // app code they import (the shared messages among them): left out, such a module stayed in
            // the entry, and the entry and this chunk imported each other, which breaks the app at
            // load. The births chunk's modules stay out: they bring zod, which only the pages that ask
            // for a birth need.
            {
              name: 'common',
              test: (id) =>
                (/[\\/]src[\\/](client[\\/](components|lib)|shared)[\\/]/.test(id) && !BIRTHS.test(id)) ||
                // The language machinery and the messages every page shows; each feature's own
                // messages travel with that feature's page.
                /[\\/]src[\\/]client[\\/]i18n[\\/]((en|hi)[\\/])?(text|language|language-provider|common)\.tsx?$/.test(id),
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
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
});
