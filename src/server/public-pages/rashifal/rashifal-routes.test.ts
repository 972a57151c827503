import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../tests/support/test-app';
import { head, jsonLd, textOf } from '../../../../tests/support/page-text';
import { bodyOf, buildChart } from '../../../astro/chart';
import { searchPlaces } from '../../../astro/places';
import { rashifal } from '../../../composer';
import { publicPages } from '../../db/schema';
import { escapeHtml } from '../page-frame';
import { shareImagePng, shareImageSvg } from './share-image';

// 06:00 UTC is 11:30 in India on 15 January 2026; India's midnight is 12 h 30 min away.
const START = new Date('2026-01-15T06:00:00Z');
const DAY = '2026-01-15';

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ start: START, env: { PUBLIC_SITE_URL: 'https://jyotishi.example' } });
  visitor = t.client();
});

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ signature: bytes.subarray(1, 4).toString('ascii'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the rashifal index', () => {
  it("is today's twelve signs by India's date, each with its verdict and the composer's short text, without a cookie", async () => {
    const res = await visitor.get('/rashifal');
    expect(res.status).toBe(200);
    expect(res.setCookies).toEqual([]);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${12.5 * 3600}`);
    expect(textOf(res.text)).toContain('Daily rashifal Thursday, 15 January 2026');
    for (let sign = 0; sign < 12; sign++) {
      const short = rashifal(sign, DAY, 'en', 'short');
      expect(res.text, short.sign.slug).toContain(escapeHtml(short.text));
      expect(res.text).toContain(`<a href="/rashifal/${short.sign.slug}">${escapeHtml(short.sign.name)}</a>`);
      expect(res.text).toContain(escapeHtml(short.verdict.label));
    }
    expect(res.text).toContain('href="/rashifal/find"');
    expect(res.text).toContain('<a class="way-in" href="/auth?next=/rashifal">Your own daily, from your birth chart →</a>');
  });

  it('is in Hindi at /hi/rashifal, in Hindi words', async () => {
    const res = await visitor.get('/hi/rashifal');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="hi-IN">');
    for (let sign = 0; sign < 12; sign++) expect(res.text).toContain(escapeHtml(rashifal(sign, DAY, 'hi', 'short').text));
    expect(textOf(res.text)).toContain('दैनिक राशिफल');
    expect(res.text).toContain('<link rel="canonical" href="https://jyotishi.example/hi/rashifal">');
  });
});

describe("a sign's rashifal page", () => {
  it("is the composer's full reading for the sign, with its title, description, canonical, hreflang pair, share image and Article JSON-LD", async () => {
    const res = await visitor.get('/rashifal/kark');
    expect(res.status).toBe(200);
    expect(res.setCookies).toEqual([]);
    const full = rashifal(3, DAY, 'en', 'full');
    expect(res.text).toContain(escapeHtml(full.text));
    expect(res.text).toContain(escapeHtml(full.lucky.line));
    expect(head(res.text, /<title>([^<]+)<\/title>/)).toBe('Karka (Cancer) daily rashifal, Thursday, 15 January 2026');
    expect(head(res.text, /<meta name="description" content="([^"]+)"/)).toMatch(/^Karka \(Cancer\) rashifal for Thursday, 15 January 2026: /);
    expect(res.text).toContain('<link rel="canonical" href="https://jyotishi.example/rashifal/kark">');
    expect(res.text).toContain('<link rel="alternate" hreflang="hi" href="https://jyotishi.example/hi/rashifal/kark">');
    expect(res.text).toContain('<link rel="alternate" hreflang="en" href="https://jyotishi.example/rashifal/kark">');
    expect(res.text).toContain('<meta property="og:image" content="https://jyotishi.example/rashifal/kark/share.png">');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(jsonLd(res.text)).toMatchObject({ '@type': 'Article', url: 'https://jyotishi.example/rashifal/kark', inLanguage: 'en', datePublished: DAY, image: 'https://jyotishi.example/rashifal/kark/share.png' });
    // The way in, back to this page after sign-in; the other signs one click away.
    expect(res.text).toContain('<a class="way-in" href="/auth?next=/rashifal/kark">Your own daily, from your birth chart →</a>');
    expect(res.text).toContain('<a href="/rashifal/simha">Simha (Leo)</a>');
  });

  it('is in Hindi at /hi/rashifal/{sign}, with the Hindi share image', async () => {
    const res = await visitor.get('/hi/rashifal/meen');
    expect(res.status).toBe(200);
    expect(res.text).toContain(escapeHtml(rashifal(11, DAY, 'hi', 'full').text));
    expect(head(res.text, /<title>([^<]+)<\/title>/)).toBe('मीन राशि का दैनिक राशिफल, गुरुवार, 15 जनवरी 2026');
    expect(res.text).toContain('<meta property="og:image" content="https://jyotishi.example/hi/rashifal/meen/share.png">');
    expect(res.text).toContain('<a class="way-in" href="/auth?next=/hi/rashifal/meen">');
  });

  it('answers 304 to its ETag, and is drawn once per language and day', async () => {
    const first = await visitor.get('/rashifal/tula');
    const again = await visitor.get('/rashifal/tula', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    await Promise.all([1, 2, 3].map(() => t.client().get('/hi/rashifal/tula')));
    const rows = await t.db.select().from(publicPages).where(eq(publicPages.path, '/rashifal/tula'));
    expect(rows.map((r) => [r.language, r.period, r.generations]).sort()).toEqual([
      ['en', `daily:${DAY}`, 1],
      ['hi', `daily:${DAY}`, 1],
    ]);
  });

  it('shows a date asked for, kept a day by caches, with its own canonical', async () => {
    const res = await visitor.get('/rashifal/mesh?date=2026-03-04');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.text).toContain(escapeHtml(rashifal(0, '2026-03-04', 'en', 'full').text));
    expect(res.text).toContain('<link rel="canonical" href="https://jyotishi.example/rashifal/mesh?date=2026-03-04">');
    expect(res.text).toContain('<a href="/rashifal/mesh?date=2026-03-05" rel="nofollow">Next day →</a>');
  });

  it.each(['2026-02-30', 'tomorrow', '2040-01-01'])('refuses a bad date (%s) with what a date must be, storing nothing', async (date) => {
    const res = await visitor.get(`/rashifal/kark?date=${date}`);
    expect(res.status).toBe(400);
    expect(textOf(res.text)).toContain('The date must be a real day written YYYY-MM-DD, from 2016-01-01 to 2036-12-31.');
    expect(await t.db.select().from(publicPages).where(like(publicPages.path, `%date=${date}`))).toEqual([]);
  });

  it.each(['/rashifal/cancer', '/hi/rashifal/leo', '/rashifal/kark/fortnightly', '/rashifal/kark/anything/else'])('an unknown address (%s) is the 404 page, saying where the signs are', async (path) => {
    const res = await visitor.get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(res.text)).toMatch(/No such sign|यह राशि नहीं मिली/);
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });
});

describe('the weekly, monthly and yearly rashifal', () => {
  it("are the composer's texts for the span holding today: the week from Monday, the month, the year", async () => {
    const week = await visitor.get('/rashifal/kark/weekly');
    expect(week.status).toBe(200);
    expect(week.setCookies).toEqual([]);
    expect(week.text).toContain(escapeHtml(rashifal(3, '2026-01-12', 'en', 'full', 'weekly').text));
    expect(head(week.text, /<title>([^<]+)<\/title>/)).toBe('Karka (Cancer) weekly rashifal, 12–18 January 2026');
    // Its own steps and headings, and tabs to the sign's other periods.
    expect(week.text).toContain('>← Previous week</a>');
    expect(week.text).not.toContain('Previous day');
    expect(week.text).toContain('<a href="/rashifal/kark/weekly" aria-current="page"><strong>Weekly</strong></a>');
    for (const other of ['/rashifal/kark', '/rashifal/kark/monthly', '/rashifal/kark/yearly']) expect(week.text).toContain(`<a href="${other}">`);
    const month = await visitor.get('/rashifal/kark/monthly');
    expect(month.text).toContain(escapeHtml(rashifal(3, '2026-01-01', 'en', 'full', 'monthly').text));
    expect(head(month.text, /<title>([^<]+)<\/title>/)).toBe('Karka (Cancer) monthly rashifal, January 2026');
    const year = await visitor.get('/rashifal/kark/yearly');
    expect(year.text).toContain(escapeHtml(rashifal(3, '2026-01-01', 'en', 'full', 'yearly').text));
    expect(head(year.text, /<title>([^<]+)<\/title>/)).toBe('Karka (Cancer) yearly rashifal, 2026');
  });

  it('have an index of the twelve short texts per period, in English and Hindi', async () => {
    const en = await visitor.get('/rashifal/weekly');
    expect(en.status).toBe(200);
    const hi = await visitor.get('/hi/rashifal/monthly');
    expect(hi.status).toBe(200);
    expect(textOf(hi.text)).toContain('मासिक राशिफल');
    for (let sign = 0; sign < 12; sign++) {
      expect(en.text).toContain(escapeHtml(rashifal(sign, '2026-01-12', 'en', 'short', 'weekly').text));
      expect(hi.text).toContain(escapeHtml(rashifal(sign, '2026-01-01', 'hi', 'short', 'monthly').text));
    }
  });

  it("send a date inside a span to the span's first day, and list every period in the sitemap", async () => {
    const inside = await visitor.get('/rashifal/kark/yearly?date=2026-03-10');
    expect(inside.status).toBe(301);
    expect(inside.headers.get('location')).toBe('/rashifal/kark/yearly?date=2026-01-01');
    const week = await visitor.get('/hi/rashifal/kark/weekly?date=2026-01-21');
    expect(week.status).toBe(301);
    expect(week.headers.get('location')).toBe('/hi/rashifal/kark/weekly?date=2026-01-19');
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    for (const path of ['/rashifal/weekly', '/rashifal/kark/weekly', '/rashifal/kark/monthly', '/rashifal/meen/yearly', '/hi/rashifal/kark/yearly'])
      expect(sitemap).toContain(`https://jyotishi.example${path}<`);
  });
});

