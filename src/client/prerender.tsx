/**
 * The build's prerender (scripts/vite-prerender.ts runs it after the browser build): HTML that
 * paints before any JavaScript arrives.
 * - The public pages, as a visitor who is not signed in first sees them, in each language; main.tsx
 *   hydrates them when that is who is here.
 * - For signed-in visitors (shared/signed-in-shell.ts): the dashboard at each access level, and the
 *   frame of every other page. The app draws anew over them once the session is known.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AccessLevel } from '../shared/access';
import type { Language, ProfileView } from '../shared/profile';
import { shellProfile } from '../shared/signed-in-shell';
import { AppFrame } from './components/app-layout';
import { PageSkeleton } from './components/skeleton';
import { renderLanguage } from './i18n/language';
import { LanguageProvider } from './i18n/language-provider';
import { loadWholeLanguage } from './i18n/text';
import { sessionQuery } from './lib/session';
import { AppRoutes, preloadPage } from './routes';

type Session = { user: { phoneNumber: string; uid: string } | null; profile: ProfileView | null };

function render(path: string, session: Session, page: ReactNode) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, session);
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <StaticRouter location={path}>{page}</StaticRouter>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const signedIn = (profile: ProfileView): Session => ({ user: { phoneNumber: profile.phoneNumber, uid: profile.phoneNumber }, profile });

/** Every catalogue in `language`: React's string renderer cannot wait for one. */
async function inLanguage(language: Language) {
  renderLanguage(language);
  await loadWholeLanguage(language);
}

/** The inner HTML of #root for `path`, as a signed-out visitor reading `language` first sees it. */
export async function renderPage(path: string, language: Language): Promise<string> {
  await inLanguage(language);
  await preloadPage(path);
  return render(path, { user: null, profile: null }, <AppRoutes />);
}

/** The dashboard as a visitor at `level` first sees it, their name still to be written in. */
export async function renderDashboardShell(level: AccessLevel, language: Language): Promise<string> {
  await inLanguage(language);
  await preloadPage('/');
  return render('/', signedIn(shellProfile(level, language)), <AppRoutes />);
}

/** A signed-in page's frame around skeleton lines, until the page draws its own. */
export async function renderFrameShell(premium: boolean, language: Language): Promise<string> {
  await inLanguage(language);
  return render('/', signedIn(shellProfile(premium ? 'premium' : 'none', language)), (
    <AppFrame footer={false}>
      <PageSkeleton />
    </AppFrame>
  ));
}
