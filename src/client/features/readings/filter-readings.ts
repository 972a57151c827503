import { languages } from '../../../shared/profile';
import { readingTitleOf } from '../../lib/reading-info';

export type HistoryFilter = 'all' | string;

type Filterable = { readingType: string; predictionText: string };

/**
 * Lower case in one Unicode form: the same Hindi word can arrive with a nukta letter precomposed
 * (U+095E फ़) or as a letter plus nukta (फ + ़), depending on the keyboard that typed it.
 */
const fold = (text: string) => text.normalize('NFC').toLowerCase();

/**
 * docs/product.md, States: one type filter combined with a case-insensitive search over type and text. The
 * type's title in every language counts as its name too, so 'horoscope', 'daily' and 'दैनिक' all find
 * the daily readings whichever language the interface or the reading is in; the text is searched as
 * it was written.
 */
export function filterReadings<T extends Filterable>(readings: readonly T[], filter: HistoryFilter, search: string): T[] {
  const needle = fold(search.trim());
  return readings.filter((reading) => {
    if (filter !== 'all' && reading.readingType !== filter) return false;
    if (!needle) return true;
    const names = languages.map((language) => readingTitleOf(reading.readingType, language));
    return [reading.readingType, ...names, reading.predictionText].some((field) => fold(field).includes(needle));
  });
}
