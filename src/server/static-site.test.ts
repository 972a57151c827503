import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { firstPageCataloguesChunk, landingPageSources, pageCataloguesFile, type PageCatalogues } from '../shared/landing-pages';
import { languages, type ProfileView } from '../shared/profile';
import { dashboardShellFile, dashboardShellLevels, frameShellFile, shellNameMark, shellProfile } from '../shared/signed-in-shell';
import type { AppEnv } from './http/context';
import type { ViteManifest } from './landing-preloads';
import { appAssetsId, assetsBlock, pageAssetsId } from '../shared/app-start';
import { mountStaticSite } from './static-site';

const dist = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// A build in miniature: the entry links react itself; the dashboard shares button with the entry.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js', '_button-B1.js'], css: ['assets/index-C1.css'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_button-B1.js': { file: 'assets/button-B1.js', imports: ['_react-R1.js'] },
  '_banner-N1.js': { file: 'assets/banner-N1.js', imports: ['_button-B1.js'] },
  [landingPageSources.dashboard]: { file: 'assets/dashboard-page-D1.js', imports: ['index.html', '_banner-N1.js', '_button-B1.js'] },
  [landingPageSources.auth]: { file: 'assets/auth-page-A1.js', imports: ['index.html', '_react-R1.js'] },
  [landingPageSources.chart]: { file: 'assets/chart-page-K1.js', imports: ['index.html'], css: ['assets/chart-page-K1.css'] },
  // The Hindi words of the entry and the sign-in page (ADR 035).
  '_hi-first-page-H1.js': { file: 'assets/hi-first-page-H1.js', name: firstPageCataloguesChunk('hi'), imports: ['_button-B1.js'] },
  // The dashboard's own Hindi words, a chunk of their own that imports the banner's.
  'src/client/i18n/hi/dashboard.ts': { file: 'assets/dashboard-HD1.js', isDynamicEntry: true, imports: ['_banner-N1.js'] },
};
// Which words each landing page's code makes, as the build lists them: the sign-in page's are in
// the first page's chunk, not under their own names.
const pageCatalogues: PageCatalogues = {
  hi: { [landingPageSources.dashboard]: ['src/client/i18n/hi/dashboard.ts', 'src/client/i18n/hi/common.ts'], [landingPageSources.auth]: ['src/client/i18n/hi/auth.ts'] },
};
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(path.join(dist, 'assets', 'index-E1.js'), 'console.log("app");');
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
writeFileSync(path.join(dist, pageCataloguesFile), JSON.stringify(pageCatalogues));
const serviceWorker = `self.addEventListener('fetch', () => {}); // ${'precache entry '.repeat(100)}`;
writeFileSync(path.join(dist, 'sw.js'), serviceWorker);
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Jyotishi","start_url":"/?source=pwa"}');

// The build's prerendered sign-in page, in both languages; no legal page was made in this build.
const prerendered = (language: string) => `<!doctype html><html lang="en-IN"><head><title>Jyotishi — Your personal Vedic astrologer</title></head><body><div id="root" data-prerendered><h1>${language} sign-in</h1></div></body></html>`;
for (const language of ['en', 'hi']) {
  mkdirSync(path.join(dist, 'prerendered', language), { recursive: true });
  writeFileSync(path.join(dist, 'prerendered', language, 'auth.html'), prerendered(language));
}

const app = new Hono<AppEnv>();
mountStaticSite(app, dist);

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await app.request(pathname, { headers });
  const html = await res.text();
  const preloads = [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { res, html, preloads };
}

