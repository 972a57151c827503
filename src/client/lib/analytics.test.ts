import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser side of analytics, with the browser's globals stubbed: what is sent, and how.

type Sent = { url: string; via: 'beacon' | 'fetch'; body: { events?: Array<Record<string, unknown>> } & Record<string, unknown>; type?: string };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map<string, string>(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

let sent: Sent[];

type LoadOptions = {
  path?: string;
  search?: string;
  beacon?: 'ok' | 'refused' | 'throws' | 'missing';
  /** What this browser kept from earlier visits. */
  stored?: { local?: Record<string, string>; session?: Record<string, string> };
  /** The server's answer to a POST sent with fetch. */
  answer?: () => Response;
};

async function loadAnalytics({ path = '/', search = '', beacon = 'ok', stored = {}, answer = () => new Response(null, { status: 202 }) }: LoadOptions = {}) {
  vi.resetModules();
  sent = [];
  const location = { pathname: path, search, origin: 'https://jyotishi.example' };
  vi.stubGlobal('window', { location, addEventListener: () => {} });
  vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
  vi.stubGlobal('localStorage', memoryStorage(stored.local));
  vi.stubGlobal('sessionStorage', memoryStorage(stored.session));
  vi.stubGlobal('navigator', {
    sendBeacon:
      beacon === 'missing'
        ? undefined
        : (url: string, blob: Blob) => {
            if (beacon === 'throws') throw new DOMException('sendBeacon() with a Blob whose type is not CORS-safelisted', 'SecurityError');
            if (beacon === 'refused') return false;
            void blob.text().then((text) => sent.push({ url, via: 'beacon', body: JSON.parse(text), type: blob.type }));
            return true;
          },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/public-config') return Response.json({ gaMeasurementId: null });
      sent.push({ url, via: 'fetch', body: JSON.parse(String(init.body)) });
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
      return answer();
    }),
  );
  // What track.ts does at start-up, before the sender loads.
  (await import('./attribution')).captureAttribution(search);
  const analytics = await import('./analytics');
  return { analytics, location };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('events', () => {
  it('batches page views and events into one JSON beacon, with the whatsapp source from ?ref=wa', async () => {
    const { analytics, location } = await loadAnalytics({ search: '?ref=wa' });
    analytics.initAnalytics();
    analytics.trackPageView('/');
    location.pathname = '/reading/daily';
    analytics.trackPageView('/reading/daily');
    analytics.trackEvent('reading_requested', { readingType: 'daily' });
    expect(sent).toEqual([]);

    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/analytics/events', via: 'beacon', type: 'application/json' });
    const events = sent[0]!.body.events!;
    expect(events.map((e) => [e.name, e.path, e.source])).toEqual([
      ['page_view', '/', 'whatsapp'],
      ['page_view', '/reading/daily', 'whatsapp'],
      ['reading_requested', '/reading/daily', 'whatsapp'],
    ]);
    expect(events[2]?.properties).toEqual({ readingType: 'daily' });
    // One random visitor id, kept for the browser.
    expect(new Set(events.map((e) => e.visitorId)).size).toBe(1);
    expect(events[0]?.visitorId).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('counts a visit without a marker as direct, and one page view per route change', async () => {
    const { analytics } = await loadAnalytics({ search: '?ref=other' });
    analytics.initAnalytics();
    analytics.trackPageView('/auth');
    analytics.trackPageView('/auth'); // StrictMode's second effect
    analytics.flushAnalytics();
    vi.useRealTimers();
    await settle();
    expect(sent[0]?.body.events).toEqual([{ name: 'page_view', path: '/auth', visitorId: expect.any(String) }]);
  });

  it.each(['refused', 'throws', 'missing'] as const)('falls back to fetch with keepalive (beacon: %s)', async (beacon) => {
    const { analytics } = await loadAnalytics({ beacon });
    analytics.trackEvent('pdf_downloaded', { readingType: 'love' });
    analytics.flushAnalytics();
    vi.useRealTimers();
    await settle();
    expect(sent).toMatchObject([{ url: '/api/analytics/events', via: 'fetch', body: { events: [{ name: 'pdf_downloaded' }] } }]);
  });
});

describe('what events carry', () => {
  const flushed = async (analytics: Awaited<ReturnType<typeof loadAnalytics>>['analytics']) => {
    analytics.flushAnalytics();
    vi.useRealTimers();
    await settle();
    return sent.flatMap((s) => s.body.events ?? []);
  };

  it('sends only flat properties (short text, finite numbers, true/false), at most ten', async () => {
    const { analytics } = await loadAnalytics();
    // As a value built from some API answer at run time might be, whatever the types said.
    const properties = { channel: 'whatsapp', count: 2, isNewUser: true, nested: { phone: '+919812345678' }, list: ['a'], infinite: Infinity, long: 'x'.repeat(101) };
    analytics.trackEvent('share', properties as unknown as Record<string, string>);
    analytics.trackEvent('share', Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, i])));
    const events = await flushed(analytics);
    expect(events[0]?.properties).toEqual({ channel: 'whatsapp', count: 2, isNewUser: true });
    expect(Object.keys(events[1]?.properties as object)).toHaveLength(10);
  });

  it('sends a source only from the known list: ?source=pwa is pwa, a stored word of any other kind is none', async () => {
    const pwa = await loadAnalytics({ search: '?source=pwa' });
    pwa.analytics.initAnalytics();
    pwa.analytics.trackPageView('/');
    expect((await flushed(pwa.analytics))[0]?.source).toBe('pwa');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const other = await loadAnalytics({ search: '?ref=evil', stored: { session: { 'jyotishi:source': 'evil-campaign' } } });
    other.analytics.initAnalytics();
    other.analytics.trackPageView('/');
    expect((await flushed(other.analytics))[0]).not.toHaveProperty('source');
  });

  it('replaces a stored visitor id the server would refuse with a fresh random one', async () => {
    const { analytics } = await loadAnalytics({ stored: { local: { 'jyotishi:visitor': 'visitor-0001' } } });
    analytics.trackPageView('/');
    const [event] = await flushed(analytics);
    expect(event?.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('jyotishi:visitor')).toBe(event?.visitorId);
  });

  it.each([
    ['fewer events accepted than sent', () => Response.json({ accepted: 1 }, { status: 202 })],
    ['429', () => Response.json({ error: 'Too many requests. Please try again later.', code: 'rate_limited' }, { status: 429 })],
  ])('stops sending for the page, quietly and without retrying, once the server says %s', async (_label, answer) => {
    const { analytics } = await loadAnalytics({ beacon: 'missing', answer });
    analytics.trackPageView('/');
    analytics.trackEvent('share', { channel: 'native' });
    analytics.flushAnalytics();
    vi.useRealTimers();
    await settle();
    await settle();
    expect(sent).toHaveLength(1);

    analytics.trackPageView('/auth');
    analytics.flushAnalytics();
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('keeps sending while the server accepts everything', async () => {
    const { analytics } = await loadAnalytics({ beacon: 'missing', answer: () => Response.json({ accepted: 1 }, { status: 202 }) });
    analytics.trackPageView('/');
    analytics.flushAnalytics();
    vi.useRealTimers();
    await settle();
    await settle();
    analytics.trackPageView('/auth');
    analytics.flushAnalytics();
    await settle();
    expect(sent).toHaveLength(2);
  });
});

describe('reportError', () => {
  it('sends the message, stack and normalised route, once per error and at most five per page', async () => {
    const { analytics, location } = await loadAnalytics({ path: '/reading/result/0b5c4a52-3f7e-4a8e-9a51-6d2f7c1e9b10' });
    const error = new TypeError('x is undefined');
    analytics.reportError(error, { componentStack: '\n    at ReadingPage\n    at Guarded' });
    analytics.reportError(error);
    location.pathname = '/';
    for (let i = 0; i < 10; i++) analytics.reportError(new Error(`failure ${i}`));
    vi.useRealTimers();
    await settle();

    expect(sent).toHaveLength(5);
    expect(sent[0]).toMatchObject({ url: '/api/errors', body: { message: 'TypeError: x is undefined', route: '/reading/result/:id' } });
    expect(sent[0]?.body.stack).toContain('Component stack:\nat ReadingPage');
    expect(sent.slice(1).map((s) => s.body.message)).toEqual(['Error: failure 0', 'Error: failure 1', 'Error: failure 2', 'Error: failure 3']);
  });

  it("carries the server's request id for API errors", async () => {
    const { analytics } = await loadAnalytics();
    const { ApiError } = await import('./api');
    analytics.reportError(new ApiError('Something went wrong on our side. Please try again.', 500, 'internal', { requestId: 'req-42' }));
    vi.useRealTimers();
    await settle();
    expect(sent[0]?.body).toMatchObject({ requestId: 'req-42', route: '/' });
  });
});
