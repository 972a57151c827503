import type { EventName, EventProperties } from '../../server/analytics/events';
import { isFlatPropertyValue, maxEventProperties, sourceOfMarker, visitorIdPattern } from '../../shared/analytics';
import { normalizePath } from '../../shared/analytics-path';
import { ApiError } from './api';
import { sourceKey } from './attribution';
import { loadPublicConfig } from './public-config';

// First-party analytics and error reports, and Google Analytics 4 when the server
// says it is configured. The app reaches this through track.ts, which loads it after the first page. What leaves the browser: a random visitor id, the route with ids taken
// out, the referral source, and a few allow-listed properties. Never a phone number or birth
// details (docs/security.md, Web); the server strips anything else again.

const eventsUrl = '/api/analytics/events';
const errorsUrl = '/api/errors';
const visitorKey = 'jyotishi:visitor';
const maxBatch = 20;
const flushDelayMs = 1000;
const maxErrorReports = 5;

/** The route as analytics keeps it (shared/analytics-path.ts); the server normalises it again. */
const routeOf = (pathname: string) => normalizePath(pathname) ?? '/';

type QueuedEvent = { name: EventName; path: string; properties?: EventProperties };

const queue: QueuedEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let memoryVisitorId: string | undefined;
let lastPageView: { path: string; at: number } | undefined;
/**
 * Set once the server said this browser's events are over their budget (fewer accepted than sent,
 * or 429): nothing more is queued or sent for this page load. Only a fetch can read the answer; a
 * beacon cannot, and the server drops what is over the budget anyway. Never retried either way.
 */
let overBudget = false;

function randomId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a LAN address in development is not one.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random id kept in this browser: it tells visits apart and says nothing about the person. */
export function visitorId() {
  try {
    let id = localStorage.getItem(visitorKey);
    // The server takes no other form: an id stored by an older version (or anything else) is replaced.
    if (!id || !visitorIdPattern.test(id)) {
      id = randomId();
      localStorage.setItem(visitorKey, id);
    }
    return id;
  } catch {
    // Storage blocked (private mode, settings): one id for this page load.
    return (memoryVisitorId ??= randomId());
  }
}

/** The session's source when it is one the server takes (storage is anyone's to write). */
function currentSource() {
  try {
    const source = sessionStorage.getItem(sourceKey);
    return sourceOfMarker(source) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The properties the server takes: at most ten, each short text, a finite number or true/false.
 * The types say so already; this holds at run time too (a value built from an API answer), since
 * the server refuses a whole batch for one nested property.
 */
function flatProperties(properties: EventProperties | undefined): EventProperties | undefined {
  if (!properties) return undefined;
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => isFlatPropertyValue(value)).slice(0, maxEventProperties));
}

/**
 * POSTs JSON without holding the page: a beacon when the browser takes one (it survives the page
 * closing), else fetch with keepalive. Both are same-origin with `Sec-Fetch-Site: same-origin`,
 * which is what the server's CSRF check asks of every write. Failures are dropped silently, never
 * retried; `onAnswer` sees the answer when there is one to see (fetch).
 */
function send(url: string, body: unknown, onAnswer?: (answer: Response) => Promise<void>) {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Older Chromium refused beacons with a JSON body (crbug.com/490015): fetch below.
  }
  void fetch(url, { method: 'POST', body: json, headers: { 'content-type': 'application/json' }, credentials: 'same-origin', keepalive: true })
    .then(onAnswer)
    .catch(() => {});
}

/** Stops sending events for this page load once the server keeps fewer than it was sent (see `overBudget`). */
const noteBudget = (sent: number) => async (answer: Response) => {
  if (answer.status === 429) overBudget = true;
  else if (answer.status === 202) {
    const { accepted } = (await answer.json()) as { accepted?: unknown };
    if (typeof accepted === 'number' && accepted < sent) overBudget = true;
  }
};

/**
 * Sends what is queued now (called on a timer, when the queue fills, and when the page hides).
 * The visitor id and source are read here, not per event: the first storage read of a page load
 * is slow, and a second after it starts is a better time for it than during its first render.
 */
export function flushAnalytics() {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  if (queue.length === 0) return;
  const visitor = visitorId();
  const source = currentSource();
  while (queue.length > 0) {
    const events = queue.splice(0, maxBatch).map(({ name, path, properties }) => ({ name, path, visitorId: visitor, source, properties: flatProperties(properties) }));
    send(eventsUrl, { events }, noteBudget(events.length));
  }
}

function enqueue(event: QueuedEvent) {
  if (overBudget) return;
  queue.push(event);
  if (queue.length >= maxBatch) flushAnalytics();
  else flushTimer ??= setTimeout(flushAnalytics, flushDelayMs);
}

/** A page view for the route the user is on. Called by AppLayout on every route change. */
export function trackPageView(pathname: string) {
  const path = routeOf(pathname);
  const now = Date.now();
  // React's StrictMode runs effects twice in development: one view, not two.
  if (lastPageView?.path === path && now - lastPageView.at < 1000) return;
  lastPageView = { path, at: now };
  enqueue({ name: 'page_view', path });
  toGa('set', { page_location: `${window.location.origin}${path}`, page_path: path });
  toGa('event', 'page_view', { page_location: `${window.location.origin}${path}`, page_path: path });
}

