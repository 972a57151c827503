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
import { appAssetsId, appStartScript, assetsBlock } from '../src/shared/app-start';
import { webFontsId } from '../src/shared/web-fonts';
import { prerenderedFile, prerenderedPaths } from '../src/shared/landing-pages';
import { languages, type Language } from '../src/shared/profile';
import { dashboardShellFile, dashboardShellLevels, frameShellFile, shellMark } from '../src/shared/signed-in-shell';

type PrerenderModule = {
  renderPage: (path: string, language: Language) => Promise<string>;
  renderDashboardShell: (level: AccessLevel, language: Language) => Promise<string>;
  renderFrameShell: (premium: boolean, language: Language) => Promise<string>;
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

/**
 * The app's stylesheet as a page drawn ahead carries it inline: `inline` goes in a `<style>` that
 * applies at once, `webFonts` (English pages only) in the inactive `#web-fonts` block that the start
 * script switches on after the first paint (shared/app-start.ts).
 *
 * The whole stylesheet rather than the rules the page's HTML uses: applied later as a file, it made
 * the browser match every element against every rule again and lay the page out again, after the
 * first paint and while the app starts: on a slow phone the longest single task of the page load.
 * Inline, that work happens once, before the first paint, and the page needs no stylesheet later.
 * English text paints in the local fallback faces, sized to the web fonts' metrics (styles.css),
 * so the web fonts wait for the app; a Hindi page declares every face at once: its Devanagari
 * needs its font from the start.
 */
function inlineStylesheet(css: string, language: Language): { inline: string; webFonts: string } {
  if (language === 'hi') return { inline: css, webFonts: '' };
  const webFaces = (css.match(/@font-face\{[^}]*\}/g) ?? []).filter((face) => face.includes('src:url(') && !face.includes('font-family:Hindi Label'));
  let inline = css;
  for (const face of webFaces) inline = inline.replace(face, '');
  return { inline, webFonts: webFaces.join('') };
}

/**
 * The page with the app's code started after its first paint (shared/app-start.ts): the tags Vite
 * wrote (entry script, module preloads, stylesheet) become the `#app-assets` list that the inline
 * start script reads. A page that carries the whole stylesheet inline lists no stylesheet
 * (`linkStyles: false`); visitors without JavaScript still get it, for the web fonts.
 */
export function withAppStartedAfterPaint(html: string, { linkStyles = true } = {}): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('prerender: the page has no entry module script');
  const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const styles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g)];
  let page = html;
  for (const tag of [entry, ...modules, ...styles]) page = page.replace(tag[0], '');
  const assets = assetsBlock(appAssetsId, { entry: entry[1], modules: modules.map((m) => m[1]!), styles: linkStyles ? styles.map((m) => m[1]!) : [] });
  const noscript = styles.map((m) => `<noscript><link rel="stylesheet" href="${m[1]}"></noscript>`).join('');
  // The app's code links its stylesheet again when a lazily loaded page names it, unless the page
  // has a <link> to it already: a disabled one says so, and the browser neither fetches nor applies it.
  const present = linkStyles ? '' : styles.map((m) => `<link rel="stylesheet" href="${m[1]}" disabled>`).join('');
  return page.replace('</body>', () => `${noscript}${present}${assets}<script>${appStartScript}</script>\n  </body>`);
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
      // The frame of other signed-in pages carries in a <style> the rules its own HTML uses, and links
      // the whole stylesheet; the pages drawn ahead carry it all inline (inlineStylesheet).
      // Tailwind writes its spacing between children (space-y-*) as `:where(.x > :not(:last-child))`,
      // which Beasties never matches: those few rules always go with the critical ones.
      const criticalCss = new Beasties({ path: outDir, publicPath: '/', preload: 'body', pruneSource: false, fonts: false, allowRules: [/^:where\(/], logLevel: 'warn' });
      const href = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
      if (!href) throw new Error('prerender: index.html links no stylesheet');
      const css = await readFile(path.join(outDir, href), 'utf8');
      const stylesheets = Object.fromEntries(languages.map((language) => [language, inlineStylesheet(css, language)] as const));
      const write = async (file: string, html: string, language: Language, { drawnAhead = true } = {}) => {
        let page: string;
        if (drawnAhead) {
          const { inline, webFonts } = stylesheets[language]!;
          const fonts = webFonts ? `<style id="${webFontsId}" media="print">${webFonts}</style>` : '';
          page = withAppStartedAfterPaint(html.replace('</head>', () => `<style>${inline}</style>${fonts}\n  </head>`), { linkStyles: false });
        } else {
          // Beasties marks the element it worked in; the server matches `<html lang="en-IN">` exactly.
          // The @font-face rules go with the critical rules by hand: Beasties keeps only the faces it
          // sees named, and the fonts are named through custom properties it cannot follow.
          const faces = (stylesheets[language]!.inline.match(/@font-face\{[^}]*\}/g) ?? []).join('');
          page = (await criticalCss.process(html)).replaceAll(' data-beasties-container', '').replace('</head>', () => `<style>${faces}</style>\n  </head>`);
        }
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await writeFile(path.join(outDir, file), page);
      };
      for (const language of languages) {
        for (const page of prerenderedPaths) {
          await write(prerenderedFile(language, page), withApp(shell, await renderPage(page, language)), language);
        }
        for (const level of dashboardShellLevels) {
          await write(dashboardShellFile(language, level), withApp(shell, await renderDashboardShell(level, language), `data-shell="${shellMark(level)}"`), language);
        }
        for (const premium of [false, true]) {
          await write(frameShellFile(language, premium), withApp(shell, await renderFrameShell(premium, language), `data-shell="${shellMark(null)}"`), language, { drawnAhead: false });
        }
      }
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
