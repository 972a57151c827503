import { readingTitleOf } from '../../lib/reading-info';

export type HistoryFilter = 'all' | string;

type Filterable = { readingType: string; predictionText: string };

/**
 * docs/product.md, States: one type filter combined with a case-insensitive search over type and text. The
 * type's title counts as its name too, so 'horoscope' finds the daily readings.
 */
export function filterReadings<T extends Filterable>(readings: readonly T[], filter: HistoryFilter, search: string): T[] {
  const needle = search.trim().toLowerCase();
  return readings.filter((reading) => {
    if (filter !== 'all' && reading.readingType !== filter) return false;
    if (!needle) return true;
    return [reading.readingType, readingTitleOf(reading.readingType), reading.predictionText].some((field) => field.toLowerCase().includes(needle));
  });
}
