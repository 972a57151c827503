/**
 * How a reading's text is laid out, for every place that shows it (the result page, the stream,
 * the history excerpts, the PDF). The text stays plain text, never markup: paragraphs are separated
 * by a blank line, and a paragraph that is a single line starting with '## ' is a heading. In a
 * reading that has headings, what comes before the first one is its short summary. Readings
 * written before headings existed have none, and read as plain paragraphs as they always did.
 */

export const HEADING_MARK = '## ';

export type ReadingPart = { kind: 'summary' | 'heading' | 'paragraph'; text: string };

/** A heading as the text stores it. */
export const headingLine = (title: string) => `${HEADING_MARK}${title.trim()}`;

const headingOf = (paragraph: string) => (paragraph.startsWith(HEADING_MARK) && !paragraph.includes('\n') ? paragraph.slice(HEADING_MARK.length).trim() : null);

/** The text's summary, headings and paragraphs, in order. */
export function readingParts(text: string): ReadingPart[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const headed = paragraphs.some((p) => headingOf(p) !== null);
  let seenHeading = false;
  return paragraphs.map((paragraph): ReadingPart => {
    const heading = headingOf(paragraph);
    if (heading !== null) {
      seenHeading = true;
      return { kind: 'heading', text: heading };
    }
    return { kind: headed && !seenHeading ? 'summary' : 'paragraph', text: paragraph };
  });
}

/** The text without its heading marks, for an excerpt that runs it together. */
export function plainReadingText(text: string): string {
  return readingParts(text)
    .map((part) => part.text)
    .join('\n\n');
}

/** The text without its headings: what the reading says, summary and paragraphs. */
export function proseOf(text: string): string {
  return readingParts(text)
    .filter((part) => part.kind !== 'heading')
    .map((part) => part.text)
    .join('\n\n');
}
