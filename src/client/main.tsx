import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, StrictMode, startTransition, Suspense, use, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyLanguage, currentLanguage, initialLanguage } from './i18n/language';
import { LanguageProvider } from './i18n/language-provider';
import { loadLanguage } from './i18n/text';
import { reportError, startAnalytics } from './lib/track';
import { ApiError } from './lib/api';
import { toast, useToasterLoad } from './lib/toast';
import { forgetUser, isSignedOut, sessionQuery } from './lib/session';
import { keepHeldForm } from './lib/held-form';
import { AppRoutes, preloadPage } from './routes';
import { dashboardShellLevel, shellMark } from '../shared/signed-in-shell';
import { takeOverKey, type HeldInput } from '../shared/app-start';
import './styles.css';

declare global {
  interface Window {
    /** Set by the drawn page's start script (shared/app-start.ts); absent on a page without one. */
    [takeOverKey]?: () => HeldInput;
  }
}

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
      if (format) toast.error(format(error.message));
    },
  }),
});

// Toasts (sonner, with its own styles) load with the first toast (lib/toast.ts), and so does their
// Toaster: most visits show none. A load that fails leaves no Toaster, not a broken app; the next
// toast loads sonner again and mounts it then.
function DeferredToaster() {
  const toaster = useToasterLoad();
  return toaster ? (
    <Suspense fallback={null}>
      <LoadedToaster toaster={toaster} />
    </Suspense>
  ) : null;
}

function LoadedToaster({ toaster }: { toaster: NonNullable<ReturnType<typeof useToasterLoad>> }) {
  const Toaster = use(toaster);
  // The app's fonts: sonner's own stack has no Devanagari, and Hindi toasts showed empty boxes.
  // (createElement: the Toaster is sonner's component, loaded, not one made here.)
  return Toaster && createElement(Toaster, { position: 'bottom-center', duration: 3000, richColors: true, closeButton: true, style: { fontFamily: 'var(--font-sans)' } });
}

/**
 * What follows the app's first commit, once it has taken the page over:
 * - The tap the start script held (shared/app-start.ts) is repeated: the menu opens, the language
 *   changes, as the visitor asked while the app was still loading. (A form sent meanwhile is sent
 *   again by its own component: lib/held-form.ts.)
 * - Offline use and new versions (lib/service-worker.ts), in a build only, start once no request is
 *   in flight and the page has loaded (10 s after the takeover at the latest). Installing the
 *   worker downloads and stores every file of the app; begun at the load event, it ran beside the
 *   takeover and, on a slow phone's few cores, made each of its tasks longer. Nothing on the first
 *   visit needs it.
 */
function AfterTakeover({ button }: { button: HTMLButtonElement | null }) {
  const held = useRef(button);
  useEffect(() => {
    const tapped = held.current;
    held.current = null;
    // A page drawn anew instead of taken over has replaced the button, and what it was for.
    if (tapped?.isConnected) tapped.click();
    if (!import.meta.env.PROD) return;
    const start = () => {
      stop();
      const register = () => void import('./lib/service-worker').then((sw) => sw.startServiceWorker());
      if (document.readyState === 'complete') register();
      else addEventListener('load', register);
    };
    // The query cache is watched rather than rendered from (useIsFetching): each request's start and
    // end would be one more synchronous render of the app while it starts.
    const unsubscribe = queryClient.getQueryCache().subscribe(() => queryClient.isFetching() || start());
    const fallback = setTimeout(start, 10_000);
    const stop = () => {
      unsubscribe();
      clearTimeout(fallback);
    };
    if (!queryClient.isFetching()) start();
    return stop;
  }, []);
  return null;
}

// A public page arrives drawn already (the build's prerender, in the language the server chose), and
// so does a signed-in visitor's (shared/signed-in-shell.ts): read before anything changes the page.
const rootElement = document.getElementById('root')!;
const drawnShell = rootElement.getAttribute('data-shell');
const drawnIn = rootElement.hasAttribute('data-prerendered') || drawnShell ? document.documentElement.lang.split('-')[0] : null;

function render() {
  // From here on taps and sends are React's, including those that come while it is still taking the
  // page over.
  const held = window[takeOverKey]?.() ?? { button: null, form: null };
  keepHeldForm(held.form);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LanguageProvider>
        <DeferredToaster />
        <AfterTakeover button={held.button} />
      </QueryClientProvider>
    </StrictMode>
  );
  // The HTML drawn ahead was made for one kind of visitor, in one language: a public page for one
  // who is not signed in, the dashboard for a signed-in one at an access level. The app takes it
  // over as it is when that is who is here and where they are, and draws the page anew otherwise
  // (a signed-in visitor on a public page has a navbar the HTML has not; the frame of other pages
  // holds skeleton lines where the page goes).
  const session = queryClient.getQueryData(sessionQuery.queryKey);
  const drawnFor = drawnShell
    ? session?.profile && window.location.pathname === '/' && drawnShell === shellMark(dashboardShellLevel(session.profile))
    : session && !session.user;
  // The first render as a transition, taking over the HTML or drawing anew: React works in slices
  // and lets the browser in between instead of blocking the main thread for the whole tree at once
  // (Lighthouse's Total Blocking Time). The page is on screen meanwhile, drawn ahead or the spinner.
  if (drawnIn === currentLanguage() && drawnFor) {
    // Where the HTML does not match after all, React draws that part anew by itself: the page works,
    // so the mismatch is reported (with where it was) rather than thrown at the visitor.
    const onRecoverableError = (error: unknown, info: { componentStack?: string }) => {
      console.warn('Hydration mismatch, drawn anew:', error instanceof Error ? error.message : error);
      reportError(error, { componentStack: info.componentStack });
    };
    startTransition(() => void hydrateRoot(rootElement, app, { onRecoverableError }));
    return;
  }
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
}

// The session and the code of the page the visitor lands on load side by side, and the app first
// renders once that code is in (index.html shows the spinner or the prerendered page meanwhile; at
// most 3 s, then the page loads as usual): the page then appears in one go rather than suspending
// behind a fallback. Over a page drawn ahead it waits for the session too, to know whom it is for
// (and to draw a signed-in visitor's page as it stands, never skeleton lines over it).
//
// Each step runs in a task of its own, after the one that evaluated the modules: on a slow phone one
// task doing all of it blocked the main thread for over 50 ms, which a tap meanwhile would wait out.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
async function start() {
  // Before the first render: the landing URL's `?ref=wa` must be read before a guard redirects.
  startAnalytics();
  // Before the first request: the session look-up already asks for messages in this language.
  applyLanguage(initialLanguage());
  const sessionKnown = queryClient.prefetchQuery(sessionQuery);
  await nextTask();
  // A signed-in visitor's page drawn ahead says the server knew them: no sign-in page to come. The
  // frame's messages in a language other than English come alongside (the page's own come with its
  // code), so the app's first render is in the language the page was drawn in.
  const ready = Promise.all([
    loadLanguage(currentLanguage()).catch(() => {}),
    preloadPage(window.location.pathname, { signedIn: Boolean(drawnShell) }),
    drawnIn ? sessionKnown : null,
  ]);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000))]);
  render();
}
void nextTask().then(start);

