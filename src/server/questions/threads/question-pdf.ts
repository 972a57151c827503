import type { Language } from '../../../shared/profile';
import type { QuestionThreadView } from '../../../shared/questions';
import type { ReadingPart } from '../../../shared/reading-text';
import { birthDetailsOf, pdfWordsIn, type ReportPdf } from '../../readings/reading-pdf';

type Subject = Parameters<typeof birthDetailsOf>[0];

const titleIn: Record<Language, string> = { en: 'Ask Jyotishi', hi: 'ज्योतिषी से पूछिए', ta: 'ஜோதிஷியிடம் கேளுங்கள்', te: 'జ్యోతిషిని అడగండి' };

/**
 * A thread as the readings' report shows it (reading-pdf.ts: the same fonts and Devanagari
 * shaping): whose chart answered, then each question as a heading and its answer's paragraphs.
 */
export function questionReport(thread: QuestionThreadView, subject: Subject): ReportPdf {
  const language = thread.language;
  const parts: ReadingPart[] = thread.turns.flatMap((turn) => [
    { kind: 'heading' as const, text: turn.question },
    ...turn.answer
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((text) => ({ kind: 'paragraph' as const, text })),
  ]);
  return { title: titleIn[language], language, createdAt: thread.createdAt, details: [birthDetailsOf(subject, pdfWordsIn(language))], parts };
}

/** `ask-jyotishi-{YYYY-MM-DD}.pdf`, by the day the thread began (UTC's day is near enough for a name). */
export const questionPdfFileName = (thread: Pick<QuestionThreadView, 'createdAt'>) => `ask-jyotishi-${thread.createdAt.slice(0, 10)}.pdf`;
