/**
 * Writes src/client/fonts/hindi-label.woff2: Noto Sans Devanagari (medium, from @fontsource) cut
 * down to the glyphs of 'हिन्दी', the language switch's label, with the shaping tables those
 * glyphs need (harfbuzz's subsetter, through subset-font). An English page shows that one
 * Devanagari word; with this face it costs about 2 KB instead of the whole 51 KB Devanagari font.
 * Run again if the label changes: node --import tsx scripts/make-hindi-label-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { languageNames } from '../src/client/i18n/language-names';

const source = 'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2';
const target = 'src/client/fonts/hindi-label.woff2';

const subset = await subsetFont(readFileSync(source), languageNames.hi.name, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes for '${languageNames.hi.name}'`);
