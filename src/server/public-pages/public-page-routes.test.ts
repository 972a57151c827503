import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { publicPages } from '../db/schema';
import { head, jsonLd, textOf } from '../../../tests/support/page-text';

// 06:00 UTC is 11:30 in India on 15 January 2026; midnight there is 12 h 30 min away.
const START = new Date('2026-01-15T06:00:00Z');

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ start: START, env: { PUBLIC_SITE_URL: 'https://jyotishi.example' } });
  visitor = t.client();
});


describe('a city panchang anyone can read', () => {
  it('is the day at New Delhi in its own time, with every part of the panchang in the HTML, and no cookie set', async () => {
    const res = await visitor.get('/panchang/new-delhi');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.setCookies).toEqual([]);
    const text = textOf(res.text);
    expect(text).toContain('Panchang for New Delhi');
    expect(text).toContain('Thursday, 15 January 2026');
    for (const label of ['Tithi', 'Nakshatra', 'Yoga', 'Karana', 'Sunrise', 'Sunset', 'Moonrise', 'Rahu kaal', 'Yamaganda', 'Gulika kaal', 'Abhijit muhurta', 'Choghadiya', 'Festivals and fasts']) {
      expect(text, label).toContain(label);
    }
    // The limbs with their end times, in India's time.
    expect(text).toMatch(/Krishna Dwadashi — until \d{1,2}:\d\d (am|pm)/);
    expect(text).toMatch(/Sunrise \d:\d\d am/);
    expect(text).toContain('UTC+05:30 (Asia/Kolkata)');
    // The South Indian day: Thursday's Nalla Neram (Yamagandam takes the first Gowri), the Gowri
    // periods by their Tamil names, the Tamil date (Thai began on 14 January) and the Telugu month.
    expect(text).toContain('Nalla Neram and Gowri Panchangam');
    expect(text).toMatch(/Nalla Neram \(Day\) 8:34 am – 9:53 am, 11:12 am – 1:49 pm, 4:27 pm – 5:46 pm/);
    expect(text).toMatch(/7:15 am – 8:34 am Dhanam Good/);
    expect(text).toMatch(/1:49 pm – 3:08 pm Visham Bad/);
    expect(text).toContain('Tamil date Thai 2 · Vishvavasu year');
    expect(text).toContain('Telugu month Pausha · Vishvavasu year');
    // The way in, back to this page after sign-in.
    expect(res.text).toContain('<a class="way-in" href="/auth?next=/panchang/new-delhi">Your own daily, from your birth chart →</a>');
  });

  it('tells search engines what the page is: title, description, canonical, hreflang pairs, Open Graph and JSON-LD', async () => {
    const { text: html } = await visitor.get('/panchang/new-delhi');
    expect(head(html, /<title>([^<]+)<\/title>/)).toBe('New Delhi Panchang for Thursday, 15 January 2026: tithi, nakshatra, Rahu kaal');
    expect(head(html, /<meta name="description" content="([^"]+)"/)).toMatch(/^Panchang for New Delhi on Thursday, 15 January 2026: Krishna Dwadashi tithi/);
    expect(html).toContain('<link rel="canonical" href="https://jyotishi.example/panchang/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://jyotishi.example/panchang/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://jyotishi.example/hi/panchang/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="ta" href="https://jyotishi.example/ta/panchang/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="te" href="https://jyotishi.example/te/panchang/new-delhi">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://jyotishi.example/panchang/new-delhi">');
    expect(html).toContain('<meta property="og:url" content="https://jyotishi.example/panchang/new-delhi">');
    expect(head(html, /<meta property="og:title" content="([^"]+)"/)).toContain('New Delhi Panchang');
    expect(jsonLd(html)).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebPage', url: 'https://jyotishi.example/panchang/new-delhi', inLanguage: 'en', datePublished: '2026-01-15', contentLocation: { '@type': 'Place', name: 'New Delhi' } });
  });

  it('is in Hindi at /hi, names and times written the Hindi way, with its own canonical and the way in back to it', async () => {
    const res = await visitor.get('/hi/panchang/new-delhi');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="hi-IN">');
    const text = textOf(res.text);
    expect(text).toContain('नई दिल्ली का पंचांग');
    expect(text).toContain('गुरुवार, 15 जनवरी 2026');
    for (const label of ['तिथि', 'नक्षत्र', 'योग', 'करण', 'सूर्योदय', 'राहु काल', 'यमगंड', 'अभिजित मुहूर्त', 'चौघड़िया']) expect(text, label).toContain(label);
    expect(text).toMatch(/कृष्ण द्वादशी — (रात|शाम) \d{1,2}:\d\d तक/);
    expect(text).not.toMatch(/\b(am|pm)\b/);
    for (const words of ['नल्ल नेरम और गौरी पंचांगम', 'धनम', 'विषम', 'तमिल तारीख तै 2 · विश्वावसु संवत्सर']) expect(text, words).toContain(words);
    expect(text).not.toMatch(/Dhanam|Visham|Thai/);
    expect(res.text).toContain('<link rel="canonical" href="https://jyotishi.example/hi/panchang/new-delhi">');
    expect(res.text).toContain('<a class="way-in" href="/auth?next=/hi/panchang/new-delhi">अपनी जन्म कुंडली से, सिर्फ़ आपका दैनिक फल →</a>');
    expect(jsonLd(res.text)).toMatchObject({ '@type': 'WebPage', inLanguage: 'hi' });
  });

  it("is kept by caches until the city's midnight, and answers 304 to the ETag it gave", async () => {
    const first = await visitor.get('/panchang/new-delhi');
    expect(first.headers.get('cache-control')).toBe(`public, max-age=${12.5 * 3600}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await visitor.get('/panchang/new-delhi', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await visitor.get('/panchang/new-delhi', { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
    // New York's midnight is hours later than India's.
    const newYork = await visitor.get('/panchang/new-york');
    expect(newYork.headers.get('cache-control')).toBe(`public, max-age=${(24 - 1) * 3600}`);
  });

  it('is sent gzipped to a client that takes gzip, the same page, with a weak ETag that still answers 304', async () => {
    const plain = await visitor.get('/hi/panchang/new-delhi', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const request = (encoding: string, extra: Record<string, string> = {}) =>
      t.app.request('/hi/panchang/new-delhi', { headers: { host: 'localhost', 'accept-encoding': encoding, ...extra } });
    const zipped = await request('br;q=1, gzip;q=0.8, *;q=0.1');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(zipped.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain.text);
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plain.text) / 3);
    expect((await request('gzip', { 'if-none-match': zipped.headers.get('etag')! })).status).toBe(304);
    // gzip refused: the page as it is.
    expect((await request('gzip;q=0, identity')).headers.get('content-encoding')).toBeNull();
  });

  it('shows a date asked for, kept a day by caches', async () => {
    const res = await visitor.get('/panchang/new-york?date=2021-11-04');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const text = textOf(res.text);
    expect(text).toContain('Thursday, 4 November 2021');
    expect(text).toContain('UTC-04:00 (America/New_York)');
    expect(res.text).toContain('<link rel="canonical" href="https://jyotishi.example/panchang/new-york?date=2021-11-04">');
  });

  it('is drawn once per language and day, whatever the number of readers', async () => {
    await Promise.all([1, 2, 3].map(() => t.client().get('/panchang/mumbai')));
    await t.client().get('/panchang/mumbai');
    const rows = await t.db.select().from(publicPages).where(eq(publicPages.path, '/panchang/mumbai'));
    expect(rows.map((r) => [r.language, r.period, r.generations])).toEqual([['en', '2026-01-15', 1]]);
  });
});

describe('what a city page refuses', () => {
  it('an unknown city: 404 with the reason and a city search, in either language', async () => {
    const res = await visitor.get('/panchang/atlantis-under-the-sea');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(res.text)).toContain('We have no city called “atlantis-under-the-sea”');
    expect(res.text).toContain('<form method="get" action="/cities" role="search">');
    const hi = await visitor.get('/hi/festivals/2026/atlantis-under-the-sea');
    expect(hi.status).toBe(404);
    expect(textOf(hi.text)).toContain('शहर नहीं मिला');
    expect(hi.text).toContain('action="/hi/cities"');
  });

  it('a bare name shared by comparable cities: 301 to the canonical one, query kept', async () => {
    const res = await visitor.get('/panchang/hyderabad?date=2026-01-20');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/panchang/hyderabad-telangana?date=2026-01-20');
    const hi = await visitor.get('/hi/festivals/2026/hyderabad');
    expect(hi.status).toBe(301);
    expect(hi.headers.get('location')).toBe('/hi/festivals/2026/hyderabad-telangana');
  });

  it.each(['2026-02-30', '15-01-2026', '', '2101-01-01', '2015-12-31', '2037-01-01'])('a bad date (%s): 400 with what a date must be, nothing stored', async (date) => {
    const res = await visitor.get(`/panchang/pune?date=${date}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Ten years either side of 2026.
    expect(textOf(res.text)).toContain('The date must be a real day written YYYY-MM-DD, from 2016-01-01 to 2036-12-31.');
    expect(await t.db.select().from(publicPages).where(eq(publicPages.path, `/panchang/pune?date=${date}`))).toEqual([]);
  });

  it('draws the first and last day of its dates, without a link to the day beyond, and its date field stays within them', async () => {
    const first = await visitor.get('/panchang/pune?date=2016-01-01');
    expect(first.status).toBe(200);
    expect(first.text).toContain('min="2016-01-01" max="2036-12-31"');
    expect(textOf(first.text)).not.toContain('Previous day');
    expect(first.text).toContain('<a href="/panchang/pune?date=2016-01-02" rel="nofollow">Next day →</a>');
    const last = await visitor.get('/hi/panchang/pune?date=2036-12-31');
    expect(last.status).toBe(200);
    expect(last.text).toContain('<a href="/hi/panchang/pune?date=2036-12-30" rel="nofollow">← पिछला दिन</a>');
    expect(textOf(last.text)).not.toContain('अगला दिन');
  });

  it.each(['1899', '20x6', '02026', '2015', '2037'])('a bad year (%s): 400, in Hindi at /hi', async (year) => {
    const res = await visitor.get(`/hi/festivals/${year}/pune`);
    expect(res.status).toBe(400);
    expect(textOf(res.text)).toContain('वर्ष चार अंकों में लिखें, 2016 से 2036 तक।');
    expect(await t.db.select().from(publicPages).where(eq(publicPages.path, `/festivals/${year}/pune`))).toEqual([]);
  });

  it('a year outside the window from the year form: 400 in English, no redirect', async () => {
    const res = await visitor.get('/festivals?city=pune&year=2040');
    expect(res.status).toBe(400);
    expect(textOf(res.text)).toContain('The year must be written with four digits, from 2016 to 2036.');
  });
});

