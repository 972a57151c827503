import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { head, jsonLd, textOf } from '../../../tests/support/page-text';
import summary from '../../astro/fixtures/reference-agreement.json';
import { accuracyWords } from './accuracy-words';

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://jyotishi.example' } });
  visitor = t.client();
});

const rowOf = (text: string, label: string) => text.slice(text.indexOf(label), text.indexOf(label) + label.length + 80);

describe('how our calculations compare: a page anyone can read', () => {
  it('answers without a cookie, with the comparison in the HTML and kept by caches for a day', async () => {
    const res = await visitor.get('/accuracy');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.setCookies).toEqual([]);
    const text = textOf(res.text);
    expect(text).toContain('How our calculations compare');
    expect(text).toContain(`for ${summary.charts} births`);
    for (const heading of ['What we compared', 'How much agrees', 'Where we differ, and why', 'Worked examples from the books']) expect(text, heading).toContain(heading);
    expect(text).toContain('adds up to 337');
    expect(res.text).toContain('href="https://github.com/naturalstupid/PyJHora"');
  });

  it('prints the figures the comparison test computes from the engine, quantity by quantity', async () => {
    const text = textOf((await visitor.get('/accuracy')).text);
    const number = new Intl.NumberFormat('en-IN');
    for (const q of summary.quantities) {
      const row = rowOf(text, accuracyWords.en.quantity[q.quantity as keyof typeof accuracyWords.en.quantity]);
      expect(row, q.quantity).toContain(`${number.format(q.agree)} of ${number.format(q.compared)} the same (`);
    }
    // Each reason is told with its count.
    const byLongitude = summary.quantities.reduce((n, q) => n + (q.quantity === 'bhavaBala' ? 0 : ((q.byReason as Record<string, number>).longitude ?? 0)), 0);
    expect(text).toContain(`${byLongitude} values come from the planets`);
    expect(text).toContain(`at most ${summary.largestLongitudeGapArcsec} seconds of arc`);
  });

  it('is in Hindi at /hi/accuracy, with both languages named to search engines', async () => {
    const res = await visitor.get('/hi/accuracy');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="hi-IN">');
    const text = textOf(res.text);
    expect(text).toContain('हमारी गणना कितनी मिलती है');
    expect(text).toContain(`${summary.charts} जन्मों पर PyJHora से मिलाया`);
    expect(text).toContain('कहाँ अंतर है, और क्यों');
    expect(res.text).toContain('<link rel="canonical" href="https://jyotishi.example/hi/accuracy">');
    expect(res.text).toContain('<link rel="alternate" hreflang="en" href="https://jyotishi.example/accuracy">');
    expect(res.text).toContain('<link rel="alternate" hreflang="hi" href="https://jyotishi.example/hi/accuracy">');
    expect(head(res.text, /<title>([^<]+)<\/title>/)).toBe(accuracyWords.hi.title);
    expect(jsonLd(res.text)).toMatchObject({ '@type': 'TechArticle', url: 'https://jyotishi.example/hi/accuracy', inLanguage: 'hi' });
  });

  it('is in Tamil at /ta/accuracy and in Telugu at /te/accuracy, each with the figures the engine computes', async () => {
    const ta = await visitor.get('/ta/accuracy');
    expect(ta.status).toBe(200);
    const taText = textOf(ta.text);
    expect(taText).toContain('எங்கள் கணிப்புகள் எவ்வளவு ஒத்துப்போகின்றன');
    expect(taText).toContain(`${summary.charts} ஜாதகங்களில் PyJHora உடன் ஒப்பிட்டோம்`);
    expect(taText).toContain('எங்கே வேறுபடுகிறோம், ஏன்');
    expect(ta.text).toContain('<link rel="canonical" href="https://jyotishi.example/ta/accuracy">');
    expect(jsonLd(ta.text)).toMatchObject({ '@type': 'TechArticle', url: 'https://jyotishi.example/ta/accuracy', inLanguage: 'ta' });
    const te = await visitor.get('/te/accuracy');
    expect(te.status).toBe(200);
    const teText = textOf(te.text);
    expect(teText).toContain('మా గణనలు ఎంతవరకు సరిపోతాయి');
    expect(teText).toContain(`${summary.charts} జాతకాలపై PyJHoraతో పోల్చాం`);
    const number = new Intl.NumberFormat('en-IN');
    for (const q of summary.quantities) {
      const row = rowOf(teText, accuracyWords.te.quantity[q.quantity as keyof typeof accuracyWords.te.quantity]);
      expect(row, q.quantity).toContain(`${number.format(q.compared)}లో ${number.format(q.agree)} ఒకటే (`);
    }
    expect(head(te.text, /<title>([^<]+)<\/title>/)).toBe(accuracyWords.te.title);
  });

  it('sends the same bytes gzipped to a client that takes them, and nothing again to one that has them', async () => {
    const plain = await visitor.get('/accuracy', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const request = (extra: Record<string, string>) => t.app.request('/accuracy', { headers: { host: 'localhost', ...extra } });
    const zipped = await request({ 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(plain.text);
    expect((await request({ 'if-none-match': plain.headers.get('etag')! })).status).toBe(304);
  });

  it('is in the sitemap, all four languages', async () => {
    const { text } = await visitor.get('/sitemap.xml');
    expect(text).toContain('<loc>https://jyotishi.example/accuracy</loc>');
    for (const language of ['hi', 'ta', 'te']) expect(text).toContain(`<loc>https://jyotishi.example/${language}/accuracy</loc>`);
  });
});
