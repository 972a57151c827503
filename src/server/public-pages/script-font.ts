/**
 * The Devanagari face of the Hindi public pages: the app's own Noto Sans Devanagari (the
 * @fontsource files it bundles), served under a fixed name with a year's cache. Phones usually
 * have a Devanagari face; this one makes the pages read the same everywhere, the app included.
 * Declared with `unicode-range`, so a browser fetches it only for Devanagari text, and with
 * `font-display: swap`, so the text shows at once in a local face while it comes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

const WEIGHTS = ['400', '600'] as const;
const fileOf = (weight: string) => `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
export const fontPath = (weight: (typeof WEIGHTS)[number]) => `/fonts/noto-sans-devanagari-${weight}.woff2`;

/** The @font-face rules, for a page's stylesheet. */
export const devanagariFontFaces = WEIGHTS.map(
  (weight) =>
    `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontPath(weight)}) format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF}`,
).join('');

/** Asked for with the page, not once its text is laid out: the Hindi text then paints once, in its face. */
export const devanagariPreloads = WEIGHTS.map((weight) => `<link rel="preload" href="${fontPath(weight)}" as="font" type="font/woff2" crossorigin>`).join('');

/**
 * An English page's one Hindi word, its language link 'हिन्दी', in the app's face of just those
 * glyphs (src/client/fonts/hindi-label.woff2, 2 KB), inline as the app's stylesheet carries it:
 * the word never fetches the whole Devanagari font, nor shows as boxes where no local face has it.
 */
export const hindiLabelFontFace = (() => {
  const font = readFileSync(new URL('../../client/fonts/hindi-label.woff2', import.meta.url)).toString('base64');
  return `@font-face{font-family:"Hindi Label";font-weight:100 900;font-display:swap;src:url(data:font/woff2;base64,${font}) format("woff2");unicode-range:U+0900-097F}`;
})();

export function devanagariFontRoutes() {
  const require = createRequire(import.meta.url);
  const app = new Hono<AppEnv>();
  for (const weight of WEIGHTS) {
    let bytes: Buffer | undefined;
    app.get(fontPath(weight), (c) => {
      bytes ??= readFileSync(require.resolve(fileOf(weight)));
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' });
    });
  }
  return app;
}
