import PDFDocument from 'pdfkit';
import type { Language, ProfileView } from '../../shared/profile';
import { storedReadingTitle } from '../../shared/reading-types';
import { INDIA_TIME_ZONE } from '../../shared/india-time';
import { readingParts, type ReadingPart } from '../../shared/reading-text';
import type { ReportAppendix } from '../pdf/chart-appendix';
import { calendarDay, clockTime, type SouthLanguage } from '../lib/south-clock';
import { fontName, isShaped, pdfFonts, scriptRuns, type Weight } from '../pdf/script-fonts';

/** `language` is the reading's own: the labels, titles and dates follow it. */
type PdfReading = { readingType: string; predictionText: string; createdAt: string; language: Language };

// A4, text 170 mm wide, lines 7 mm apart, a new page past 280 mm: the layout is set in millimetres.
const mm = (value: number) => (value * 72) / 25.4;
const margin = 20;
const textWidth = 170;
const lineGap = 7;
const pageBottom = 280;
const footerY = 289;

const night: [number, number, number] = [29, 22, 64];
const saffron: [number, number, number] = [201, 106, 14];
const muted: [number, number, number] = [107, 100, 128];
const gold: [number, number, number] = [207, 157, 47];
const ink: [number, number, number] = [35, 29, 56];

type Doc = PDFKit.PDFDocument;
type Style = { weight: Weight; size: number };

function widthOf(doc: Doc, text: string, style: Style) {
  let width = 0;
  for (const run of scriptRuns(text)) width += doc.font(fontName(run.script, style.weight)).fontSize(style.size).widthOfString(run.text);
  return width;
}

/**
 * Text at (x, baseline y), in millimetres, one font per script run. A Devanagari, Tamil or Telugu
 * run is drawn in an ActualText span: its glyphs are in visual order (the i-matra before its
 * consonant, a reph after it; Tamil's ெ and ே before theirs), and without the span copying or
 * extracting the text would give letters out of order.
 */
function drawText(doc: Doc, text: string, x: number, y: number, style: Style, options: { link?: string } = {}) {
  let left = mm(x);
  for (const run of scriptRuns(text)) {
    doc.font(fontName(run.script, style.weight)).fontSize(style.size);
    const draw = () => doc.text(run.text, left, mm(y), { lineBreak: false, baseline: 'alphabetic', ...(options.link ? { link: options.link } : {}) });
    if (isShaped(run.script)) withActualText(doc, run.text, draw);
    else draw();
    left += doc.widthOfString(run.text);
  }
}

/**
 * pdfkit writes each piece of text inside its own save/restore, and its marked-content call would
 * put the span outside that; poppler then places the span's text with the outer (flipped) matrix
 * and no font size, scrambling the line. So the span is opened right after the text's font is set
 * and closed before the text object ends, where the text's own state still holds.
 */
function withActualText(doc: Doc, actual: string, draw: () => void) {
  const addContent = doc.addContent.bind(doc);
  const utf16 = Buffer.from(actual, 'utf16le').swap16().toString('hex');
  doc.addContent = (data: string) => {
    if (data === 'ET') addContent('EMC');
    addContent(data);
    if (/ Tf$/.test(data)) addContent(`/Span << /ActualText <FEFF${utf16}> >> BDC`);
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}

/** Lines no wider than `width` mm, broken at spaces; a word wider than a line is broken between letters (whole clusters). */
function wrap(doc: Doc, paragraph: string, width: number, style: Style) {
  const limit = mm(width);
  const lines: string[] = [];
  const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });
  // A line break inside a paragraph starts a new line.
  for (const given of paragraph.split('\n')) lines.push(...wrapLine(doc, given, limit, style, graphemes));
  return lines;
}

function wrapLine(doc: Doc, text: string, limit: number, style: Style, graphemes: Intl.Segmenter) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(doc, candidate, style) <= limit) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const { segment } of graphemes.segment(word)) {
      if (line && widthOf(doc, line + segment, style) > limit) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function rule(doc: Doc, y: number, thickness: number) {
  doc.save().moveTo(mm(margin), mm(y)).lineTo(mm(margin + textWidth), mm(y)).lineWidth(mm(thickness)).strokeColor(gold).stroke().restore();
}

const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: INDIA_TIME_ZONE });