describe("a sign's share image", () => {
  it('is a 1200×630 PNG for each language, without a cookie, kept by caches', async () => {
    const en = await t.app.request('/rashifal/kark/share.png');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('image/png');
    expect(en.headers.get('set-cookie')).toBeNull();
    expect(en.headers.get('cache-control')).toBe('public, max-age=604800');
    const enBytes = Buffer.from(await en.arrayBuffer());
    expect(pngSize(enBytes)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    const hiBytes = Buffer.from(await (await t.app.request('/hi/rashifal/kark/share.png')).arrayBuffer());
    expect(pngSize(hiBytes)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    // The words differ, and so does each sign's image.
    expect(hiBytes.equals(enBytes)).toBe(false);
    const simha = Buffer.from(await (await t.app.request('/rashifal/simha/share.png')).arrayBuffer());
    expect(simha.equals(enBytes)).toBe(false);
    expect((await t.app.request('/rashifal/cancer/share.png')).status).toBe(404);
  });

  it('is drawn in Tamil and in Telugu script too, the sign’s own name over its English ones', async () => {
    const ta = shareImageSvg(3, 'ta');
    const te = shareImageSvg(3, 'te');
    // Each word is outlines of its script's face (no <text> for a viewer to lack a font for), and the two differ.
    expect(ta).not.toContain('<text');
    expect(ta).not.toEqual(te);
    for (const language of ['ta', 'te'] as const) {
      const bytes = await shareImagePng(3, language);
      expect(pngSize(bytes)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    }
  });
});

describe('the sitemap and robots.txt', () => {
  it('list the rashifal pages in all four languages, with their alternates', async () => {
    const sitemap = (await visitor.get('/sitemap.xml')).text;
    for (const path of ['/rashifal', '/rashifal/mesh', '/rashifal/meen', '/rashifal/find']) {
      expect(sitemap).toContain(`<url><loc>https://jyotishi.example${path}</loc><xhtml:link rel="alternate" hreflang="en" href="https://jyotishi.example${path}"/><xhtml:link rel="alternate" hreflang="hi" href="https://jyotishi.example/hi${path}"/>`);
      for (const language of ['hi', 'ta', 'te']) expect(sitemap).toContain(`<loc>https://jyotishi.example/${language}${path}</loc>`);
    }
    expect((await visitor.get('/robots.txt')).text).toContain('Allow: /rashifal');
  });
});

describe('the sign finder', () => {
  const find = (query: Record<string, string>, language: 'en' | 'hi' = 'en') => visitor.get(`${language === 'hi' ? '/hi' : ''}/rashifal/find?${new URLSearchParams(query).toString()}`);
  const engineMoon = (date: string, time: string, place: string) => {
    const [p] = searchPlaces(place, 1);
    return bodyOf(buildChart({ date, time, latitude: p!.latitude, longitude: p!.longitude, timezone: p!.timezone }), 'Moon').sign;
  };

  it('is a plain form without a cookie', async () => {
    const res = await visitor.get('/rashifal/find');
    expect(res.status).toBe(200);
    expect(res.setCookies).toEqual([]);
    expect(res.text).toContain('<form method="get" action="/rashifal/find" class="finder">');
    expect(textOf(res.text)).toContain('Find your Moon sign');
  });

  // Births whose Moon signs are published widely: Indira Gandhi (19 November 1917, 23:11, Allahabad:
  // Moon in Makara) and Amitabh Bachchan (11 October 1942, 16:00, Allahabad: Moon in Tula).
  it.each([
    { date: '1917-11-19', time: '23:11', place: 'Prayagraj', sign: 9, name: 'Makara (Capricorn)', slug: 'makar' },
    { date: '1942-10-11', time: '16:00', place: 'Prayagraj', sign: 6, name: 'Tula (Libra)', slug: 'tula' },
    { date: '1990-06-15', time: '07:30', place: 'New York', sign: engineMoon('1990-06-15', '07:30', 'New York'), name: null, slug: null },
  ])('finds the Moon sign of $date $time at $place as the engine does', async ({ date, time, place, sign, name, slug }) => {
    expect(engineMoon(date, time, place)).toBe(sign);
    const res = await find({ date, time, place });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = textOf(res.text);
    if (name) expect(text).toContain(`Your Moon sign is ${name}`);
    if (slug) expect(res.text).toContain(`href="/rashifal/${slug}"`);
    expect(res.text).toContain('href="/auth?next=/chart"');
  });

  it('without a time, gives the sign when the Moon kept it all day, and both with the minute when it changed', async () => {
    // A day the Moon changed sign, and one it did not, found with the engine.
    const days = Array.from({ length: 6 }, (_, i) => `2001-03-0${i + 1}`);
    const changes = days.find((d) => engineMoon(d, '00:00', 'Pune') !== engineMoon(d, '23:59', 'Pune'))!;
    const steady = days.find((d) => engineMoon(d, '00:00', 'Pune') === engineMoon(d, '23:59', 'Pune'))!;
    const one = textOf((await find({ date: steady, time: '', place: 'Pune' })).text);
    expect(one).toContain('Without a time: the Moon stayed in this sign all that day');
    const both = await find({ date: changes, time: '', place: 'Pune' });
    expect(both.status).toBe(200);
    const minute = /The Moon changed sign that day at (\d\d:\d\d) local time/.exec(textOf(both.text))![1]!;
    const [h, m] = minute.split(':').map(Number) as [number, number];
    const before = `${String(h - (m === 0 ? 1 : 0)).padStart(2, '0')}:${String((m + 59) % 60).padStart(2, '0')}`;
    expect(engineMoon(changes, before, 'Pune')).toBe(engineMoon(changes, '00:00', 'Pune'));
    expect(engineMoon(changes, minute, 'Pune')).toBe(engineMoon(changes, '23:59', 'Pune'));
  });

  it('answers in Hindi at /hi/rashifal/find', async () => {
    const res = await find({ date: '1917-11-19', time: '23:11', place: 'Prayagraj' }, 'hi');
    expect(textOf(res.text)).toContain('आपकी राशि मकर है');
    expect(res.text).toContain('href="/hi/rashifal/makar"');
  });

  it('refuses a bad date, time or place with a clear message for each', async () => {
    const res = await find({ date: '2030-01-01', time: '25:00', place: 'Qqqxyzzz' });
    expect(res.status).toBe(400);
    const text = textOf(res.text);
    expect(text).toContain('Enter your date of birth as a real date, from 1900 to today.');
    expect(text).toContain('Enter the time as hours and minutes (HH:MM, 24-hour)');
    expect(text).toContain('We found no place called “Qqqxyzzz”.');
    const empty = await find({ date: '1899-12-31', time: '', place: '' });
    expect(empty.status).toBe(400);
    expect(textOf(empty.text)).toContain('Enter the town or city where you were born.');
    expect(textOf((await find({ date: '', time: '', place: '' }, 'hi')).text)).toContain('जन्म की तारीख कोई असली तारीख होनी चाहिए');
  });
});
