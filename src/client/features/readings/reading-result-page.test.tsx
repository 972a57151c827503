import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readingTypes, type ReadingType } from '../../../shared/reading-types';
import { LanguageContext } from '../../i18n/text';
import { readingQuery } from './api/reading';
import { ReadingResultPage } from './reading-result-page';

// The result page's heading (docs/product.md, /reading/result/{id}): the capitalised type and
// 'Reading', while the type's own title ('Daily Horoscope') names it on the other screens.

function headingOf(readingType: string, language: 'en' | 'hi' = 'en') {
  const queryClient = new QueryClient();
  const reading = { readingId: 'r1', readingType, predictionText: 'A steady day.', createdAt: '2026-11-24T04:30:00.000Z', language };
  queryClient.setQueryData(readingQuery('r1').queryKey, { reading } as never);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
        <MemoryRouter initialEntries={['/reading/result/r1']}>
          <Routes>
            <Route path="/reading/result/:readingId" element={<ReadingResultPage />} />
          </Routes>
        </MemoryRouter>
      </LanguageContext.Provider>
    </QueryClientProvider>,
  );
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim();
}

const capitalised = (type: ReadingType) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`;

describe('the reading result page', () => {
  it.each(readingTypes)("is headed by the capitalised type and ' Reading': %s", (type) => {
    expect(headingOf(type)).toBe(`${capitalised(type)} Reading`);
  });

  it("is headed by the type's own Hindi title for a Hindi reader, not a calque of 'Daily Reading'", () => {
    expect(headingOf('daily', 'hi')).toBe('दैनिक राशिफल');
    expect(headingOf('love', 'hi')).toBe('प्रेम और रिश्ते');
  });

  it('is headed by the stored word of a type no longer offered', () => {
    expect(headingOf('tarot')).toBe('Tarot Reading');
  });
});
