import { describe, expect, it } from 'vitest';
import { filterReadings } from './filter-readings';

const readings = [
  { readingType: 'daily', predictionText: 'The Moon crosses your lagna.' },
  { readingType: 'love', predictionText: 'Venus favours patience.' },
  { readingType: 'career', predictionText: 'Saturn asks for steady work; the Moon helps.' },
  { readingType: 'quarterly', predictionText: 'Three months of Jupiter.' },
  { readingType: 'daily', predictionText: 'आज चंद्रमा आपके लग्न से गुज़रता है।' },
  { readingType: 'health', predictionText: 'सेहत के लिए सुबह की सैर फ़ायदेमंद रहेगी।' },
];

describe('filterReadings (docs/product.md, States: one type filter with a case-insensitive search)', () => {
  it('shows everything with All and no search', () => {
    expect(filterReadings(readings, 'all', '')).toHaveLength(6);
  });

  it('searches the text without regard to case', () => {
    expect(filterReadings(readings, 'all', 'MOON').map((r) => r.readingType)).toEqual(['daily', 'career']);
  });

  it('searches the type and its title', () => {
    expect(filterReadings(readings, 'all', 'Love').map((r) => r.readingType)).toEqual(['love']);
    expect(filterReadings(readings, 'all', 'horoscope').map((r) => r.readingType)).toEqual(['daily', 'daily']);
  });

  it('finds a type by its name in either language, whatever language the reading is in', () => {
    const daily = [readings[0], readings[4]];
    expect(filterReadings(readings, 'all', 'daily')).toEqual(daily);
    expect(filterReadings(readings, 'all', 'दैनिक')).toEqual(daily);
    expect(filterReadings(readings, 'all', 'राशिफल')).toEqual(daily);
    expect(filterReadings(readings, 'all', 'स्वास्थ्य').map((r) => r.readingType)).toEqual(['health']);
    expect(filterReadings(readings, 'all', 'प्रेम').map((r) => r.readingType)).toEqual(['love']);
  });

  it('searches the words of the text in the language it is written in', () => {
    expect(filterReadings(readings, 'all', 'चंद्रमा')).toEqual([readings[4]]);
    expect(filterReadings(readings, 'all', 'सैर').map((r) => r.readingType)).toEqual(['health']);
  });

  it('matches a nukta letter typed either way', () => {
    // 'फ़ायदेमंद' with the precomposed फ़ (U+095E) and with फ + nukta (U+092B U+093C).
    expect(filterReadings(readings, 'all', '\u095Eायदेमंद')).toEqual([readings[5]]);
    expect(filterReadings(readings, 'all', '\u092B\u093Cायदेमंद')).toEqual([readings[5]]);
    expect(filterReadings(readings, 'all', 'गुज़रता'.normalize('NFD'))).toEqual([readings[4]]);
  });

  it('combines the type filter with the search', () => {
    expect(filterReadings(readings, 'career', 'moon').map((r) => r.readingType)).toEqual(['career']);
    expect(filterReadings(readings, 'love', 'moon')).toEqual([]);
    expect(filterReadings(readings, 'daily', 'दैनिक')).toHaveLength(2);
    expect(filterReadings(readings, 'health', 'दैनिक')).toEqual([]);
  });

  it('ignores surrounding spaces in the search', () => {
    expect(filterReadings(readings, 'all', '  venus ')).toHaveLength(1);
  });
});
