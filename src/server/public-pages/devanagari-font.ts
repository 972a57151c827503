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
