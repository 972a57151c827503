import { runInNewContext } from 'node:vm';
import { webcrypto } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../tests/support/test-app';
import { landingSourceOf } from '../../../shared/landing-sources';
import { analyticsEvents } from '../../db/schema';
import { LANDING_COOKIE, landingScript } from './landing-script';
import { landingOf } from './landing-signups';

/** Runs the landing script as a browser would on `url`, arriving from `referrer`: what it posts and the cookie it leaves. */
function runScript(url: string, referrer: string) {
  const sent: string[] = [];
  const cookies: string[] = [];
  const storage = new Map<string, string>();
  const location = new URL(url);
  runInNewContext(landingScript, {
    location,
    document: { referrer, set cookie(value: string) { cookies.push(value); } },
    navigator: { sendBeacon: (_url: string, blob: { parts: string[] }) => (sent.push(blob.parts.join('')), true) },
    Blob: class { constructor(readonly parts: string[]) {} },
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    crypto: webcrypto,
    isSecureContext: location.protocol === 'https:',
    URL,
    URLSearchParams,
  });
  return { sent: sent.map((body) => JSON.parse(body)), cookies, visitor: storage.get('jyotishi:visitor') };
}

describe('where a landing comes from', () => {
  const cases: Array<[string, string, string | null]> = [
    ['https://jyotishi.example/rashifal/kark', 'https://www.google.co.in/', 'google'],
    ['https://jyotishi.example/rashifal/kark?utm_source=WA', 'https://www.google.com/', 'whatsapp'],
    ['https://jyotishi.example/rashifal/kark?utm_source=newsletter', '', 'other'],
    ['https://jyotishi.example/panchang/pune', 'https://l.facebook.com/', 'facebook'],
    ['https://jyotishi.example/panchang/pune', 'https://t.co/abc', 'x'],
    ['https://jyotishi.example/hi/rashifal', 'https://web.whatsapp.com/', 'whatsapp'],
    ['https://jyotishi.example/hi/rashifal', 'https://some-blog.example.org/post', 'other'],
    ['https://jyotishi.example/festivals/2026/pune', '', 'direct'],
    // From another page of the site: no landing.
    ['https://jyotishi.example/rashifal/kark', 'https://jyotishi.example/rashifal', null],
  ];

  it.each(cases)('%s from “%s” is %s, in the server’s rule and in the page script alike', (url, referrer, source) => {
    const page = new URL(url);
    expect(landingSourceOf(page.searchParams.get('utm_source'), referrer ? new URL(referrer).hostname : null, page.hostname)).toBe(source);
    const { sent, cookies, visitor } = runScript(url, referrer);
    if (source === null) {
      expect(sent).toEqual([]);
      expect(cookies).toEqual([]);
      return;
    }
    expect(sent).toEqual([{ events: [{ name: 'public_landing', path: page.pathname, visitorId: visitor, properties: { landingSource: source } }] }]);
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies).toEqual([`${LANDING_COOKIE}=${encodeURIComponent(`${page.pathname}|${source}`)}; Max-Age=86400; Path=/; SameSite=Lax; Secure`]);
  });

  it('takes a cookie only naming a public page and a source of ours', () => {
    expect(landingOf('/rashifal/kark|google')).toEqual({ path: '/rashifal/kark', source: 'google' });
    expect(landingOf('/hi/festivals/2026/pune|direct')).toEqual({ path: '/hi/festivals/:n/pune', source: 'direct' });
    for (const bad of ['/chart|google', '/rashifal/kark|evil-spam', '/rashifal/kark', '|google', 'https://evil.example/rashifal|google', undefined]) expect(landingOf(bad), String(bad)).toBeNull();
  });
});

describe('landings and sign-ups through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://jyotishi.example' } });
  });

  // Drawing the pages takes a while on a busy machine.
  it('every public page loads the landing script, which is served without a cookie', { timeout: 90_000 }, async () => {
    const visitor = t.client();
    for (const path of ['/rashifal/kark', '/panchang/pune', '/hi/rashifal/find']) {
      expect((await visitor.get(path)).text, path).toContain('<script src="/landing.js" defer></script>');
    }
    const script = await visitor.get('/landing.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.setCookies).toEqual([]);
    expect(script.text).toBe(landingScript);
  });

  it('stores a landing as the script sends it, and drops a source that is not ours', async () => {
    const visitor = t.client();
    const visitorId = webcrypto.randomUUID();
    const res = await visitor.post('/api/analytics/events', {
      events: [
        { name: 'public_landing', path: '/rashifal/kark', visitorId, properties: { landingSource: 'google' } },
        { name: 'public_landing', path: '/rashifal/kark', visitorId, properties: { landingSource: 'buy-cheap-pills' } },
      ],
    });
    expect(res.status).toBe(202);
    const rows = await t.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.visitorId, visitorId), eq(analyticsEvents.name, 'public_landing')));
    expect(rows.map((r) => [r.path, r.properties])).toEqual([
      ['/rashifal/kark', { landingSource: 'google' }],
      ['/rashifal/kark', {}],
    ]);
  });

  const signUps = () => t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'public_signup'));

  it('counts a new account that began on a public page as its sign-up, once, and forgets the landing', async () => {
    const browser = t.client();
    browser.cookies.set(LANDING_COOKIE, encodeURIComponent('/hi/rashifal/kark|whatsapp'));
    const before = (await signUps()).length;
    const { phone, isNewUser } = await signIn(t, browser);
    expect(isNewUser).toBe(true);
    const after = await signUps();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ origin: 'server', path: '/hi/rashifal/kark', properties: { landingSource: 'whatsapp' } });
    expect(browser.cookies.has(LANDING_COOKIE)).toBe(false);
    // Signing in again (no longer new, even with a landing) counts nothing more.
    const again = t.client();
    again.cookies.set(LANDING_COOKIE, encodeURIComponent('/rashifal/kark|google'));
    await signIn(t, again, phone);
    expect((await signUps()).length).toBe(before + 1);
  });

  it('counts nothing for a landing cookie that names no public page or no source of ours', async () => {
    const before = (await signUps()).length;
    for (const cookie of ['/chart|google', '/rashifal/kark|spam-site']) {
      const browser = t.client();
      browser.cookies.set(LANDING_COOKIE, encodeURIComponent(cookie));
      await signIn(t, browser);
    }
    expect((await signUps()).length).toBe(before);
  });
});
