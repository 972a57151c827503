import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LanguageContext } from '../../i18n/text';
import type { MuhurtaResult, MuhurtaWindowView } from './muhurta-api';
import { WindowList } from './window-list';
import { monthPdfUrl, muhurtaShareText } from './share-text';

const night: MuhurtaWindowView = {
  day: '2026-02-06', start: '2026-02-06T21:10:00+05:30', end: '2026-02-07T01:05:00+05:30', grade: 'good',
  tithi: { number: 20, name: 'Panchami', paksha: 'Krishna' }, nakshatra: { index: 14, name: 'Swati' },
  yoga: { number: 8, name: 'Dhriti' }, karanas: ['Kaulava'], why: [], avoided: [],
};
const delhi = { purpose: 'vivah' as const, citySlug: 'new-delhi', place: { label: 'New Delhi, India' } };

describe('a muhurta window sent on WhatsApp', () => {
  it('names the event, date, time, city and grade, with the public list of the year for that city', () => {
    expect(muhurtaShareText('en', delhi, night, 'https://jyotishi.example')).toBe(
      'Wedding (vivah) muhurta: 6 February 2026, 9:10 pm–1:05 am (7 Feb) at New Delhi, India (Good).\n\nAll the muhurtas of 2026 there:\nhttps://jyotishi.example/muhurta/vivah/2026/new-delhi',
    );
  });

  it('in Hindi, linking the Hindi page', () => {
    const text = muhurtaShareText('hi', delhi, night, 'https://jyotishi.example');
    expect(text).toMatch(/^विवाह का शुभ मुहूर्त: 6 फ़?रवरी 2026, .+, New Delhi, India \(उत्तम\)।/);
    expect(text).toContain('वहाँ 2026 के सारे मुहूर्त:\nhttps://jyotishi.example/hi/muhurta/vivah/2026/new-delhi');
  });

  it('in Tamil and Telugu, linking their own pages', () => {
    const ta = muhurtaShareText('ta', delhi, night, 'https://jyotishi.example');
    expect(ta).toMatch(/^திருமணம் நல்ல முகூர்த்தம்: 6 பிப்ரவரி 2026, இரவு 9:10–.+, New Delhi, India \(நல்லது\)\./);
    expect(ta).toContain('https://jyotishi.example/ta/muhurta/vivah/2026/new-delhi');
    const te = muhurtaShareText('te', delhi, night, 'https://jyotishi.example');
    expect(te).toMatch(/^వివాహం శుభ ముహూర్తం: 6 ఫిబ్రవరి 2026, రాత్రి 9:10–.+ \(మంచిది\)\./);
    expect(te).toContain('అక్కడ 2026 ముహూర్తాలన్నీ:\nhttps://jyotishi.example/te/muhurta/vivah/2026/new-delhi');
  });

  it('has no link when the place is none of the public pages’ cities', () => {
    const text = muhurtaShareText('en', { ...delhi, citySlug: null, place: { label: '10.00°N, 60.00°E' } }, night, 'https://jyotishi.example');
    expect(text).toBe('Wedding (vivah) muhurta: 6 February 2026, 9:10 pm–1:05 am (7 Feb) at 10.00°N, 60.00°E (Good).');
  });
});

describe('the share link on each window of the /muhurta page', () => {
  // The page runs in a browser; here the address it is served from is given.
  beforeAll(() => vi.stubGlobal('window', { location: { origin: 'https://app.example' } }));
  afterAll(() => vi.unstubAllGlobals());
  const result = {
    purpose: 'griha-pravesh', from: '2026-02-01', to: '2026-02-28', citySlug: 'pune', personal: 'off',
    place: { label: 'Pune, India', latitude: 18.52, longitude: 73.86, timezone: 'Asia/Kolkata', source: 'chosen' },
    windows: [night, { ...night, day: '2026-02-09', start: '2026-02-09T07:05:00+05:30', end: '2026-02-09T09:40:00+05:30', grade: 'best' }],
    blackouts: [],
  } as MuhurtaResult;
  const links = (language: 'en' | 'hi') =>
    [...renderToStaticMarkup(
      <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
        <WindowList result={result} />
      </LanguageContext.Provider>,
    ).matchAll(/<a href="([^"]+)" target="_blank" rel="noopener noreferrer" aria-label="([^"]+)"/g)].map((m) => ({ text: new URL(m[1]!.replaceAll('&amp;', '&')).searchParams.get('text'), label: m[2] }));

  it('opens WhatsApp with that window, its city and the public list', () => {
    const [first, second] = links('en');
    expect(first!.label).toBe('Send the window of 6 February 2026, 9:10 pm–1:05 am (7 Feb) on WhatsApp');
    expect(second!.text).toBe(
      `Moving into a new home (griha pravesh) muhurta: 9 February 2026, 7:05–9:40 am at Pune, India (Best).\n\nAll the muhurtas of 2026 there:\nhttps://app.example/muhurta/griha-pravesh/2026/pune`,
    );
  });

  it('offers each month as a PDF of that month, in the page language', () => {
    const html = renderToStaticMarkup(
      <LanguageContext.Provider value={{ language: 'hi', setLanguage: () => {} }}>
        <WindowList result={result} />
      </LanguageContext.Provider>,
    );
    const href = /<a href="(\/api\/muhurta\/pdf\?[^"]+)" download=""[^>]*>([^<]+)<\/a>/.exec(html)!;
    const query = new URLSearchParams(href[1]!.replaceAll('&amp;', '&').split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ purpose: 'griha-pravesh', from: '2026-02-01', to: '2026-02-28', lat: '18.52', lon: '73.86', place: 'Pune, India', lang: 'hi' });
    expect(href[2]).toMatch(/^फ़?रवरी 2026 की PDF$/);
  });

  it('in Hindi', () => {
    const [, second] = links('hi');
    expect(second!.text).toContain('गृह प्रवेश का शुभ मुहूर्त: 9 फ');
    expect(second!.text).toContain('(श्रेष्ठ)।');
    expect(second!.text).toContain(`https://app.example/hi/muhurta/griha-pravesh/2026/pune`);
  });
});

describe("a month's PDF address", () => {
  it('keeps to the searched range', () => {
    const search = { purpose: 'vivah' as const, from: '2026-02-10', to: '2027-02-09', place: { label: 'Delhi', latitude: 28.6, longitude: 77.2 } };
    const query = (month: string) => Object.fromEntries(new URL(monthPdfUrl('en', search, month), 'https://x').searchParams);
    expect(query('2026-02')).toMatchObject({ from: '2026-02-10', to: '2026-02-28', lang: 'en' });
    expect(query('2026-12')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(query('2027-02')).toMatchObject({ from: '2027-02-01', to: '2027-02-09' });
    // A leap February ends on the 29th.
    expect(new URL(monthPdfUrl('en', { ...search, from: '2028-01-01', to: '2028-03-31' }, '2028-02'), 'https://x').searchParams.get('to')).toBe('2028-02-29');
  });

  it('asks for a saved personal result by its id, the month and the language', () => {
    const saved = { purpose: 'vivah' as const, from: '2026-02-01', to: '2026-05-31', id: '0b6c1f8e-2a51-4c1e-9a57-7a1d1c2f3e4d', place: { label: 'Delhi', latitude: 28.6, longitude: 77.2 } };
    expect(monthPdfUrl('hi', saved, '2026-03')).toBe('/api/muhurta/personal/0b6c1f8e-2a51-4c1e-9a57-7a1d1c2f3e4d/pdf?month=2026-03&lang=hi');
  });
});
