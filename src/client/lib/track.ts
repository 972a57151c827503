/**
 * What the app calls to count page views and events and to report errors. The code that sends
 * them (analytics.ts, and Google Analytics when configured) is not part of the first page's
 * JavaScript: it loads once the page has loaded, and calls made before then wait for it, in order,
 * each with the page it was made on. Only the landing URL's referral marker is read at once,
 * before a guard's redirect drops it.
 */
import type { EventName, EventProperties } from '../../server/analytics/events';
import type * as Sender from './analytics';
import { captureAttribution } from './attribution';

let sender: Promise<typeof Sender> | undefined;

function loadSender() {
  sender ??= import('./analytics').then((loaded) => {
    loaded.initAnalytics();
    return loaded;
  });
  return sender;
}

/** Runs `use` once the sender is in; a sender that failed to load counts nothing, silently. */
const withSender = (use: (loaded: typeof Sender) => void) => void loadSender().then(use, () => {});

/** Called once from main.tsx, before the router runs. */
export function startAnalytics() {
  captureAttribution(window.location.search);
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
  // Its own task, not the app start's, even when the page has loaded already.
  if (document.readyState === 'complete') setTimeout(() => void loadSender(), 0);
  else window.addEventListener('load', () => void loadSender(), { once: true });
}

/** A page view for the route the user is on (AppLayout, on every route change). */
export const trackPageView = (pathname: string) => withSender((loaded) => loaded.trackPageView(pathname));

/** A named event with allow-listed properties (readingType, planId, channel, placement…). */
export function trackEvent(name: Exclude<EventName, 'page_view'>, properties: EventProperties = {}) {
  const pathname = window.location.pathname;
  withSender((loaded) => loaded.trackEvent(name, properties, pathname));
}

/** For the premium page: the checkout for a plan was opened. */
export const trackCheckoutOpened = (planId: string) => trackEvent('checkout_opened', { planId });

/** For the payment success page: GA4's ecommerce `purchase` (see analytics.ts). */
export const trackPurchase = (purchase: Sender.GaPurchase) => withSender((loaded) => loaded.trackPurchase(purchase));

/** Reports an error to POST /api/errors (see analytics.ts): once per error, five per page load. */
export function reportError(error: unknown, context: { componentStack?: string } = {}) {
  const pathname = window.location.pathname;
  withSender((loaded) => loaded.reportError(error, { ...context, pathname }));
}