/** The report's words in each language; Hindi dates read '24 नवंबर 2026' and times 'सुबह 10:30', Tamil '24 நவம்பர் 2026' and 'காலை 10:30'. */
export type PdfWords = {
  brand: string;
  tagline: string;
  generatedOn: (date: string) => string;
  name: string;
  birthDate: string;
  birthTime: string;
  birthPlace: string;
  notSet: string;
  /** The birth time when it is not known exactly: the cast time is not shown as if it were. */
  notKnown: string;
  page: (page: number, count: number) => string;
  /** The written date, in India; a birth date (a calendar day, in UTC); a birth time 'HH:MM'. */
  longDate: Pick<Intl.DateTimeFormat, 'format'>;
  calendarDate: Pick<Intl.DateTimeFormat, 'format'>;
  birthTimeOf: (hours: number, minutes: string) => string;
};

/**
 * A date in Tamil or Telugu as their panchangams print it, '7 டிசம்பர் 2026' (lib/south-clock.ts),
 * behind the `format` the other languages' Intl formatters offer.
 */
function southDate(language: SouthLanguage, timeZone: string): Pick<Intl.DateTimeFormat, 'format'> {
  const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  return { format: (date) => calendarDay(isoDay.format(date), language) };
}

const hindiTime = new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' });

const pdfWords: Record<Language, PdfWords> = {
  en: {
    brand: 'Jyotishi',
    tagline: 'Jyotishi - your personal Vedic astrologer',
    generatedOn: (date) => `Generated on ${date}`,
    name: 'Name',
    birthDate: 'Date of Birth',
    birthTime: 'Birth Time',
    birthPlace: 'Birth Place',
    notSet: 'Not set',
    notKnown: 'Not known (chart read from the Moon sign)',
    page: (page, count) => `page ${page} of ${count}`,
    longDate: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
    calendarDate: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    birthTimeOf: (hours, minutes) => `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`,
  },
  hi: {
    brand: 'ज्योतिषी',
    tagline: 'ज्योतिषी - आपके निजी वैदिक ज्योतिषी',
    generatedOn: (date) => `${date} को तैयार की गई`,
    name: 'नाम',
    birthDate: 'जन्म तिथि',
    birthTime: 'जन्म समय',
    birthPlace: 'जन्म स्थान',
    notSet: 'नहीं दिया गया',
    notKnown: 'पता नहीं (कुंडली चंद्र राशि से पढ़ी गई)',
    page: (page, count) => `पृष्ठ ${page} / ${count}`,
    longDate: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
    calendarDate: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    birthTimeOf: (hours, minutes) => hindiTime.format(new Date(Date.UTC(2000, 0, 1, hours, Number(minutes)))),
  },
  ta: {
    brand: 'ஜோதிஷி',
    tagline: 'ஜோதிஷி - உங்கள் சொந்த வேத ஜோதிடர்',
    generatedOn: (date) => `${date} அன்று தயாரானது`,
    name: 'பெயர்',
    birthDate: 'பிறந்த தேதி',
    birthTime: 'பிறந்த நேரம்',
    birthPlace: 'பிறந்த ஊர்',
    notSet: 'கொடுக்கப்படவில்லை',
    notKnown: 'தெரியாது (ஜாதகம் சந்திர ராசியிலிருந்து பார்க்கப்பட்டது)',
    page: (page, count) => `பக்கம் ${page} / ${count}`,
    longDate: southDate('ta', INDIA_TIME_ZONE),
    calendarDate: southDate('ta', 'UTC'),
    birthTimeOf: (hours, minutes) => clockTime(hours, minutes, 'ta'),
  },
  te: {
    brand: 'జ్యోతిషి',
    tagline: 'జ్యోతిషి - మీ సొంత వేద జ్యోతిష్కుడు',
    generatedOn: (date) => `${date} న తయారైంది`,
    name: 'పేరు',
    birthDate: 'పుట్టిన తేదీ',
    birthTime: 'పుట్టిన సమయం',
    birthPlace: 'పుట్టిన ఊరు',
    notSet: 'ఇవ్వలేదు',
    notKnown: 'తెలియదు (జాతకం చంద్ర రాశి నుండి చూశాం)',
    page: (page, count) => `పేజీ ${page} / ${count}`,
    longDate: southDate('te', INDIA_TIME_ZONE),
    calendarDate: southDate('te', 'UTC'),
    birthTimeOf: (hours, minutes) => clockTime(hours, minutes, 'te'),
  },
};

/** `{type}-reading-{YYYY-MM-DD}.pdf`, dated by when the reading was written (in India). */
export function pdfFileName(reading: Pick<PdfReading, 'readingType' | 'createdAt'>) {
  // The name goes into a header: only the characters a reading type is made of.
  const type = reading.readingType.replace(/[^a-z0-9-]/gi, '-');
  return `${type}-reading-${isoDay.format(new Date(reading.createdAt))}.pdf`;
}

