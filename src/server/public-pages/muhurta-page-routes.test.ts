import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMuhurtas } from '../../astro/muhurta';
import { cityForSlug } from '../../astro/city-slugs';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { publicPages } from '../db/schema';
import { jsonLd, textOf } from '../../../tests/support/page-text';

const START = new Date('2026-01-15T06:00:00Z');

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ start: START, env: { PUBLIC_SITE_URL: 'https://jyotishi.example' } });
  visitor = t.client();
});

/** The rows of the windows' tables, as text. */
const rowsOf = (html: string) => [...html.matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)].flatMap((m) => [...m[1]!.matchAll(/<tr>[\s\S]*?<\/tr>/g)].map((r) => textOf(r[0]).trim()));

describe('a year of muhurtas for an event in a city, anyone can read', () => {
  it("lists New Delhi's wedding windows of 2026 with date, India times, grade and reasons, no cookie set", async () => {
    const res = await visitor.get('/muhurta/vivah/2026/new-delhi');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.setCookies).toEqual([]);
    const { place } = cityForSlug('new-delhi')!;
    const engine = findMuhurtas('vivah', place, '2026-01-01', '2026-12-31');
    const rows = rowsOf(res.text);
    expect(rows.length).toBe(engine.windows.length);
    expect(rows.length).toBeGreaterThan(10);
    const text = textOf(res.text);
    expect(text).toContain('Wedding (vivah): muhurtas of 2026 in New Delhi');
    expect(text).toContain('Asia/Kolkata');
    // Each row: the day, its start and end in India's time, the limbs, a grade and why.
    for (const row of rows) {
      expect(row).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{1,2}:\d\d (am|pm)(, \d{1,2} [A-Z][a-z]{2})? – \d{1,2}:\d\d (am|pm)/);
      expect(row).toMatch(/ (Best|Good|Acceptable) /);
      expect(row).toContain('is a tithi allowed for a wedding');
      expect(row).toContain('is one of the nakshatras for a wedding');
      expect(row).toMatch(/lagna, with the 8th house empty and no malefic in the 7th/);
    }
    // The first window, as the engine finds it, in India's time.
    const first = engine.windows[0]!;
    const hhmm = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }).format(new Date(Math.round(first.startMs / 60_000) * 60_000));
    expect(rows[0]).toContain(hhmm.replace(/\s/g, ' ').toLowerCase());
    // The year's blackouts, and the way in to the finder with this event, year and city (where the personal filter is).
    expect(text).toContain('Closed this year');
    expect(text).toContain('Holashtak');
    expect(res.text).toContain('<a class="way-in" href="/auth?next=/muhurta%3Fpurpose%3Dvivah%26from%3D2026-01%26months%3D12%26lat%3D');
    expect(text).toContain('Narrow them to your own birth Moon');
    expect(res.text).toContain('<a href="/muhurta/griha-pravesh/2026/new-delhi">Moving into a new home (griha pravesh)</a>');
    expect(res.text).toContain('<a href="/festivals/2026/new-delhi">');
  }, 60_000);

  it('tells search engines what it is: title, canonical, hreflang pairs and a JSON-LD list of the windows', async () => {
    const { text: html } = await visitor.get('/muhurta/vivah/2026/new-delhi');
    expect(/<title>([^<]+)<\/title>/.exec(html)![1]).toBe('Wedding (vivah) muhurat 2026 in New Delhi: auspicious dates and times');
    expect(html).toContain('<link rel="canonical" href="https://jyotishi.example/muhurta/vivah/2026/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://jyotishi.example/hi/muhurta/vivah/2026/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://jyotishi.example/muhurta/vivah/2026/new-delhi">');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', url: 'https://jyotishi.example/muhurta/vivah/2026/new-delhi', inLanguage: 'en' });
    expect(ld.numberOfItems).toBe(rowsOf(html).length);
    expect(ld.itemListElement[0].name).toMatch(/^Wedding \(vivah\): 2026-\d\d-\d\dT\d\d:\d\d:00\+05:30 – /);
  }, 60_000);

  it('is in Hindi at /hi: the event, dates, times, grades and reasons written in Hindi', async () => {
    const res = await visitor.get('/hi/muhurta/griha-pravesh/2026/new-delhi');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="hi-IN">');
    const text = textOf(res.text);
    expect(text).toContain('गृह प्रवेश: नई दिल्ली में 2026 के मुहूर्त');
    const rows = rowsOf(res.text);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d/);
      expect(row).toMatch(/श्रेष्ठ|उत्तम|मध्यम/);
      expect(row).toContain('गृह प्रवेश के लिए मान्य है');
      // No English word in a Hindi row (a window's times and numbers only).
      expect(row).not.toMatch(/[A-Za-z]{3}/);
    }
    expect(res.text).toContain('<link rel="alternate" hreflang="en" href="https://jyotishi.example/muhurta/griha-pravesh/2026/new-delhi">');
    expect(text).toContain('अपनी जन्म राशि और नक्षत्र के अनुसार छाँटें');
  }, 60_000);

  it('gives New Jersey times for a New Jersey city, summer time included', async () => {
    const res = await visitor.get('/muhurta/griha-pravesh/2026/jersey-city');
    expect(res.status, res.text).toBe(200);
    expect(textOf(res.text)).toContain('America/New_York');
    expect(jsonLd(res.text).itemListElement.map((i: { name: string }) => i.name).join(' ')).toMatch(/2026-0[5-8]-\d\dT\d\d:\d\d:00-04:00/);
  }, 60_000);

  it('is drawn once per year and language, and cached: an ETag answered with 304, a day of max-age', async () => {
    const res = await visitor.get('/muhurta/vivah/2026/new-delhi');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await visitor.get('/muhurta/vivah/2026/new-delhi', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const rows = await t.db.select().from(publicPages).where(eq(publicPages.path, '/muhurta/vivah/2026/new-delhi'));
    expect(rows.map((r) => [r.language, r.period, r.generations])).toEqual([['en', '2026', 1]]);
  }, 60_000);
});

