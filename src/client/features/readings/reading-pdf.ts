import type { jsPDF } from 'jspdf';
import type { ProfileView } from '../../../shared/profile';
import { formatCalendarDate, formatClockTime, formatDate } from '../../lib/format';
import { paragraphsOf, readingTitleOf } from '../../lib/reading-info';

type PdfReading = { readingType: string; predictionText: string; createdAt: string };

// SPEC.md §2 and §9: A4, text width 170, lines 7 units apart, a new page past 280 (millimetres).
const margin = 20;
const textWidth = 170;
const lineGap = 7;
const pageBottom = 280;
const footerY = 289;
const tagline = 'Jyotishi - your personal Vedic astrologer';

const night: [number, number, number] = [29, 22, 64];
const saffron: [number, number, number] = [201, 106, 14];
const muted: [number, number, number] = [107, 100, 128];
const gold: [number, number, number] = [207, 157, 47];

const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** `{type}-reading-{YYYY-MM-DD}.pdf`, dated by when the reading was written (in India). */
export function pdfFileName(reading: Pick<PdfReading, 'readingType' | 'createdAt'>) {
  return `${reading.readingType}-reading-${isoDay.format(new Date(reading.createdAt))}.pdf`;
}

/**
 * The PDF report, built in the browser. jsPDF (about 350 kB) is imported here, on first use, so
 * no page pays for it until someone asks for a PDF.
 */
export async function buildReadingPdf(reading: PdfReading, profile: ProfileView | null | undefined, siteUrl: string): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  let y = 24;

  doc.setFont('helvetica', 'bold').setFontSize(24).setTextColor(...night);
  doc.text('Jyotishi', margin, y);
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(...saffron);
  doc.textWithLink(siteUrl, margin, y + 7, { url: siteUrl });
  y += 11;
  doc.setDrawColor(...gold).setLineWidth(0.6).line(margin, y, margin + textWidth, y);

  y += 12;
  doc.setFont('helvetica', 'bold').setFontSize(17).setTextColor(...night);
  doc.text(pdfSafe(readingTitleOf(reading.readingType)), margin, y);
  y += lineGap;
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(...muted);
  doc.text(`Generated on ${formatDate(reading.createdAt)}`, margin, y);

  y += lineGap + 3;
  const details: [string, string][] = [
    ['Name', profile?.name || 'Not set'],
    ['Date of Birth', profile?.birthDate ? formatCalendarDate(profile.birthDate) : 'Not set'],
    ['Birth Time', profile?.birthTime ? formatClockTime(profile.birthTime) : 'Not set'],
    ['Birth Place', [profile?.birthLocation.city, profile?.birthLocation.country].filter(Boolean).join(', ') || 'Not set'],
  ];
  doc.setFontSize(11);
  for (const [label, value] of details) {
    doc.setFont('helvetica', 'bold').setTextColor(...muted).text(`${label}:`, margin, y);
    doc.setFont('helvetica', 'normal').setTextColor(...night).text(pdfSafe(value), margin + 32, y);
    y += lineGap;
  }
  doc.setDrawColor(...gold).setLineWidth(0.3).line(margin, y - 2, margin + textWidth, y - 2);

  y += lineGap;
  doc.setFont('helvetica', 'normal').setFontSize(11).setTextColor(35, 29, 56);
  for (const paragraph of paragraphsOf(reading.predictionText)) {
    for (const line of doc.splitTextToSize(pdfSafe(paragraph), textWidth) as string[]) {
      if (y > pageBottom) {
        doc.addPage();
        y = margin;
      }
      doc.text(line, margin, y);
      y += lineGap;
    }
    y += 3;
  }

  // The footer goes on last, once the page count is known.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setDrawColor(...gold).setLineWidth(0.2).line(margin, footerY - 5, margin + textWidth, footerY - 5);
    doc.setFont('helvetica', 'italic').setFontSize(9).setTextColor(...muted);
    doc.text(tagline, margin, footerY);
    doc.setFont('helvetica', 'normal');
    doc.text(`page ${page} of ${pages}`, margin + textWidth, footerY, { align: 'right' });
  }
  return doc;
}

/**
 * The built-in PDF fonts only know Windows-1252. Letters with diacritics outside it (Sanskrit
 * transliteration such as 'ā') lose the mark rather than turning into garbage.
 */
function pdfSafe(text: string) {
  return text.normalize('NFC').replace(/[^\n\x20-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, (char) => {
    const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return /^[\x20-\xff]+$/.test(plain) ? plain : '';
  });
}
