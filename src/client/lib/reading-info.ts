import type { Language } from '../../shared/profile';
import { MATCH_READING_TYPE, type StoredReadingType } from '../../shared/match';
import { readingTypes, type ReadingType } from '../../shared/reading-types';
import { commonText } from '../i18n/common';

/** The eight dashboard cards (docs/product.md, Screens and routes; Life Prediction is reached by a link instead). */
export const dashboardReadingTypes = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health'] as const satisfies readonly ReadingType[];

/** What the history page filters by: every reading type, and Kundli Milan reports. */
export const historyFilterTypes = [...readingTypes, MATCH_READING_TYPE] as const satisfies readonly StoredReadingType[];

const isKnownType = (type: string): type is ReadingType => (readingTypes as readonly string[]).includes(type);

/** The result page's title (docs/product.md, Screens and routes): 'Daily Reading', 'दैनिक रीडिंग'. */
export function readingLabel(type: string, language: Language = 'en') {
  return isKnownType(type) ? commonText[language].readingLabels[type] : `${type.charAt(0).toUpperCase()}${type.slice(1)} Reading`;
}

/** A stored type's title; an unexpected type (older data) falls back to the raw word. */
export function readingTitleOf(type: string, language: Language = 'en') {
  if (type === MATCH_READING_TYPE) return commonText[language].matchTitle;
  return isKnownType(type) ? commonText[language].readingTitles[type] : readingLabel(type, language);
}

/** Where a history entry opens: a match report has a page of its own. */
export function readingPath(reading: { readingId: string; readingType: string }) {
  return reading.readingType === MATCH_READING_TYPE ? `/match/${reading.readingId}` : `/reading/result/${reading.readingId}`;
}

/** The first `length` characters (docs/product.md, Limits: 150 on the dashboard, 200 in history), with an ellipsis when cut. */
export function previewText(text: string, length: number) {
  // Line breaks would collapse in a card anyway; flattening first keeps the count honest.
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length).trimEnd()}…`;
}

/** The reading split into paragraphs on blank lines (docs/product.md, Screens and routes). */
export function paragraphsOf(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A reading's opening sentence, set large as its lead, and the rest of its first paragraph. Only
 * the first sentence: a whole opening paragraph in the display face can fill a phone's screen.
 */
export function leadOf(paragraph: string): [lead: string, rest: string] {
  const match = /^(.+?[.!?।])\s+(\S[\s\S]*)$/.exec(paragraph);
  return match ? [match[1]!, match[2]!] : [paragraph, ''];
}