describe('the app page', () => {
  it('at / names the dashboard and the sign-in page with every chunk they import, less what the entry links', async () => {
    const { res, html, preloads } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    // Sent as a page, not as the raw file: never kept by a cache without asking again.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(preloads.sort()).toEqual(['/assets/auth-page-A1.js', '/assets/banner-N1.js', '/assets/dashboard-page-D1.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('names a page\'s own stylesheet as a style preload', async () => {
    const { preloads, html } = await page('/chart');
    expect(preloads).toEqual(['/assets/chart-page-K1.js', '/assets/chart-page-K1.css']);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/chart-page-K1.css">');
  });

  it('names nothing extra on other pages', async () => {
    for (const pathname of ['/premium', '/reading/daily', '/no-such-page']) {
      const { res, preloads } = await page(pathname);
      expect(res.status).toBe(200);
      expect(preloads).toEqual([]);
    }
  });

  it("names, for a Hindi reader and on any page, the Hindi words every page uses; never for an English reader", async () => {
    const hindi = { 'Accept-Language': 'hi-IN,hi;q=0.9' };
    expect((await page('/premium', hindi)).preloads).toEqual(['/assets/hi-first-page-H1.js']);
    expect((await page('/chart', hindi)).preloads).toEqual(['/assets/chart-page-K1.js', '/assets/hi-first-page-H1.js', '/assets/chart-page-K1.css']);
    expect((await page('/premium', { Cookie: 'jyotishi-lang=hi' })).preloads).toEqual(['/assets/hi-first-page-H1.js']);
    expect((await page('/premium', { 'Accept-Language': 'en-IN' })).preloads).toEqual([]);
    expect((await page('/chart', { Cookie: 'jyotishi-lang=en', 'Accept-Language': 'hi-IN' })).preloads).toEqual(['/assets/chart-page-K1.js', '/assets/chart-page-K1.css']);
  });

  it("names, for a Hindi reader of a landing page, the page's own Hindi words with its code", async () => {
    const { preloads } = await page('/', { 'Accept-Language': 'hi-IN' });
    expect(preloads.sort()).toEqual(['/assets/auth-page-A1.js', '/assets/banner-N1.js', '/assets/dashboard-HD1.js', '/assets/dashboard-page-D1.js', '/assets/hi-first-page-H1.js']);
    expect((await page('/', { 'Accept-Language': 'en-IN' })).preloads).not.toContain('/assets/dashboard-HD1.js');
  });

  it('compresses the page for browsers that accept gzip, and says it varies by Accept-Encoding', async () => {
    const big = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-dist-'));
    const description = 'Readings written from your real birth chart. '.repeat(60);
    writeFileSync(path.join(big, 'index.html'), `<!doctype html><html><head><meta name="description" content="${description}"></head><body><div id="root"></div></body></html>`);
    const site = new Hono<AppEnv>();
    mountStaticSite(site, big);
    const gzipped = await site.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await site.request('/');
    rmSync(big, { recursive: true, force: true });

    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(description.length / 4);
    expect(gunzipSync(body).toString()).toContain('<div id="root"></div>');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(description);
  });

  it('sends /index.html as the page too, never the raw file', async () => {
    const { res, preloads } = await page('/index.html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(preloads).toEqual([]);
  });

  it('still serves the page, without preloads, when the manifest cannot be read (a rebuild under way)', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-dist-'));
    mkdirSync(path.join(broken, '.vite'));
    writeFileSync(path.join(broken, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(broken, '.vite', 'manifest.json'), '{"index.html": {"file": "assets/ind');
    const site = new Hono<AppEnv>();
    mountStaticSite(site, broken);
    const res = await site.request('/');
    rmSync(broken, { recursive: true, force: true });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('does not publish the build manifest', async () => {
    const res = await app.request('/.vite/manifest.json');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).not.toContain('isEntry');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.request('/assets/index-E1.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log("app");');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  // A deploy that removed a chunk, or a mistyped name: the page in its place would be kept a year,
  // and a browser would run HTML as a module until it cleared its cache.
  it('answers 404 for an asset that does not exist, and says not to keep that answer', async () => {
    for (const missing of ['/assets/index-OLD.js', '/assets/', '/assets/nested/none.css']) {
      const res = await app.request(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get('cache-control'), missing).toBe('no-store');
      expect(await res.text(), missing).not.toContain('<html');
    }
  });

  it('serves the service worker as JavaScript that is asked for again on every visit, compressed', async () => {
    const res = await app.request('/sw.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(serviceWorker);
  });

  it('serves the web app manifest with its own content type', async () => {
    const res = await app.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(await res.json()).toMatchObject({ start_url: '/?source=pwa' });
  });
});

it('every landing page named for preloading is a real source file (a rename must update the table)', () => {
  for (const source of Object.values(landingPageSources)) expect(existsSync(source), source).toBe(true);
});

describe('the app page in Hindi', () => {
  const shell = '<!doctype html><html lang="en-IN"><head><title>Jyotishi — Your personal Vedic astrologer</title></head><body><div id="root"><span>Initializing...</span></div></body></html>';
  const hindiDist = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-dist-hi-'));
  afterAll(() => rmSync(hindiDist, { recursive: true, force: true }));
  writeFileSync(path.join(hindiDist, 'index.html'), shell);
  const hindiApp = new Hono<AppEnv>();
  mountStaticSite(hindiApp, hindiDist);

  it('starts in Hindi for a browser that prefers it, with no English placeholder', async () => {
    const res = await hindiApp.request('/auth', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    const html = await res.text();
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('<title>ज्योतिषी — आपके निजी वैदिक ज्योतिषी</title>');
    expect(html).toContain('<span>शुरू हो रहा है...</span>');
    expect(html).not.toContain('Initializing');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('follows the language the app last showed over the browser preference', async () => {
    const hindi = await (await hindiApp.request('/', { headers: { cookie: 'jyotishi-lang=hi', 'accept-language': 'en-GB' } })).text();
    expect(hindi).toContain('<html lang="hi-IN">');
    const english = await (await hindiApp.request('/', { headers: { cookie: 'jyotishi-lang=en', 'accept-language': 'hi' } })).text();
    expect(english).toBe(shell);
    const forged = await (await hindiApp.request('/', { headers: { cookie: 'jyotishi-lang=<script>' } })).text();
    expect(forged).toBe(shell);
  });
});

describe('the prerendered public pages', () => {
  it('sends the sign-in page drawn already, in the language of the page, at /auth and /auth/', async () => {
    for (const pathname of ['/auth', '/auth/']) {
      const { res, html, preloads } = await page(pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(html).toContain('<h1>en sign-in</h1>');
      // Still the page: its landing preloads go in as they do into index.html.
      expect(preloads).toEqual(['/assets/auth-page-A1.js']);
    }
    const hindi = await app.request('/auth', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } });
    const html = await hindi.text();
    expect(html).toContain('<h1>hi sign-in</h1>');
    expect(html).toContain('<html lang="hi-IN">');
  });

  it('gives a page that starts its app after the first paint its landing preloads as a list, not as tags that download at once', async () => {
    const deferred = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-deferred-'));
    try {
      mkdirSync(path.join(deferred, '.vite'));
      mkdirSync(path.join(deferred, 'prerendered', 'en'), { recursive: true });
      writeFileSync(path.join(deferred, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
      writeFileSync(path.join(deferred, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const appAssets = assetsBlock(appAssetsId, { entry: '/assets/index-E1.js', modules: ['/assets/react-R1.js'] });
      writeFileSync(path.join(deferred, 'prerendered', 'en', 'auth.html'), `<!doctype html><html lang="en-IN"><head></head><body><div id="root" data-prerendered><h1>sign-in</h1></div>${appAssets}</body></html>`);
      const site = new Hono<AppEnv>();
      mountStaticSite(site, deferred);
      const html = await (await site.request('/auth')).text();
      expect(html).not.toMatch(/<link rel="(?:modulepreload|preload)"/);
      const block = new RegExp(`<script type="application/json" id="${pageAssetsId}">([^<]*)</script>`).exec(html);
      expect(html.indexOf(pageAssetsId)).toBeLessThan(html.indexOf('</head>'));
      expect(JSON.parse(block![1]!)).toEqual({ modules: ['/assets/auth-page-A1.js'], styleHints: [] });
    } finally {
      rmSync(deferred, { recursive: true, force: true });
    }
  });

  it('falls back to index.html for a public page the build did not prerender, and for every other path', async () => {
    for (const pathname of ['/terms', '/', '/authx']) {
      const { html } = await page(pathname);
      expect(html, pathname).toContain('<div id="root"></div>');
    }
  });
});

describe('a signed-in visitor’s page', () => {
  const shellDist = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-shell-'));
  afterAll(() => rmSync(shellDist, { recursive: true, force: true }));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><html lang="en-IN"><head></head><body><div id="root">spinner</div></body></html>');
  for (const language of languages) {
    mkdirSync(path.join(shellDist, 'prerendered', language, 'shell'), { recursive: true });
    for (const level of dashboardShellLevels) {
      writeFileSync(path.join(shellDist, dashboardShellFile(language, level)), `<html lang="en-IN"><head></head><body><div id="root" data-shell><h1>${language} ${level} Namaste, ${shellNameMark}</h1></div></body></html>`);
    }
    for (const premium of [false, true]) {
      writeFileSync(path.join(shellDist, frameShellFile(language, premium)), `<html lang="en-IN"><head></head><body><div id="root" data-shell>${language} frame ${premium}</div></body></html>`);
    }
  }
  mkdirSync(path.join(shellDist, '.vite'));
  writeFileSync(path.join(shellDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const visitor = { ...shellProfile('free', 'en'), name: 'Asha <b>Rao</b>', phoneNumber: '+919876543210' };
  let signedIn: ProfileView | null = visitor;
  const site = new Hono<AppEnv>();
  mountStaticSite(site, shellDist, { visitorProfile: async (cookie) => (cookie === 'session=valid' ? signedIn : null) });
  const open = async (pathname: string, cookie = 'session=valid') => {
    const res = await site.request(pathname, { headers: { cookie } });
    return { res, html: await res.text() };
  };

  it('is the dashboard at their access level with their name written in, kept by no shared cache', async () => {
    const { res, html } = await open('/');
    expect(html).toContain('en free Namaste, Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(html).not.toContain(shellNameMark);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    // The dashboard's first requests start with the page instead of after the session's answer.
    expect(html).toContain('<link rel="preload" href="/api/readings" as="fetch" crossorigin="anonymous" />');
    // A '$' is the name's own, not a replacement pattern that pastes the page into the greeting.
    signedIn = { ...visitor, name: 'Ram $` $& $$' };
    expect((await open('/')).html).toContain('en free Namaste, Ram $` $&amp; $$</h1>');
    signedIn = { ...visitor, hasUsedFreeReading: true, isPremium: true };
    expect((await open('/')).html).toContain('en premium Namaste');
    signedIn = visitor;
  });

  it('names the dashboard\'s code to load with the app, and not the sign-in page\'s, which only a visitor not signed in goes on to', async () => {
    const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(preloadsOf((await open('/')).html)).toEqual(['/assets/banner-N1.js', '/assets/dashboard-page-D1.js']);
    expect(preloadsOf((await open('/', 'session=stale')).html)).toEqual(['/assets/auth-page-A1.js', '/assets/banner-N1.js', '/assets/dashboard-page-D1.js']);
  });

  it('is the frame for every other page, and the plain page where no drawing fits', async () => {
    expect((await open('/readings')).html).toContain('en frame false');
    signedIn = { ...visitor, hasUsedFreeReading: true, sharesAvailable: 2 };
    expect((await open('/')).html).toContain('en frame false');
    signedIn = { ...visitor, birthLocation: { city: 'Mhow', country: 'India' } };
    expect((await open('/')).html).toContain('en frame false');
    signedIn = { ...visitor, birthDate: '' };
    expect((await open('/readings')).html).toContain('spinner');
    signedIn = visitor;
    expect((await open('/readings', 'session=stale')).html).toContain('spinner');
    expect((await open('/readings', '')).res.headers.get('cache-control')).toBe('no-cache');
  });

  it('is in the page’s language', async () => {
    const res = await site.request('/', { headers: { cookie: 'session=valid', 'accept-language': 'hi' } });
    const html = await res.text();
    expect(html).toContain('hi free Namaste');
    expect(html).toContain('<html lang="hi-IN">');
  });
});
