// The reading types' titles in each language, for the server's PDF and the browser's pages alike.
import type { Language } from './profile';
import { readingTitles, type ReadingType } from './reading-types';

const readingTitlesHi: Record<ReadingType, string> = {
  daily: 'दैनिक राशिफल',
  weekly: 'साप्ताहिक भविष्यफल',
  monthly: 'मासिक भविष्यफल',
  quarterly: 'त्रैमासिक भविष्यफल',
  yearly: 'वार्षिक भविष्यफल',
  career: 'करियर रीडिंग',
  love: 'प्रेम और रिश्ते',
  health: 'स्वास्थ्य और तंदुरुस्ती',
  life: 'जीवन भविष्यफल',
};

/** Every reading type's title in `language` ('Daily Horoscope', 'दैनिक राशिफल'). */
export function readingTitlesIn(language: Language): Readonly<Record<ReadingType, string>> {
  return language === 'hi' ? readingTitlesHi : readingTitles;
}
