import { describe, expect, it } from 'vitest';
import { filterReadings } from './filter-readings';

const readings = [
  { readingType: 'daily', predictionText: 'The Moon crosses your lagna.' },
  { readingType: 'love', predictionText: 'Venus favours patience.' },
  { readingType: 'career', predictionText: 'Saturn asks for steady work; the Moon helps.' },
  { readingType: 'quarterly', predictionText: 'Three months of Jupiter.' },
];

describe('filterReadings (docs/product.md, States: one type filter with a case-insensitive search)', () => {
  it('shows everything with All and no search', () => {
    expect(filterReadings(readings, 'all', '')).toHaveLength(4);
  });

  it('searches the text without regard to case', () => {
    expect(filterReadings(readings, 'all', 'MOON').map((r) => r.readingType)).toEqual(['daily', 'career']);
  });

  it('searches the type and its title', () => {
    expect(filterReadings(readings, 'all', 'Love').map((r) => r.readingType)).toEqual(['love']);
    expect(filterReadings(readings, 'all', 'horoscope').map((r) => r.readingType)).toEqual(['daily']);
  });

  it('combines the type filter with the search', () => {
    expect(filterReadings(readings, 'career', 'moon').map((r) => r.readingType)).toEqual(['career']);
    expect(filterReadings(readings, 'love', 'moon')).toEqual([]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(filterReadings(readings, 'all', '  venus ')).toHaveLength(1);
  });
});