describe('a city festival calendar', () => {
  it('keeps Diwali 2021 on 4 November in New Delhi and on 3 November in Seattle, each with its time there', async () => {
    const delhi = await visitor.get('/festivals/2021/new-delhi');
    const seattle = await visitor.get('/festivals/2021/seattle');
    expect(delhi.status).toBe(200);
    expect(seattle.status).toBe(200);
    const diwaliRow = (html: string) => textOf(/<tr><td>[^<]*<\/td><td><strong>Diwali \(Lakshmi Puja\)[\s\S]*?<\/tr>/.exec(html)![0]);
    expect(diwaliRow(delhi.text)).toMatch(/^ Thu, 4 Nov Diwali \(Lakshmi Puja\) \(Festival\) Tithi Krishna Amavasya: .* dusk \(pradosh\), \d:\d\d pm – \d:\d\d pm $/);
    expect(diwaliRow(seattle.text)).toMatch(/^ Wed, 3 Nov Diwali \(Lakshmi Puja\) \(Festival\) Tithi Krishna Amavasya: .* dusk \(pradosh\), \d:\d\d pm – \d:\d\d pm $/);
    const diwali = (html: string) => jsonLd(html).itemListElement.find((e: { item: { name: string } }) => e.item.name === 'Diwali (Lakshmi Puja)').item;
    expect(diwali(delhi.text)).toMatchObject({ '@type': 'Event', startDate: '2021-11-04', location: { '@type': 'Place', name: 'New Delhi' } });
    expect(diwali(seattle.text)).toMatchObject({ '@type': 'Event', startDate: '2021-11-03', location: { name: 'Seattle' } });
    expect(jsonLd(delhi.text)).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    // Every kind the calendar lists, and the eclipses with their local contacts.
    const text = textOf(delhi.text);
    for (const kind of ['Ekadashi', 'Pradosh Vrat', 'Purnima', 'Amavasya', 'Makar Sankranti', 'Holi', 'Eclipses']) expect(text, kind).toContain(kind);
    expect(text).toMatch(/Partial lunar eclipse Begins \d/);
    expect(delhi.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(delhi.headers.get('etag')).toBeTruthy();
    expect(delhi.text).toContain('<a class="way-in" href="/auth?next=/festivals/2021/new-delhi">');
  }, 60_000);

  it('is in Hindi at /hi, the festivals by their Hindi names', async () => {
    const res = await visitor.get('/hi/festivals/2021/new-delhi');
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('नई दिल्ली में 2021 के त्योहार और व्रत');
    expect(text).toMatch(/गुरु, 4 नव॰ दीवाली \(लक्ष्मी पूजा\) \(त्योहार\)/);
    expect(text).toContain('ग्रहण');
    expect(res.text).toContain('<link rel="alternate" hreflang="en" href="https://jyotishi.example/festivals/2021/new-delhi">');
  }, 60_000);

  it("the year form leads to the year's page", async () => {
    const res = await visitor.get('/hi/festivals?city=pune&year=2027');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/hi/festivals/2027/pune');
    expect((await visitor.get('/festivals?city=pune&year=abc')).status).toBe(400);
  });
});

describe('finding a city', () => {
  it('lists the cities found, each to its panchang and festivals', async () => {
    const res = await visitor.get('/cities?q=Pune');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<a href="/panchang/pune">Panchang</a>');
    expect(res.text).toContain('<a href="/festivals/2026/pune">Festivals 2026</a>');
    expect(textOf((await visitor.get('/hi/cities?q=zzzzqqq')).text)).toContain('“zzzzqqq” नाम का कोई शहर नहीं मिला।');
  });

  it('in Tamil at /ta and in Telugu at /te, each city to the pages in that language', async () => {
    const ta = await visitor.get('/ta/cities?q=Chennai');
    expect(ta.status).toBe(200);
    expect(ta.text).toContain('<html lang="ta-IN">');
    expect(ta.text).toContain('<a href="/ta/panchang/chennai">பஞ்சாங்கம்</a>');
    expect(ta.text).toContain('<a href="/ta/festivals/2026/chennai">பண்டிகைகள் 2026</a>');
    expect(ta.text).toContain('action="/ta/cities"');
    const te = await visitor.get('/te/cities?q=Vijayawada');
    expect(te.text).toContain('<html lang="te-IN">');
    expect(te.text).toContain('<a href="/te/panchang/vijayawada">పంచాంగం</a>');
    expect(textOf((await visitor.get('/te/cities?q=zzzzqqq')).text)).toContain('“zzzzqqq” అనే పేరుతో ఊరు ఏదీ దొరకలేదు.');
    expect(textOf((await visitor.get('/ta/cities?q=zzzzqqq')).text)).toContain('“zzzzqqq” என்ற பெயரில் ஊர் எதுவும் கிடைக்கவில்லை.');
  });
});

describe('for search engines', () => {
  it('sitemap.xml lists the top cities in all four languages with their hreflang alternates', async () => {
    const res = await visitor.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/panchang/new-delhi', '/hi/panchang/new-delhi', '/ta/panchang/chennai', '/te/panchang/vijayawada', '/festivals/2026/new-york', '/hi/festivals/2027/london', '/ta/festivals/2027/madurai', '/panchang/hyderabad-telangana']) {
      expect(locs).toContain(`https://jyotishi.example${path}`);
    }
    expect(res.text).toContain(
      '<url><loc>https://jyotishi.example/te/panchang/seattle</loc><xhtml:link rel="alternate" hreflang="en" href="https://jyotishi.example/panchang/seattle"/><xhtml:link rel="alternate" hreflang="hi" href="https://jyotishi.example/hi/panchang/seattle"/><xhtml:link rel="alternate" hreflang="ta" href="https://jyotishi.example/ta/panchang/seattle"/><xhtml:link rel="alternate" hreflang="te" href="https://jyotishi.example/te/panchang/seattle"/><xhtml:link rel="alternate" hreflang="x-default" href="https://jyotishi.example/panchang/seattle"/></url>',
    );
    // Every city listed has its page.
    for (const loc of locs.filter((l) => l!.includes('/panchang/')).slice(0, 6)) expect((await visitor.get(new URL(loc!).pathname)).status, loc).toBe(200);
  });

  it('robots.txt allows the public pages, keeps out the API and the signed-in pages, and names the sitemap', async () => {
    const res = await visitor.get('/robots.txt');
    expect(res.status).toBe(200);
    const lines = res.text.split('\n');
    for (const line of ['User-agent: *', 'Allow: /panchang/', 'Allow: /festivals/', 'Allow: /hi/', 'Allow: /ta/', 'Allow: /te/', 'Disallow: /api/', 'Disallow: /panchang$', 'Disallow: /profile', 'Disallow: /readings', 'Sitemap: https://jyotishi.example/sitemap.xml']) {
      expect(lines).toContain(line);
    }
  });
});

