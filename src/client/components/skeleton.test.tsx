import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../i18n/text';
import { PageSkeleton } from './skeleton';

// A guarded page while the session loads (docs/product.md, Guarded): 'Initializing...' is shown,
// not only announced, above the page's grey lines.

const render = (label?: string, language: 'en' | 'hi' = 'en') =>
  renderToStaticMarkup(
    <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
      <PageSkeleton label={label} />
    </LanguageContext.Provider>,
  );

describe('PageSkeleton', () => {
  it("shows 'Initializing...' as a busy status, in view rather than for screen readers only", () => {
    const html = render();
    expect(html).toMatch(/role="status" aria-busy="true"/);
    expect(html).toMatch(/<p class="[^"]*text-sm[^"]*">Initializing\.\.\.<\/p>/);
    expect(html).not.toContain('sr-only');
  });

  it('shows its own label when given one, and Hindi for a Hindi reader', () => {
    expect(render('Loading...')).toContain('>Loading...</p>');
    expect(render(undefined, 'hi')).not.toContain('Initializing');
  });
});
