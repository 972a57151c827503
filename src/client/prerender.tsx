/**
 * The build's prerender of the public pages (vite.config.ts runs it after the browser build): each
 * page rendered to HTML as a visitor who is not signed in first sees it, in each language, so the
 * page paints before any JavaScript arrives. main.tsx then hydrates that HTML instead of
 * rendering anew, when the visitor is the one the HTML was made for.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../shared/profile';
import { renderLanguage } from './i18n/language';
import { LanguageProvider } from './i18n/language-provider';
import { sessionQuery } from './lib/session';
import { AppRoutes, preloadPage } from './routes';

/** The inner HTML of #root for `path`, as a signed-out visitor reading `language` first sees it. */
export async function renderPage(path: string, language: Language): Promise<string> {
  renderLanguage(language);
  await preloadPage(path);
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user: null, profile: null });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
