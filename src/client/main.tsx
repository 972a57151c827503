import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, startTransition, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyLanguage, initialLanguage } from './i18n/language';
import { LanguageProvider } from './i18n/language-provider';
import { initAnalytics } from './lib/analytics';
import { ApiError } from './lib/api';
import { forgetUser, isSignedOut, sessionQuery } from './lib/session';
import { AppRoutes, preloadPage } from './routes';
import './styles.css';

declare module '@tanstack/react-query' {
  interface Register {
    // A mutation may name how its failure is told to the user: `errorMessage(serverMessage)`.
    mutationMeta: { errorMessage?: (message: string) => string };
  }
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Asked even when the browser says it is offline: the service worker answers with what it keeps (ADR 016).
      networkMode: 'always',
    },
  },
  // A request refused as signed out, whichever page made it, ends the same way: forgetUser.
  queryCache: new QueryCache({
    onError: (error) => {
      if (isSignedOut(error)) forgetUser(queryClient);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (isSignedOut(error)) forgetUser(queryClient);
      const format = mutation.options.meta?.errorMessage;
      if (format) void import('sonner').then(({ toast }) => toast.error(format(error.message)));
    },
  }),
});

// Toasts (sonner, with its own styles) are not needed to show the first page: their code loads once
// the app has rendered. A toast raised before that shows when the Toaster mounts (sonner replays it).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true));
    return () => clearTimeout(timer);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      {/* The app's fonts: sonner's own stack has no Devanagari, and Hindi toasts showed empty boxes. */}
      <Toaster position="bottom-center" duration={3000} richColors closeButton style={{ fontFamily: 'var(--font-sans)' }} />
    </Suspense>
  ) : null;
}

// Before the first render: the landing URL's `?ref=wa` must be read before a guard redirects.
initAnalytics();
// Before the first request: the session look-up already asks for messages in this language.
applyLanguage(initialLanguage());

function render() {
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders in slices and lets the browser in between
  // instead of blocking the main thread for the whole tree at once (Lighthouse's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <LanguageProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </LanguageProvider>
          <DeferredToaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

// The session and the code of the page the visitor lands on load side by side, and the app first
// renders once that code is in (index.html shows the spinner meanwhile; at most 3 s, then the page
// loads as usual): the page then appears in one go rather than suspending behind a fallback.
void queryClient.prefetchQuery(sessionQuery);
void Promise.race([preloadPage(window.location.pathname), new Promise((resolve) => setTimeout(resolve, 3000))]).then(render);

// Offline use and new versions (lib/service-worker.ts), in a build only, once the page has loaded:
// none of it is the first page's code.
if (import.meta.env.PROD) window.addEventListener('load', () => void import('./lib/service-worker').then((sw) => sw.startServiceWorker()), { once: true });
