import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QuestionThreadSummary } from '../../../shared/questions';
import { LanguageContext } from '../../i18n/text';
import { threadsQuery } from '../../lib/questions-api';
import { QuestionHistory } from './question-history';

// The history's Questions, a page at a time: the pages the server has sent, one after another,
// and "Show more conversations" while it says there is a next one.

const thread = (n: number): QuestionThreadSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Question ${n}`,
  topic: 'career',
  language: 'en',
  subject: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  turnCount: 1,
});

type Page = { threads: QuestionThreadSummary[]; nextCursor: string | null; matched: number };

function render(pages: Page[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(threadsQuery('').queryKey, { pages, pageParams: pages.map((_, i) => (i === 0 ? '' : `c${i}`)) } as never);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <LanguageContext.Provider value={{ language: 'en', setLanguage: () => {} }}>
        <MemoryRouter>
          <QuestionHistory search="" />
        </MemoryRouter>
      </LanguageContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the Questions history', () => {
  it('offers the next page while there is one, counting all that match', () => {
    const html = render([{ threads: [thread(1), thread(2)], nextCursor: 'c1', matched: 3 }]);
    expect(html).toContain('3 conversations');
    expect(html).toContain('Showing 2 of 3 conversations');
    expect(html).toContain('Show more conversations');
    expect(html.match(/href="\/ask\?thread=/g)).toHaveLength(2);
  });

  it('shows every page it was sent, and no button after the last', () => {
    const html = render([
      { threads: [thread(1), thread(2)], nextCursor: 'c1', matched: 3 },
      { threads: [thread(3)], nextCursor: null, matched: 3 },
    ]);
    expect(html.match(/href="\/ask\?thread=/g)).toHaveLength(3);
    expect(html).toContain('Question 3');
    expect(html).not.toContain('Show more conversations');
  });
});