describe('what a muhurta page refuses', () => {
  it('an unknown event: 404 naming the events there are, stored nowhere', async () => {
    const res = await visitor.get('/muhurta/divorce/2026/pune');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(res.text)).toContain('We find muhurtas for these events only: vivah, sagai, griha-pravesh');
    expect(textOf((await visitor.get('/hi/muhurta/divorce/2026/pune')).text)).toContain('इस काम का मुहूर्त नहीं');
    expect(await t.db.select().from(publicPages).where(eq(publicPages.path, '/muhurta/divorce/2026/pune'))).toEqual([]);
  });

  it('an unknown city: 404 with the city search', async () => {
    const res = await visitor.get('/hi/muhurta/vivah/2026/atlantis-under-the-sea');
    expect(res.status).toBe(404);
    expect(textOf(res.text)).toContain('शहर नहीं मिला');
    expect(res.text).toContain('action="/hi/cities"');
  });

  it.each(['1899', '2101', '2015', '2037', '20x6', '02026'])('a bad year (%s): 400 with what a year must be', async (year) => {
    const res = await visitor.get(`/muhurta/vivah/${year}/pune`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Ten years either side of this one (the test clock's 2026).
    expect(textOf(res.text)).toContain('The year must be written with four digits, from 2016 to 2036.');
  });

  it('a bare name shared by comparable cities: 301 to the canonical one', async () => {
    const res = await visitor.get('/hi/muhurta/vivah/2027/hyderabad');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/hi/muhurta/vivah/2027/hyderabad-telangana');
  });

  it('another address under /muhurta/ is the server’s 404, never the app', async () => {
    for (const path of ['/muhurta/vivah', '/muhurta/vivah/2026', '/muhurta/vivah/2026/pune/extra']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(textOf(res.text)).toContain('Page not found');
    }
  });
});

describe('muhurta pages for search engines', () => {
  it('the sitemap lists the main events for the top cities, this year and next, in both languages; robots.txt allows them', async () => {
    const locs = [...(await visitor.get('/sitemap.xml')).text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/muhurta/vivah/2026/new-delhi', '/hi/muhurta/griha-pravesh/2027/mumbai', '/muhurta/vehicle/2026/new-york']) {
      expect(locs).toContain(`https://jyotishi.example${path}`);
    }
    expect(locs.filter((l) => l!.includes('/muhurta/travel/'))).toEqual([]);
    const lines = (await visitor.get('/robots.txt')).text.split('\n');
    expect(lines).toContain('Allow: /muhurta/');
    expect(lines).toContain('Disallow: /muhurta$');
  });
});
