/**
 * The PDFs' fonts, one per script, and the split of a line into runs of one font each. The Noto
 * Sans families come split by script (as the browser loads them): the Latin and Latin Extended
 * files from Noto Sans Devanagari's package, and the Devanagari, Tamil and Telugu files from each
 * script's own package. The WOFF files, not WOFF2: fontkit reads both, but pdfkit's subset of a
 * WOFF2 font comes out about ten times larger.
 *
 * pdfkit shapes each run with fontkit, which applies the font's OpenType tables for the run's
 * script: Devanagari conjuncts and reph, Tamil's two-part vowel signs (கொ = க + ொ drawn as ெ க ா),
 * Telugu's below-base consonant forms (ప్ర, క్ష). The shaped glyphs are in visual order, so each
 * such run is also given its text as ActualText (reading-pdf.ts) for copying and search.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { skipNullAnchors } from './null-anchors';

export type Script = 'latin' | 'latinExt' | 'devanagari' | 'tamil' | 'telugu';
export type Weight = 400 | 700;

/** Latin first: a character both a Latin file and an Indic file list (a digit, a space) is set in Latin. */
const scripts: Script[] = ['latin', 'latinExt', 'devanagari', 'tamil', 'telugu'];
const fileOf: Record<Script, { family: string; subset: string }> = {
  latin: { family: 'noto-sans-devanagari', subset: 'latin' },
  latinExt: { family: 'noto-sans-devanagari', subset: 'latin-ext' },
  devanagari: { family: 'noto-sans-devanagari', subset: 'devanagari' },
  tamil: { family: 'noto-sans-tamil', subset: 'tamil' },
  telugu: { family: 'noto-sans-telugu', subset: 'telugu' },
};

const require = createRequire(import.meta.url);
const fontFile = (script: Script, weight: Weight) => {
  const { family, subset } = fileOf[script];
  return require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);
};

export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

let fontData: Map<string, Buffer> | undefined;
/** Read once, on the first PDF: a process that never makes one does not hold the fonts. */
export function pdfFonts() {
  if (!fontData) {
    fontData = new Map();
    for (const script of scripts) for (const weight of [400, 700] as const) fontData.set(fontName(script, weight), readFileSync(fontFile(script, weight)));
    skipNullAnchors(fontData.get(fontName('telugu', 400))!);
  }
  return fontData;
}

/** The code points each file holds, from its package's own unicode-range list. */
const coverage = (() => {
  const parse = (list: string | undefined) =>
    (list ?? '').split(',').map((part) => {
      const [from = '0', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as const;
    });
  return Object.fromEntries(
    scripts.map((script) => {
      const { family, subset } = fileOf[script];
      return [script, parse((require(`@fontsource/${family}/unicode.json`) as Record<string, string>)[subset])];
    }),
  ) as Record<Script, (readonly [number, number])[]>;
})();
const covers = (script: Script, code: number) => coverage[script].some(([from, to]) => code >= from && code <= to);

/** The letters and marks of each shaped script: these go to that script's font even where a Latin file also lists the code point. */
const shapedBlocks: [Script, [number, number][]][] = [
  ['devanagari', [[0x0900, 0x097f], [0x1cd0, 0x1cff], [0xa830, 0xa83f], [0xa8e0, 0xa8ff]]],
  ['tamil', [[0x0b80, 0x0bff]]],
  ['telugu', [[0x0c00, 0x0c7f]]],
];

/** The scripts whose glyphs are reordered or joined by shaping, and so need ActualText to read back. */
export const isShaped = (script: Script) => script === 'devanagari' || script === 'tamil' || script === 'telugu';

/**
 * The joiners that steer conjuncts (ZWJ, ZWNJ) and the dotted circle a lone vowel sign sits on
 * belong to the script they sit in; with no Indic letter before them, to Devanagari, whose file has them.
 */
const joiners = (code: number) => code === 0x200c || code === 0x200d || code === 0x25cc;

function scriptOf(code: number, previous: Script | undefined): Script | null {
  for (const [script, blocks] of shapedBlocks) if (blocks.some(([from, to]) => code >= from && code <= to)) return script;
  if (joiners(code)) return previous && isShaped(previous) ? previous : 'devanagari';
  // The first file that has the character; one none has (an emoji, Chinese) is left out rather
  // than printed as an empty box.
  return scripts.find((script) => covers(script, code)) ?? null;
}

export type Run = { script: Script; text: string };

/** The text split into runs of one font each, so a Tamil or Telugu name inside English uses both. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text.normalize('NFC')) {
    const last = runs.at(-1);
    const script = scriptOf(char.codePointAt(0) ?? 0, last?.script);
    if (!script) continue;
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
