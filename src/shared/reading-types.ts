/** The nine reading types of docs/product.md, What it does with their titles (Screens and routes, /reading/{type}). */
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

export function isReadingType(value: string | undefined): value is ReadingType {
  return (readingTypes as readonly string[]).includes(value ?? '');
}
