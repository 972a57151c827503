import { createHash } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../i18n/text';
import { legalUpdates, type LegalPage } from './legal-updates';
import { PrivacyPage } from './privacy-page';
import { ShippingReturnsPage } from './shipping-returns-page';
import { TermsPage } from './terms-page';

// 'Last updated' must be true: each page's date is stored with a hash of its text, so the text
// cannot change without the date (docs/product.md, Legal pages).

const pages: Record<LegalPage, () => ReactElement> = { terms: TermsPage, privacy: PrivacyPage, shipping: ShippingReturnsPage };

/** The page as a reader sees it in English, before the server's configuration arrives. */
function shownText(page: LegalPage, language: 'en' | 'hi' = 'en') {
  const Page = pages[page];
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </LanguageContext.Provider>
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const lastUpdatedLine = /Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/;
const hashOf = (page: LegalPage) => createHash('sha256').update(shownText(page).replace(lastUpdatedLine, '')).digest('hex');

describe('the legal pages’ Last updated date', () => {
  it.each(Object.keys(pages) as LegalPage[])('%s: is the date its text last changed', (page) => {
    const hash = hashOf(page);
    expect(legalUpdates[page].text, `The ${page} text changed: set legalUpdates.${page} to today's date and its text to ${hash}`).toBe(hash);
  });

  it('is shown month first in English, and in the reader’s own format otherwise', () => {
    expect(shownText('terms')).toContain('Last updated: December 7, 2026');
    expect(shownText('terms', 'hi')).toContain('7 दिसंबर 2026');
  });
});
