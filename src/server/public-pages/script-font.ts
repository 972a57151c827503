/**
 * The faces of the Hindi, Tamil and Telugu public pages: the app's own Noto Sans Devanagari,
 * Tamil and Telugu (the @fontsource files it bundles), served under fixed names with a year's
 * cache. Phones usually have a face for each script; these make the pages read the same
 * everywhere, the app included. Declared with `unicode-range`, so a browser fetches a face only
 * for text in its script, and with `font-display: swap`, so the text shows at once in a local
 * face while it comes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import type { Language } from '../../shared/profile';
import type { AppEnv } from '../http/context';

const WEIGHTS = ['400', '600'] as const;
type Weight = (typeof WEIGHTS)[number];
type ScriptLanguage = Exclude<Language, 'en'>;

/** Each language's script: its family, its @fontsource package and file subset, and the code points its file has. */
const faces: Record<ScriptLanguage, { family: string; slug: string; subset: string; unicodeRange: string }> = {
  hi: { family: 'Noto Sans Devanagari', slug: 'noto-sans-devanagari', subset: 'devanagari', unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF' },
  ta: { family: 'Noto Sans Tamil', slug: 'noto-sans-tamil', subset: 'tamil', unicodeRange: 'U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC' },
  te: { family: 'Noto Sans Telugu', slug: 'noto-sans-telugu', subset: 'telugu', unicodeRange: 'U+0C00-0C7F,U+200C-200D,U+25CC' },
};
const scriptLanguages = Object.keys(faces) as ScriptLanguage[];

const fileOf = (language: ScriptLanguage, weight: Weight) => {
  const { slug, subset } = faces[language];
  return `@fontsource/${slug}/files/${slug}-${subset}-${weight}-normal.woff2`;
};
export const fontPath = (language: ScriptLanguage, weight: Weight) => `/fonts/${faces[language].slug}-${weight}.woff2`;

/** The family a page in `language` sets its text in, before the system faces. */
export const scriptFontFamily = (language: ScriptLanguage) => faces[language].family;

/** The @font-face rules of `language`'s script, for a page's stylesheet. */
export const scriptFontFaces = (language: ScriptLanguage) =>
  WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"${faces[language].family}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontPath(language, weight)}) format("woff2");unicode-range:${faces[language].unicodeRange}}`,
  ).join('');

/** Asked for with the page, not once its text is laid out: the text then paints once, in its face. */
export const scriptFontPreloads = (language: ScriptLanguage) =>
  WEIGHTS.map((weight) => `<link rel="preload" href="${fontPath(language, weight)}" as="font" type="font/woff2" crossorigin>`).join('');

/**
 * An English page's one Hindi word, its language link 'हिन्दी', in the app's face of just those
 * glyphs (src/client/fonts/hindi-label.woff2, 2 KB), inline as the app's stylesheet carries it:
 * the word never fetches the whole Devanagari font, nor shows as boxes where no local face has it.
 * The Tamil and Telugu links are set in the device's own face: Android, iOS, Windows and macOS
 * ship one for each script.
 */
export const hindiLabelFontFace = (() => {
  const font = readFileSync(new URL('../../client/fonts/hindi-label.woff2', import.meta.url)).toString('base64');
  return `@font-face{font-family:"Hindi Label";font-weight:100 900;font-display:swap;src:url(data:font/woff2;base64,${font}) format("woff2");unicode-range:U+0900-097F}`;
})();

export function scriptFontRoutes() {
  const require = createRequire(import.meta.url);
  const app = new Hono<AppEnv>();
  for (const language of scriptLanguages) {
    for (const weight of WEIGHTS) {
      let bytes: Buffer | undefined;
      app.get(fontPath(language, weight), (c) => {
        bytes ??= readFileSync(require.resolve(fileOf(language, weight)));
        return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' });
      });
    }
  }
  return app;
}
