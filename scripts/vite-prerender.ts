/**
 * A Vite plugin that writes the public pages to HTML at the end of the browser build: the visitor
 * sees /auth (and the legal pages) painted from the first bytes instead of a spinner while the
 * JavaScript arrives; main.tsx then hydrates it. It also writes the signed-in visitor's first paint
 * (shared/signed-in-shell.ts): the dashboard at each access level and the frame of other pages. src/client/prerender.tsx renders each page, built
 * here for Node in a second, separate build; the pages go to dist/prerendered/{language}{path}.html
 * (prerenderedFile, shared/landing-pages.ts), which src/server/prerendered-pages.ts serves.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import type { AccessLevel } from '../src/shared/access';
import { prerenderedFile, prerenderedPaths } from '../src/shared/landing-pages';
import { languages, type Language } from '../src/shared/profile';
import { dashboardShellFile, dashboardShellLevels, frameShellFile, shellMark } from '../src/shared/signed-in-shell';

type PrerenderModule = {
  renderPage: (path: string, language: Language) => Promise<string>;
  renderDashboardShell: (level: AccessLevel, language: Language) => Promise<string>;
  renderFrameShell: (premium: boolean, language: Language) => string;
};

/**
 * The built index.html with `appHtml` in #root in place of the loading spinner, marked for main.tsx:
 * `data-prerendered` for a public page, `data-shell="…"` for a signed-in visitor's page, naming
 * what was drawn (shellMark).
 */
export function withApp(shell: string, appHtml: string, mark = 'data-prerendered'): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(shell)) throw new Error('prerender: index.html has no <div id="root"> before </body>');
  return shell.replace(root, (_, bodyEnd: string) => `<div id="root" ${mark}>${appHtml}</div>${bodyEnd}`);
}

/** The @font-face rules of the stylesheet index.html links. */
async function stylesheetFontFaces(outDir: string, indexHtml: string): Promise<string> {
  const href = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1];
  if (!href) throw new Error('prerender: index.html links no stylesheet');
  const css = await readFile(path.join(outDir, href), 'utf8');
  return (css.match(/@font-face\{[^}]*\}/g) ?? []).join('');
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
      const { renderPage, renderDashboardShell, renderFrameShell } = (await import(pathToFileURL(path.join(serverOut, 'prerender.js')).href)) as PrerenderModule;
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // Each page carries in a <style> the rules its own HTML uses, and the whole stylesheet moves to
      // the end of the body: the page paints without waiting for it. ('body', not the tricks that
      // load it with an onload attribute or an inline script, which our CSP forbids.)
      // Tailwind writes its spacing between children (space-y-*) as `:where(.x > :not(:last-child))`,
      // which Beasties never matches: those few rules always go with the critical ones.
      const criticalCss = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, fonts: false, allowRules: [/^:where\(/], logLevel: 'warn' });
      // Every @font-face of the stylesheet goes with the critical rules: Beasties keeps only the faces
      // it sees named, and the fonts are named through custom properties it cannot follow. Without
      // them the first paint sets text in the browser's default serif and sans, and the page moves
      // when the stylesheet arrives. Declaring a face downloads nothing until text uses it.
      const fontFaces = await stylesheetFontFaces(outDir, shell);
      const write = async (file: string, html: string) => {
        // Beasties marks the element it worked in; the server matches `<html lang="en-IN">` exactly.
        const page = (await criticalCss.process(html)).replaceAll(' data-beasties-container', '').replace('</head>', () => `<style>${fontFaces}</style>\n  </head>`);
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await writeFile(path.join(outDir, file), page);
      };
      for (const language of languages) {
        for (const page of prerenderedPaths) {
          await write(prerenderedFile(language, page), withApp(shell, await renderPage(page, language)));
        }
        for (const level of dashboardShellLevels) {
          await write(dashboardShellFile(language, level), withApp(shell, await renderDashboardShell(level, language), `data-shell="${shellMark(level)}"`));
        }
        for (const premium of [false, true]) {
          await write(frameShellFile(language, premium), withApp(shell, renderFrameShell(premium, language), `data-shell="${shellMark(null)}"`));
        }
      }
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
