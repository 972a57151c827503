/**
 * A Vite plugin that writes the public pages to HTML at the end of the browser build: the visitor
 * sees /auth (and the legal pages) painted from the first bytes instead of a spinner while the
 * JavaScript arrives; main.tsx then hydrates it. src/client/prerender.tsx renders each page, built
 * here for Node in a second, separate build; the pages go to dist/prerendered/{language}{path}.html
 * (prerenderedFile, shared/landing-pages.ts), which src/server/prerendered-pages.ts serves.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { prerenderedFile, prerenderedPaths } from '../src/shared/landing-pages';
import { languages, type Language } from '../src/shared/profile';

type PrerenderModule = { renderPage: (path: string, language: Language) => Promise<string> };

/** The built index.html with `appHtml` in #root in place of the loading spinner. */
export function withApp(shell: string, appHtml: string): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(shell)) throw new Error('prerender: index.html has no <div id="root"> before </body>');
  return shell.replace(root, (_, bodyEnd: string) => `<div id="root" data-prerendered>${appHtml}</div>${bodyEnd}`);
}

export function prerenderPublicPages(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let isServerBuild = false;
  return {
    name: 'jyotishi:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const serverOut = path.join(root, 'node_modules', '.prerender');
      // Its own build, from no config file: none of the browser build's chunking, compression or
      // service worker applies to code that runs once, here, in Node.
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        build: { ssr: 'src/client/prerender.tsx', outDir: serverOut, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      const { renderPage } = (await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href)) as PrerenderModule;
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // Each page carries in a <style> the rules its own HTML uses, and the whole stylesheet moves to
      // the end of the body: the page paints without waiting for it. ('body', not the tricks that
      // load it with an onload attribute or an inline script, which our CSP forbids.)
      const criticalCss = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, fonts: false, logLevel: 'warn' });
      for (const language of languages) {
        for (const page of prerenderedPaths) {
          // Beasties marks the element it worked in; the server matches `<html lang="en-IN">` exactly.
          const html = (await criticalCss.process(withApp(shell, await renderPage(page, language)))).replaceAll(' data-beasties-container', '');
          const file = path.join(outDir, prerenderedFile(language, page));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, html);
        }
      }
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
