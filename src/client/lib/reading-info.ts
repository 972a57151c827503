import type { Language } from '../../shared/profile';
import { MATCH_READING_TYPE, type StoredReadingType } from '../../shared/match';
import { readingTypes, storedReadingTitle, type ReadingType } from '../../shared/reading-types';
import { plainReadingText } from '../../shared/reading-text';
import { commonText } from '../i18n/common';

/** The eight dashboard cards (docs/product.md, Screens and routes; Life Prediction is reached by a link instead). */
export const dashboardReadingTypes = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health'] as const satisfies readonly ReadingType[];

/** What the history page filters by: every reading type, and Kundli Milan reports. */
export const historyFilterTypes = [...readingTypes, MATCH_READING_TYPE] as const satisfies readonly StoredReadingType[];

/**
 * A stored type's title, the name the type has on every screen (the dashboard card, the request
 * page, the history; the result page's heading is its own) and in the PDF; an unexpected type
 * (older data) falls back to the raw word.
 */
export function readingTitleOf(type: string, language: Language = 'en') {
  if (type === MATCH_READING_TYPE) return commonText[language].matchTitle;
  return storedReadingTitle(type, language);
}

/** Where a history entry opens: a match report has a page of its own. */
export function readingPath(reading: { readingId: string; readingType: string }) {
  return reading.readingType === MATCH_READING_TYPE ? `/match/${reading.readingId}` : `/reading/result/${reading.readingId}`;
}

/** The first `length` characters (docs/product.md, Limits: 150 on the dashboard, 200 in history), with an ellipsis when cut. */
export function previewText(text: string, length: number) {
  // Line breaks would collapse in a card anyway; flattening first keeps the count honest. The
  // headings' marks go too: the excerpt is the summary and the text that follows, run together.
  const flat = plainReadingText(text).replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}…`;
}

/**
 * A reading's opening sentence, set large as its lead, and the rest of its first paragraph. Only
 * the first sentence: a whole opening paragraph in the display face can fill a phone's screen.
 */
export function leadOf(paragraph: string): [lead: string, rest: string] {
  const match = /^(.+?[.!?।])\s+(\S[\s\S]*)$/.exec(paragraph);
  return match ? [match[1]!, match[2]!] : [paragraph, ''];
}