/** A named event with allow-listed properties (readingType, planId, channel, placement…), on the page at `pathname`. */
export function trackEvent(name: Exclude<EventName, 'page_view'>, properties: EventProperties = {}, pathname = window.location.pathname) {
  enqueue({ name, path: routeOf(pathname), properties });
  toGa('event', name, properties);
}

/**
 * The landing page's Core Web Vitals as real visitors get them (LCP, INP, CLS), one event each,
 * to our own analytics only: `npm run stats` prints their 75th percentile per page. The library
 * loads with this module, after the first page, and reads the browser's buffered entries, so
 * nothing is measured late. INP and CLS run over the whole visit and are reported when the page is
 * hidden; they count for the page the visit landed on, which is the one that was loaded.
 */
function reportWebVitals(landingPath: string) {
  // Browsers without performance observers have nothing to report.
  if (typeof PerformanceObserver !== 'function') return;
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const report = (metric: { name: string; value: number; rating: string }) => {
      // CLS is a unitless score; the others are milliseconds.
      const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
      enqueue({ name: 'web_vital', path: routeOf(landingPath), properties: { metric: metric.name, value, rating: metric.rating } });
      // The last reports come as the page is hidden, after the flush for that moment has run.
      if (document.visibilityState === 'hidden') flushAnalytics();
    };
    onLCP(report);
    onINP(report);
    onCLS(report);
  }).catch(() => {});
}

export type GaPurchase = {
  transactionId: string;
  /** Rupees. */
  value: number;
  currency?: 'INR';
  items: Array<{ item_id: string; item_name: string; price: number }>;
};

/**
 * For the payment success page: GA4's ecommerce `purchase`. Our own database gets its purchase
 * from the server, which saw the payment verified (trackPurchase in server/analytics/track.ts),
 * so nothing is posted to our API here.
 */
export function trackPurchase(purchase: GaPurchase) {
  toGa('event', 'purchase', {
    transaction_id: purchase.transactionId,
    value: purchase.value,
    currency: purchase.currency ?? 'INR',
    items: purchase.items,
  });
}

// ---- Errors ----------------------------------------------------------------------------------

const reportedErrors = new Set<string>();

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  // Some other value was thrown: say what kind, not what it held.
  return { message: `Non-error value thrown (${error === null ? 'null' : typeof error})` };
}

/**
 * Reports an error to POST /api/errors with the route and, for API errors, the server's request
 * id. The same error is sent once, and at most five per page load.
 */
export function reportError(error: unknown, context: { componentStack?: string; pathname?: string } = {}) {
  const { message, stack } = describeError(error);
  // Errors from other origins' scripts carry nothing useful.
  if (message === 'Script error.') return;
  const key = `${message}\n${stack?.split('\n', 2)[1] ?? ''}`;
  if (reportedErrors.has(key) || reportedErrors.size >= maxErrorReports) return;
  reportedErrors.add(key);
  const requestId = error instanceof ApiError && typeof error.details.requestId === 'string' ? error.details.requestId : undefined;
  const componentStack = context.componentStack?.trim().split('\n').slice(0, 8).join('\n');
  send(errorsUrl, {
    message: message.slice(0, 1000),
    stack: [stack, componentStack && `Component stack:\n${componentStack}`].filter(Boolean).join('\n').slice(0, 4000) || undefined,
    route: routeOf(context.pathname ?? window.location.pathname),
    requestId,
  });
}

// ---- Google Analytics 4 (only when the server names a measurement id) ---------------------------

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let ga: Promise<Gtag | null> = Promise.resolve(null);

function toGa(...args: unknown[]) {
  void ga.then((gtag) => gtag?.(...args));
}

/** gtag.js from Google, set up in our own code: the CSP allows no inline script. */
function loadGa(measurementId: string): Gtag {
  const dataLayer = (window.dataLayer ??= []);
  const gtag: Gtag = function () {
    // gtag.js reads `arguments` objects from the data layer, not arrays (Google's own snippet).
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  gtag('js', new Date());
  // Page views are sent by trackPageView with the normalised path, never the raw URL.
  gtag('config', measurementId, { send_page_view: false, page_location: `${window.location.origin}${routeOf(window.location.pathname)}` });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return gtag;
}

let started = false;

/**
 * Called once, by track.ts when it loads this module after the page's load event (the landing URL's
 * marker was read at start-up, attribution.ts): the page-hide flush is installed, and GA is loaded
 * when the server's public config names a measurement id.
 */
export function initAnalytics() {
  if (started) return;
  started = true;
  window.addEventListener('pagehide', flushAnalytics);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  reportWebVitals(window.location.pathname);
  // Events to GA wait for the answer meanwhile.
  ga = loadPublicConfig()
    .then((config) => (config.gaMeasurementId ? loadGa(config.gaMeasurementId) : null))
    .catch(() => null);
}