const birthDateOf = (value: string, words: PdfWords) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? words.calendarDate.format(new Date(`${value}T00:00:00Z`)) : value);
function birthTimeOf(value: string, words: PdfWords) {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  return words.birthTimeOf(Number(match[1]), match[2]!);
}

/**
 * The reading report: header, title, birth details, the text in paragraphs, 'page x of y' footers,
 * all in the reading's language. Made in this thread; the API makes its PDFs in the PDF threads
 * (pdf/pdf-renderer.ts) from `readingReport`.
 */
export function buildReadingPdf(reading: PdfReading, profile: ProfileView | null, siteUrl: string): Promise<Buffer> {
  return buildReportPdf(readingReport(reading, profile), siteUrl);
}

/** What the reading's PDF shows, as plain data: all a PDF thread needs to make it. */
export function readingReport(reading: PdfReading, profile: ProfileView | null): ReportPdf {
  const words = pdfWords[reading.language];
  return {
    title: storedReadingTitle(reading.readingType, reading.language),
    language: reading.language,
    createdAt: reading.createdAt,
    details: [birthDetailsOf(profile, words)],
    parts: readingParts(reading.predictionText),
  };
}

/** A person's name and birth details as the report's label/value rows, in the report's language. */
export function birthDetailsOf(person: Pick<ProfileView, 'name' | 'birthDate' | 'birthTime'> & Partial<Pick<ProfileView, 'birthTimeAccuracy'>> & { birthLocation: { city: string; country: string } } | null, words: PdfWords = pdfWords.en): [string, string][] {
  return [
    [words.name, person?.name || words.notSet],
    [words.birthDate, person?.birthDate ? birthDateOf(person.birthDate, words) : words.notSet],
    [words.birthTime, !person?.birthTime ? words.notSet : (person.birthTimeAccuracy ?? 'exact') === 'exact' ? birthTimeOf(person.birthTime, words) : words.notKnown],
    [words.birthPlace, [person?.birthLocation.city, person?.birthLocation.country].filter(Boolean).join(', ') || words.notSet],
  ];
}

export const pdfWordsIn = (language: Language): PdfWords => pdfWords[language];

/** How each part of a reading's text is set: the summary and headings in bold, headings larger and with room above. */
const partStyle: Record<ReadingPart['kind'], { style: Style; colour: [number, number, number]; above: number }> = {
  summary: { style: { weight: 700, size: 11 }, colour: night, above: 0 },
  heading: { style: { weight: 700, size: 14 }, colour: night, above: 4 },
  paragraph: { style: { weight: 400, size: 11 }, colour: ink, above: 0 },
};

/**
 * Any report in the readings' style (a reading, a match report): the brand and site, the title and
 * date, groups of label/value rows (a group per person), then the text's parts (a summary,
 * headings, paragraphs), with 'page x of y' footers, all in `language`.
 */
export type ReportPdf = { title: string; language: Language; createdAt: string; details: [string, string][][]; parts: ReadingPart[]; appendix?: ReportAppendix };

const tableRow = 5;
const cellSize = 8;

/** A cell's text at the table's size, or smaller when the column is narrower than the text. */
function drawCell(doc: Doc, text: string, x: number, y: number, width: number, weight: Weight) {
  const natural = widthOf(doc, text, { weight, size: cellSize }) / mm(1);
  const size = natural > width - 1 ? Math.max(5, (cellSize * (width - 1)) / natural) : cellSize;
  drawText(doc, text, x, y, { weight, size });
}

/**
 * The appendix (Premium): from a new page, each table with its title and a line on how to read
 * it, the column heads in bold and repeated on a page the table runs onto. The first column is
 * the row's name and a little wider; the others share the rest.
 */
