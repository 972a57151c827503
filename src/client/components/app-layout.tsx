import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { usePageViews } from '../lib/use-page-views';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageSkeleton } from './skeleton';

export function AppLayout() {
  const location = useLocation();
  // BrowserRouter keeps the scroll position across pages: every new page starts at its top.
  useScrollToTop(location.pathname);
  usePageViews(location.pathname);
  const session = useSession();
  const t = useText(commonText);
  // While the first look-up of the session is under way, the frame (the navbar with the logo alone:
  // who is here is not known yet) around a page of skeleton lines, not yet the page, whose guard would
  // only wait too. After a failed attempt the page renders, so its guard is there for the retries and
  // shows their reason and Retry if they fail too (a guard mounted after the failure would start the
  // look-up all over again).
  if (session.isPending && session.failureCount === 0) {
    return (
      <AppFrame>
        <PageSkeleton />
      </AppFrame>
    );
  }
  return (
    <AppFrame>
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageSkeleton label={t.loading} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AppFrame>
  );
}

/**
 * Every page's frame: the navbar (signed-in visitors only), the page, the footer. The build also
 * draws it around a page of skeleton lines, without the footer (which the page would then push
 * down), as the first paint of a signed-in page (shared/signed-in-shell.ts).
 */
export function AppFrame({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  const t = useText(commonText);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t.skipToContent}
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer && <Footer />}
    </div>
  );
}
