/**
 * A page drawn ahead of its app (the build's prerender: the public pages and the signed-in shells)
 * starts the app's code after its first paint instead of beside it.
 *
 * Why: the HTML and its inline critical CSS are all the first paint needs. Linked the usual way,
 * the app's ~110 KB of JavaScript, its stylesheet and the web fonts it names all download while
 * the browser parses the page and share a slow mobile link with it; Lighthouse's simulated phone
 * counts every one of them before the first paint. Asked for once the page is on screen, they no
 * longer stand between the visitor and the text. The app then takes the page over as before.
 *
 * The build writes the page's own asset list as JSON in `#app-assets` (what Vite linked: the entry,
 * its module preloads, the stylesheet), the server adds the landing page's chunks in
 * `#page-assets`, and `appStartScript` (inline, allowed by its hash in the page's CSP) turns both
 * into the tags Vite would have written. A `<noscript>` stylesheet link covers visitors without
 * JavaScript.
 */

import { webFontsId } from './web-fonts';

export const appAssetsId = 'app-assets';
export const pageAssetsId = 'page-assets';
/**
 * The start script's hand-over (`window[takeOverKey]()`): stops holding taps and sends, and gives the
 * app what it held (`HeldInput`).
 */
export const takeOverKey = 'jyotishiTakeOver';

/** What a visitor did on the drawn page before the app took it over, for the app to repeat. */
export type HeldInput = {
  /** The last button tapped that is not a form's submit button, or null. */
  button: HTMLButtonElement | null;
  /** The last form sent (its submit button tapped, or Enter in a field), or null. */
  form: HTMLFormElement | null;
};

export type PageAssets = {
  /** The app's entry module. */
  entry?: string;
  /** Chunks to fetch ahead of the entry's own imports. */
  modules?: string[];
  /** Stylesheets to apply. */
  styles?: string[];
  /** Stylesheets to fetch only: a lazy page's CSS, applied by the app when that page loads. */
  styleHints?: string[];
};

/**
 * The asset list as a JSON block the browser never runs; `<` is escaped so no value can close the
 * element early.
 */
export function assetsBlock(id: string, assets: PageAssets): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(assets).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * Starts the app when the page's first contentful paint is reported, or after 1.5 s without one
 * (a page opened in the background paints only when shown; a browser without paint timing). Each
 * tag goes in in a task of its own, in order: every one starts a download, and the seven of the
 * dashboard in one task held a slow phone's main thread for over 50 ms.
 *
 * It also holds taps: a button on the drawn page does nothing until the app has taken the page over
 * (a second or two on a slow phone), so the last one tapped meanwhile is kept and handed to the
 * app, which repeats it once it has (`main.tsx`). A form sent meanwhile is held too: the browser
 * would otherwise send it as a plain HTML form, which reloads the page and loses what was typed.
 * The form's component sends it again once the form is the app's (`client/lib/held-form.ts`: the
 * sign-in form, which also keeps what was typed into it).
 *
 * Kept to syntax every browser the app supports parses, and byte-stable: the CSP names its hash.
 */
/** How long the start script waits for a first paint before it starts the app without one. */
export const startWithoutPaintMs = 1500;

export const appStartScript = [
  '(() => {',
  `  const fonts = document.getElementById('${webFontsId}');`,
  "  if (fonts && navigator.serviceWorker && navigator.serviceWorker.controller) fonts.media = 'all';",
  '  let tapped = null;',
  '  let sent = null;',
  '  const hold = (event) => {',
  "    const button = event.target instanceof Element ? event.target.closest('#root button[type=button]') : null;",
  '    if (button) tapped = button;',
  '  };',
  '  const holdSend = (event) => {',
  "    if (!(event.target instanceof HTMLFormElement) || !event.target.closest('#root')) return;",
  '    event.preventDefault();',
  '    sent = event.target;',
  '  };',
  "  document.addEventListener('click', hold, true);",
  "  document.addEventListener('submit', holdSend, true);",
  `  window.${takeOverKey} = () => {`,
  "    document.removeEventListener('click', hold, true);",
  "    document.removeEventListener('submit', holdSend, true);",
  '    const held = { button: tapped, form: sent };',
  '    tapped = null;',
  '    sent = null;',
  '    return held;',
  '  };',
  '  let started = false;',
  '  const add = (tag, attributes) => {',
  '    const element = document.createElement(tag);',
  "    element.crossOrigin = '';",
  '    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);',
  '    document.head.appendChild(element);',
  '  };',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  '    const tags = [];',
  `    for (const id of ['${appAssetsId}', '${pageAssetsId}']) {`,
  '      const block = document.getElementById(id);',
  '      if (!block) continue;',
  '      const assets = JSON.parse(block.textContent);',
  "      for (const href of assets.styles || []) tags.push(['link', { rel: 'stylesheet', href }]);",
  "      for (const href of assets.styleHints || []) tags.push(['link', { rel: 'preload', as: 'style', href }]);",
  "      for (const href of assets.modules || []) tags.push(['link', { rel: 'modulepreload', href }]);",
  "      if (assets.entry) tags.push(['script', { type: 'module', src: assets.entry }]);",
  '    }',
  '    const next = () => {',
  '      const tag = tags.shift();',
  '      if (!tag) return;',
  '      add(tag[0], tag[1]);',
  '      setTimeout(next, 0);',
  '    };',
  '    next();',
  '  };',
  '  try {',
  '    new PerformanceObserver((list, observer) => {',
  "      if (!list.getEntriesByName('first-contentful-paint').length) return;",
  '      observer.disconnect();',
  '      start();',
  "    }).observe({ type: 'paint', buffered: true });",
  '  } catch {',
  '    start();',
  '  }',
  `  setTimeout(start, ${startWithoutPaintMs});`,
  '})();',
].join('\n');
