/**
 * The nine reading types of docs/product.md, What it does, and their titles. A type has one name
 * everywhere it is shown (the dashboard card, the request page, the history, the PDF, the share
 * sheet, the morning notification): every one of those takes it from here. Only the result page is
 * headed otherwise, in English, by the capitalised type and 'Reading' (resultHeading).
 */
export const readingTypes = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'career', 'love', 'health', 'life'] as const;
export type ReadingType = (typeof readingTypes)[number];

export const readingTitles: Record<ReadingType, string> = {
  daily: 'Daily Horoscope',
  weekly: 'Weekly Prediction',
  monthly: 'Monthly Forecast',
  quarterly: 'Quarterly Forecast',
  yearly: 'Yearly Forecast',
  career: 'Career Reading',
  love: 'Love & Relationships',
  health: 'Health & Wellness',
  life: 'Life Prediction',
};

/** The titles a Hindi reader sees, as Hindi almanacs and magazines head these readings. */
export const readingTitlesHi: Record<ReadingType, string> = {
  daily: 'दैनिक राशिफल',
  weekly: 'साप्ताहिक भविष्यफल',
  monthly: 'मासिक भविष्यफल',
  quarterly: 'त्रैमासिक भविष्यफल',
  yearly: 'वार्षिक भविष्यफल',
  career: 'करियर राशिफल',
  love: 'प्रेम और रिश्ते',
  health: 'स्वास्थ्य और तंदुरुस्ती',
  life: 'जीवन भविष्यफल',
};

export function readingTitle(type: ReadingType, language: 'en' | 'hi' = 'en'): string {
  return (language === 'hi' ? readingTitlesHi : readingTitles)[type];
}

/**
 * The result page's heading. In English the product's own words, the capitalised type and 'Reading'
 * ('Daily Reading'); a Hindi reader is headed by the type's Hindi title ('दैनिक राशिफल'), as Hindi
 * almanacs head these readings, rather than by a calque of the English.
 */
export function resultHeading(type: string, language: 'en' | 'hi' = 'en'): string {
  if (language === 'hi' || !isReadingType(type)) return storedReadingTitle(type, language);
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Reading`;
}

/** The title of a stored row's type: one of the nine, or the raw word of a type no longer offered. */
export function storedReadingTitle(type: string, language: 'en' | 'hi' = 'en'): string {
  if (isReadingType(type)) return readingTitle(type, language);
  return language === 'hi' ? `${type} रीडिंग` : `${type.charAt(0).toUpperCase()}${type.slice(1)} Reading`;
}

export function isReadingType(value: string | undefined): value is ReadingType {
  return (readingTypes as readonly string[]).includes(value ?? '');
}
