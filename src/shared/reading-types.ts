/**
 * The nine reading types of docs/product.md, What it does, and their titles. A type has one name
 * everywhere it is shown (the dashboard card, the request page, the history, the PDF, the share
 * sheet, the morning notification): every one of those takes it from here. Only the result page is
 * headed otherwise, in English, by the capitalised type and 'Reading' (resultHeading).
 */
import type { Language } from './profile';

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

/** The titles a Tamil reader sees, as Tamil weeklies head their ராசி பலன் pages. */
export const readingTitlesTa: Record<ReadingType, string> = {
  daily: 'தின ராசி பலன்',
  weekly: 'வார ராசி பலன்',
  monthly: 'மாத ராசி பலன்',
  quarterly: 'காலாண்டு பலன்',
  yearly: 'ஆண்டு பலன்',
  career: 'தொழில், உத்தியோக பலன்',
  love: 'காதல், உறவுகள்',
  health: 'உடல்நலப் பலன்',
  life: 'வாழ்க்கைப் பலன்',
};

/** The titles a Telugu reader sees, as Telugu papers head their రాశి ఫలాలు columns. */
export const readingTitlesTe: Record<ReadingType, string> = {
  daily: 'దిన ఫలాలు',
  weekly: 'వార ఫలాలు',
  monthly: 'మాస ఫలాలు',
  quarterly: 'త్రైమాసిక ఫలాలు',
  yearly: 'వార్షిక ఫలాలు',
  career: 'ఉద్యోగ, వృత్తి ఫలాలు',
  love: 'ప్రేమ, అనుబంధాలు',
  health: 'ఆరోగ్య ఫలాలు',
  life: 'జీవిత ఫలాలు',
};

const titlesIn: Readonly<Record<Language, Record<ReadingType, string>>> = { en: readingTitles, hi: readingTitlesHi, ta: readingTitlesTa, te: readingTitlesTe };

/** A type's own word for a reading, after a type no longer offered: 'Tarot Reading', 'tarot रीडिंग'. */
const unknownTitle: Readonly<Record<Language, (type: string) => string>> = {
  en: (type) => `${type.charAt(0).toUpperCase()}${type.slice(1)} Reading`,
  hi: (type) => `${type} रीडिंग`,
  ta: (type) => `${type} பலன்`,
  te: (type) => `${type} ఫలితం`,
};

export function readingTitle(type: ReadingType, language: Language = 'en'): string {
  return titlesIn[language][type];
}

/**
 * The result page's heading. In English the product's own words, the capitalised type and 'Reading'
 * ('Daily Reading'); a Hindi, Tamil or Telugu reader is headed by the type's title in that language
 * ('दैनिक राशिफल', 'தின ராசி பலன்'), as their almanacs head these readings, rather than by a calque
 * of the English.
 */
export function resultHeading(type: string, language: Language = 'en'): string {
  if (language !== 'en' || !isReadingType(type)) return storedReadingTitle(type, language);
  return unknownTitle.en(type);
}

/** The title of a stored row's type: one of the nine, or the raw word of a type no longer offered. */
export function storedReadingTitle(type: string, language: Language = 'en'): string {
  return isReadingType(type) ? readingTitle(type, language) : unknownTitle[language](type);
}

export function isReadingType(value: string | undefined): value is ReadingType {
  return (readingTypes as readonly string[]).includes(value ?? '');
}
