import type { MatchPersonView, MatchView } from '../../shared/match';
import { readingParts } from '../../shared/reading-text';
import { birthDetailsOf, pdfWordsIn, type ReportPdf } from '../readings/reading-pdf';
import { matchText, matchWordsIn } from './match-report';
import { INDIA_TIME_ZONE } from '../../shared/india-time';

const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: INDIA_TIME_ZONE });

/** `kundli-milan-{YYYY-MM-DD}.pdf`, dated by when the report was made (in India). */
export const matchPdfFileName = (match: Pick<MatchView, 'createdAt'>) => `kundli-milan-${isoDay.format(new Date(match.createdAt))}.pdf`;

/**
 * What the report's PDF shows, in the readings' style and the report's language: both people's
 * birth details, then the total, the eight kootas, the cancellations, both Mangal doshas and, when
 * asked for, the ten poruthams. Plain data, for a PDF thread to make (pdf/pdf-renderer.ts).
 */
export function matchReport(match: MatchView): ReportPdf {
  const words = pdfWordsIn(match.language);
  const person = (p: MatchPersonView) => birthDetailsOf({ ...p, birthLocation: p.place }, words);
  return {
    title: matchWordsIn(match.language).title,
    language: match.language,
    createdAt: match.createdAt,
    details: [person(match.a), person(match.b)],
    // Halves as '.5': the PDF's fonts have no '½'.
    parts: readingParts(matchText({ version: 1, a: match.a, b: match.b, result: match.result, ...(match.poruthams ? { poruthams: match.poruthams } : {}) }, match.language, String)),
  };
}
