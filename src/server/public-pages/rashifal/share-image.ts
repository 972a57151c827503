/**
 * A sign's share image (Open Graph, 1200×630): the sign's name in the page's language, its place
 * among the twelve on a zodiac wheel, and the product's name, drawn as SVG and rendered to PNG by
 * resvg. The words are laid out by fontkit (the PDFs' own shaper, which orders and joins
 * Devanagari, Tamil and Telugu correctly where resvg's text layout misplaces the short i) in the
 * app's faces, Noto Sans and its Devanagari, Tamil and Telugu files, and drawn as outlines, so an image looks the same on every server whatever fonts
 * it has. The images do not change with the day, so each is rendered once per process and then
 * served from memory.
 */
import { renderAsync } from '@resvg/resvg-js';
import * as fontkit from 'fontkit';
import { namesEn, plainEn } from '../../../shared/astro-names/en';
import { namesHi } from '../../../shared/astro-names/hi';
import type { Language } from '../../../shared/profile';
import { fontName, pdfFonts, scriptRuns, type Script, type Weight } from '../../pdf/script-fonts';
import { publicWords } from '../public-words';
import { rashifalPageWords, signName } from './rashifal-words';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

type Face = { unitsPerEm: number; layout: (text: string) => { glyphs: Array<{ path: { toSVG: () => string } }>; positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }> } };

const faces = new Map<string, Face>();
/** The PDFs' faces (pdf/script-fonts.ts): Noto Sans in its Latin, Devanagari, Tamil and Telugu files. */
function face(script: Script, weight: Weight): Face {
  const key = fontName(script, weight);
  let found = faces.get(key);
  if (!found) {
    found = (fontkit as unknown as { create: (data: Buffer) => Face }).create(pdfFonts().get(key)!);
    faces.set(key, found);
  }
  return found;
}

/** A line of text as outlines, its baseline starting at (x, y). */
function textPath(text: string, x: number, y: number, size: number, weight: Weight, fill: string, anchor: 'start' | 'middle' = 'start') {
  const runs = scriptRuns(text);
  const shaped = runs.map((run) => ({ f: face(run.script, weight), laid: face(run.script, weight).layout(run.text) }));
  const width = shaped.reduce((sum, { f, laid }) => sum + laid.positions.reduce((w, p) => w + p.xAdvance, 0) * (size / f.unitsPerEm), 0);
  let pen = anchor === 'middle' ? x - width / 2 : x;
  const paths: string[] = [];
  for (const { f, laid } of shaped) {
    const scale = size / f.unitsPerEm;
    laid.glyphs.forEach((glyph, i) => {
      const p = laid.positions[i]!;
      const d = glyph.path.toSVG();
      if (d) paths.push(`<path transform="translate(${(pen + p.xOffset * scale).toFixed(2)} ${(y - p.yOffset * scale).toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`);
      pen += p.xAdvance * scale;
    });
  }
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/** The wheel of the twelve, Mesha at the left as a chart draws the ascendant, the sign's own part filled. */
function wheel(sign: number, cx: number, cy: number, r: number) {
  const point = (index: number, radius: number) => {
    // Counter-clockwise from the left, as the signs run in a chart.
    const angle = Math.PI + (index * Math.PI) / 6;
    return [cx + radius * Math.cos(angle), cy - radius * Math.sin(angle)].map((n) => n.toFixed(1)).join(' ');
  };
  const inner = r * 0.55;
  const wedges = Array.from({ length: 12 }, (_, i) => {
    const d = `M ${point(i, inner)} L ${point(i, r)} A ${r} ${r} 0 0 0 ${point(i + 1, r)} L ${point(i + 1, inner)} A ${inner} ${inner} 0 0 1 ${point(i, inner)} Z`;
    return `<path d="${d}" fill="${i === sign ? '#f2c14e' : '#ffffff1f'}" stroke="#fbf7f1" stroke-opacity="0.5" stroke-width="2"/>`;
  });
  const labels = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = point(i + 0.5, (r + inner) / 2).split(' ');
    return textPath(String(i + 1), Number(x), Number(y) + 9, 26, 700, i === sign ? '#5c2a0e' : '#fbf7f1', 'middle');
  });
  return wedges.join('') + labels.join('');
}

export function shareImageSvg(sign: number, language: Language): string {
  const w = rashifalPageWords[language].share;
  // In English, the Sanskrit name large and the English and Hindi ones under it; otherwise the language's own name over the English ones.
  const [name, second] = language === 'en' ? [namesEn.signs[sign]!, `${plainEn.signs[sign]} · ${namesHi.signs[sign]}`] : [signName(sign, language), `${namesEn.signs[sign]} · ${plainEn.signs[sign]}`];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5c2a0e"/><stop offset="1" stop-color="#8a3b12"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
${textPath(publicWords[language].siteName, 80, 120, 44, 700, '#f2c14e')}
${textPath(w.tagline, 80, 200, 40, 400, '#fbf7f1')}
${textPath(name, 76, 350, 132, 700, '#ffffff')}
${textPath(second, 80, 430, 48, 400, '#fbf7f1')}
${textPath(w.line, 80, 550, 34, 400, '#f2c14e')}
${wheel(sign, 930, 315, 220)}
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

/** The sign's PNG in a language, rendered on first asking. */
export function shareImagePng(sign: number, language: Language): Promise<Buffer> {
  const key = `${language}:${sign}`;
  let png = rendered.get(key);
  if (!png) {
    png = renderAsync(shareImageSvg(sign, language), { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }).then((image) => image.asPng());
    // A failed render is tried again on the next request, not kept.
    png.catch(() => rendered.delete(key));
    rendered.set(key, png);
  }
  return png;
}