function drawAppendix(doc: Doc, appendix: ReportAppendix) {
  doc.addPage({ size: 'A4', margin: 0 });
  let y = margin + 4;
  doc.fillColor(night);
  drawText(doc, appendix.heading, margin, y, { weight: 700, size: 14 });
  y += lineGap + 2;
  for (const table of appendix.tables) {
    const noteLines = wrap(doc, table.note, textWidth, { weight: 400, size: 9 });
    // A table's title stays with its note, its heads and at least two rows.
    if (y + lineGap + noteLines.length * 5 + tableRow * 3 > pageBottom) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = margin;
    }
    doc.fillColor(night);
    drawText(doc, table.title, margin, y, { weight: 700, size: 11 });
    y += 5.5;
    doc.fillColor(muted);
    for (const line of noteLines) {
      drawText(doc, line, margin, y, { weight: 400, size: 9 });
      y += 4.5;
    }
    const first = table.columns.length > 2 ? 20 : 25;
    const rest = (textWidth - first) / (table.columns.length - 1);
    const xs = table.columns.map((_, i) => (i === 0 ? margin : margin + first + rest * (i - 1)));
    const widths = table.columns.map((_, i) => (i === 0 ? first : rest));
    const heads = () => {
      y += 1.5;
      doc.fillColor(muted);
      table.columns.forEach((c, i) => drawCell(doc, c, xs[i]!, y, widths[i]!, 700));
      y += 1.5;
      rule(doc, y, 0.15);
      y += tableRow - 1;
    };
    heads();
    for (const row of table.rows) {
      if (y > pageBottom) {
        doc.addPage({ size: 'A4', margin: 0 });
        y = margin;
        heads();
      }
      doc.fillColor(ink);
      row.forEach((cell, i) => drawCell(doc, cell, xs[i]!, y, widths[i]!, i === 0 ? 700 : 400));
      y += tableRow;
    }
    y += 4;
  }
}

export async function buildReportPdf(report: ReportPdf, siteUrl: string): Promise<Buffer> {
  const words = pdfWords[report.language];
  const title = report.title;
  const doc = new PDFDocument({ size: 'A4', margin: 0, bufferPages: true, info: { Title: `${words.brand} - ${title}`, Creator: 'Jyotishi' } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of pdfFonts()) doc.registerFont(name, data);

  let y = 24;
  doc.fillColor(night);
  drawText(doc, words.brand, margin, y, { weight: 700, size: 24 });
  doc.fillColor(saffron);
  drawText(doc, siteUrl, margin, y + 7, { weight: 400, size: 10 }, { link: siteUrl });
  y += 11;
  rule(doc, y, 0.6);

  y += 12;
  doc.fillColor(night);
  drawText(doc, title, margin, y, { weight: 700, size: 17 });
  y += lineGap;
  doc.fillColor(muted);
  drawText(doc, words.generatedOn(words.longDate.format(new Date(report.createdAt))), margin, y, { weight: 400, size: 10 });

  y += lineGap + 3;
  for (const [index, group] of report.details.entries()) {
    if (index > 0) y += 3;
    for (const [label, value] of group) {
      doc.fillColor(muted);
      drawText(doc, `${label}:`, margin, y, { weight: 700, size: 11 });
      doc.fillColor(night);
      drawText(doc, value, margin + 32, y, { weight: 400, size: 11 });
      y += lineGap;
    }
  }
  rule(doc, y - 2, 0.3);

  y += lineGap;
  for (const part of report.parts) {
    const { style, colour, above } = partStyle[part.kind];
    y += above;
    const lines = wrap(doc, part.text, textWidth, style);
    // A heading never ends a page: it moves over with the first line of its section.
    if (part.kind === 'heading' && y + lineGap * lines.length > pageBottom) y = pageBottom + 1;
    for (const line of lines) {
      if (y > pageBottom) {
        doc.addPage({ size: 'A4', margin: 0 });
        y = margin;
      }
      doc.fillColor(colour);
      drawText(doc, line, margin, y, style);
      y += lineGap;
    }
    y += 3;
  }

  if (report.appendix) drawAppendix(doc, report.appendix);

  // The footer goes on last, once the page count is known.
  const { start, count } = doc.bufferedPageRange();
  for (let page = 1; page <= count; page++) {
    doc.switchToPage(start + page - 1);
    rule(doc, footerY - 5, 0.2);
    doc.fillColor(muted);
    // The English tagline is plain ASCII: the built-in Helvetica Oblique has it and adds no font to
    // the file. The others need their script's font.
    if (report.language === 'en') doc.font('Helvetica-Oblique').fontSize(9).text(words.tagline, mm(margin), mm(footerY), { lineBreak: false, baseline: 'alphabetic' });
    else drawText(doc, words.tagline, margin, footerY, { weight: 400, size: 9 });
    const pageLabel = words.page(page, count);
    drawText(doc, pageLabel, margin + textWidth - widthOf(doc, pageLabel, { weight: 400, size: 9 }) / mm(1), footerY, { weight: 400, size: 9 });
  }
  doc.end();
  return done;
}
