import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

// The text of a PDF as a reader copies it, from PDFium (Chrome's PDF engine, built to WebAssembly):
// no system tool needed. PDFium honours the ActualText spans our PDF writer puts around Devanagari
// runs, so Hindi reads back in logical order, not in the shaped glyphs' visual order; and it puts
// the pieces of one printed line on one line. pdf.js was tried first: its text extraction keeps
// only a marked-content span's MCID and drops its ActualText, so Hindi came back scrambled
// (an i-matra before its consonant); MuPDF's honours it but repeated a span's last letters.

let pdfium: Promise<WrappedPdfiumModule> | undefined;

function loadPdfium() {
  pdfium ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm');
    const file = await readFile(wasm);
    const module = await init({ wasmBinary: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) });
    module.PDFiumExt_Init();
    return module;
  })();
  return pdfium;
}

/** Each page's text, lines separated by line breaks; `pdf` is the file's bytes or its path. */
export async function pdfPageTexts(pdf: Uint8Array | string): Promise<string[]> {
  const bytes = typeof pdf === 'string' ? await readFile(pdf) : pdf;
  const m = await loadPdfium();
  const { malloc, free } = m.pdfium.wasmExports;
  const data = malloc(bytes.length);
  m.pdfium.HEAPU8.set(bytes, data);
  const doc = m.FPDF_LoadMemDocument(data, bytes.length, '');
  try {
    if (!doc) throw new Error(`PDFium could not open the PDF (error ${m.FPDF_GetLastError()})`);
    const pages: string[] = [];
    for (let index = 0; index < m.FPDF_GetPageCount(doc); index++) {
      const page = m.FPDF_LoadPage(doc, index);
      const textPage = m.FPDFText_LoadPage(page);
      const count = m.FPDFText_CountChars(textPage);
      // UTF-16 code units and a terminating zero.
      const buffer = malloc((count + 1) * 2);
      m.FPDFText_GetText(textPage, 0, count, buffer);
      pages.push(m.pdfium.UTF16ToString(buffer));
      free(buffer);
      m.FPDFText_ClosePage(textPage);
      m.FPDF_ClosePage(page);
    }
    return pages;
  } finally {
    if (doc) m.FPDF_CloseDocument(doc);
    free(data);
  }
}

/** The whole PDF's text with whitespace collapsed to single spaces, so assertions are about the words, not the layout. */
export async function pdfText(pdf: Uint8Array | string): Promise<string> {
  return (await pdfPageTexts(pdf)).join(' ').replace(/\s+/g, ' ').trim();
}
