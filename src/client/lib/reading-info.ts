import { readingTitles, type ReadingType } from '../../shared/reading-types';

/** One line per reading type: what it is read from (the composer reads exactly these parts of the chart). */
export const readingDescriptions: Record<ReadingType, string> = {
  daily: "Today's transits over your Moon sign and the day's panchang.",
  weekly: 'The week ahead: the planets on the move and where to put your energy.',
  monthly: 'Themes, openings and cautions for the month ahead.',
  quarterly: 'The next three months through your running dasha and the slow planets.',
  yearly: 'Your year at a glance: Jupiter, Saturn and your dasha periods.',
  career: 'Work, money and direction from your 10th house, its lord, Saturn and the Sun.',
  love: 'Relationships and marriage from your 7th house, Venus and the navamsa.',
  health: 'Vitality and balance from your lagna, the 6th house and the Moon.',
  life: 'Your whole chart and the sequence of your dashas, read as one story.',
};

/** The eight dashboard cards (docs/product.md, Screens and routes; Life Prediction is reached by a link instead). */
export const dashboardReadingTypes = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health'] as const satisfies readonly ReadingType[];

/** The seven types the history page filters by (docs/product.md, What it does). */
export const historyFilterTypes = ['daily', 'weekly', 'monthly', 'yearly', 'career', 'love', 'health'] as const satisfies readonly ReadingType[];

/** A stored type's title; an unexpected type (older data) falls back to the raw word. */
export function readingTitleOf(type: string) {
  return Object.hasOwn(readingTitles, type) ? readingTitles[type as ReadingType] : readingLabel(type);
}

/** The result page's title (docs/product.md, Screens and routes): the capitalised type plus 'Reading', e.g. 'Daily Reading'. */
export function readingLabel(type: string) {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Reading`;
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
  const match = /^(.+?[.!?])\s+(\S[\s\S]*)$/.exec(paragraph);
  return match ? [match[1]!, match[2]!] : [paragraph, ''];
}