describe('addresses under the public paths that are no page', () => {
  it.each([
    ['/festivals/2026', 'Page not found'],
    ['/festivals/2026/pune/extra', 'Page not found'],
    ['/hi/nothing-here', 'पेज नहीं मिला'],
    ['/ta/nothing-here', 'பக்கம் கிடைக்கவில்லை'],
    ['/te/festivals/2026', 'పేజీ దొరకలేదు'],
  ])('%s: a 404 page of the server, never the app', async (path, title) => {
    const res = await visitor.get(path);
    expect(res.status).toBe(404);
    expect(textOf(res.text)).toContain(title);
  });
});

describe('the Hindi pages’ Devanagari face', () => {
  it('is declared on Hindi pages only, and served with a year’s cache', async () => {
    expect((await visitor.get('/hi/panchang/pune')).text).toContain('src:url(/fonts/noto-sans-devanagari-400.woff2) format("woff2");unicode-range:U+0900-097F');
    expect((await visitor.get('/panchang/pune')).text).not.toContain('/fonts/noto-sans-devanagari');
    const font = await visitor.get('/fonts/noto-sans-devanagari-600.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(font.headers.get('content-length') ?? font.text.length)).toBeGreaterThan(10_000);
  });
});

describe('the Tamil and Telugu pages’ faces', () => {
  it('are Noto Sans Tamil and Noto Sans Telugu, declared for their own script and served like the Devanagari one', async () => {
    const ta = (await visitor.get('/ta/cities')).text;
    expect(ta).toContain('font-family:"Noto Sans Tamil";font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/noto-sans-tamil-400.woff2) format("woff2");unicode-range:U+0B82-0BFA');
    expect(ta).toContain('<link rel="preload" href="/fonts/noto-sans-tamil-600.woff2" as="font" type="font/woff2" crossorigin>');
    expect(ta).not.toContain('/fonts/noto-sans-telugu');
    const te = (await visitor.get('/te/cities')).text;
    expect(te).toContain('src:url(/fonts/noto-sans-telugu-600.woff2) format("woff2");unicode-range:U+0C00-0C7F');
    for (const family of ['tamil', 'telugu']) {
      const font = await visitor.get(`/fonts/noto-sans-${family}-400.woff2`);
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(Number(font.headers.get('content-length') ?? font.text.length)).toBeGreaterThan(10_000);
    }
  });

  it('every page links to the others, each language named in its own script', async () => {
    const html = (await visitor.get('/ta/cities')).text;
    expect(html).toContain('<header><a class="brand" href="/">ஜோதிஷி</a></header>');
    const accuracy = (await visitor.get('/accuracy')).text;
    expect(accuracy).toContain('<a href="/ta/accuracy" hreflang="ta" lang="ta-IN" class="to-ta">தமிழ்</a>');
    expect(accuracy).toContain('<a href="/te/accuracy" hreflang="te" lang="te-IN" class="to-te">తెలుగు</a>');
    expect(accuracy).toContain('<a href="/hi/accuracy" hreflang="hi" lang="hi-IN" class="to-hi">हिन्दी</a>');
  });
});

describe('a city panchang in Tamil and in Telugu', () => {
  // These pages name the limbs through the shared panchang catalogues (panchang-words-ta/te.ts).
  it('is at /ta and /te, in the city’s Tamil or Telugu name, with Tamil or Telugu times and its own canonical', async () => {
    const ta = await visitor.get('/ta/panchang/chennai');
    expect(ta.status).toBe(200);
    expect(ta.text).toContain('<html lang="ta-IN">');
    expect(ta.text).toContain('<link rel="canonical" href="https://jyotishi.example/ta/panchang/chennai">');
    expect(ta.text).toContain('<meta property="og:locale" content="ta_IN">');
    const taText = textOf(ta.text);
    expect(taText).toContain('சென்னை பஞ்சாங்கம்');
    expect(taText).toContain('வியாழக்கிழமை, 15 ஜனவரி 2026');
    expect(taText).toMatch(/காலை 6:\d\d/);
    // The Gowri periods and the Tamil date in Tamil script (Thai began on 14 January).
    expect(taText).toContain('தனம்');
    expect(taText).toContain('விஷம்');
    expect(taText).toMatch(/தை 2/);
    expect(ta.text).toContain('<a class="way-in" href="/auth?next=/ta/panchang/chennai">உங்கள் ஜாதகத்திலிருந்து, உங்களுக்கே உரிய தினப் பலன் →</a>');
    const te = await visitor.get('/te/panchang/vijayawada');
    expect(te.status).toBe(200);
    const teText = textOf(te.text);
    expect(teText).toContain('విజయవాడ పంచాంగం');
    expect(teText).toContain('గురువారం, 15 జనవరి 2026');
    expect(teText).toMatch(/ఉదయం 6:\d\d/);
  });
});
