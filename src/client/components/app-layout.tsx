import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageViews } from '../lib/use-page-views';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageSpinner } from './spinner';

export function AppLayout() {
  const location = useLocation();
  // BrowserRouter keeps the scroll position across pages: every new page starts at its top.
  useScrollToTop(location.pathname);
  usePageViews(location.pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner label="Loading..." />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
