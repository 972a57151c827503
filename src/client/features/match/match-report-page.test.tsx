import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildChart } from '../../../astro/chart';
import { matchCharts } from '../../../astro/matching';
import { poruthamsOfMatch } from '../../../astro/porutham';
import type { MatchPersonView, MatchView } from '../../../shared/match';
import { LanguageContext } from '../../i18n/text';
import { matchQuery } from './api/match-api';
import { MatchReportPage } from './match-report-page';
import { MatchPage } from './match-page';

// The Kundli Milan pages as a reader sees them: the system chosen on the form, and a report's ten
// poruthams beside its gunas, each saying in words (not only in colour) whether it agrees.

// The groom's Moon in Bharani, Aries; the bride's in Uttara Ashadha, Capricorn: 7 of 10 agree,
// Rasi Adhipathi, Stree Deergha and Vasya do not (as the match API's tests have it).
const mumbai = { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
const result = matchCharts({ chart: buildChart({ date: '1992-08-20', time: '06:15', ...mumbai }), gender: 'male' }, { chart: buildChart({ date: '1990-05-15', time: '14:30', ...mumbai }), gender: 'female' });
const person = (name: string, gender: 'male' | 'female', birthDate: string, birthTime: string): MatchPersonView => ({ name, gender, birthDate, birthTime, place: { city: 'Mumbai', country: 'India' }, source: 'new', birthTimeKnown: true });
const north: MatchView = { matchId: 'm1', createdAt: '2026-12-01T06:00:00.000Z', language: 'en', a: person('Arun Kumar', 'male', '1992-08-20', '06:15'), b: person('Kavya Raman', 'female', '1990-05-15', '14:30'), result };
const south: MatchView = { ...north, poruthams: poruthamsOfMatch(result) };

function render(page: ReactNode, path: string, language: 'en' | 'hi', seed?: (client: QueryClient) => void) {
  const queryClient = new QueryClient();
  seed?.(queryClient);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/match" element={page} />
            <Route path="/match/:matchId" element={page} />
          </Routes>
        </MemoryRouter>
      </LanguageContext.Provider>
    </QueryClientProvider>,
  );
}

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&(amp|#x27|quot|lt|gt);/g, (e) => entities[e]!).replace(/\s+/g, ' ').trim();

function report(match: MatchView, language: 'en' | 'hi' = 'en') {
  const html = render(<MatchReportPage />, '/match/m1', language, (client) => client.setQueryData(matchQuery('m1').queryKey, { match } as never));
  // Each porutham's item, as text.
  const items = html.split('data-testid="porutham"').slice(1).map((part) => textOf(`<${part.split('</li>')[0]}`));
  return { html, text: textOf(html), items };
}

describe('the match report page', () => {
  it('lists the ten poruthams of a south report, each agreeing or not in words, Rajju and Vedha marked as deciding', () => {
    const { text, items } = report(south);
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.split(' ')[0])).toEqual(['Dina', 'Gana', 'Mahendra', 'Stree', 'Yoni', 'Rasi', 'Rasi', 'Vasya', 'Rajju', 'Vedha']);
    expect(items[0]).toContain("Agrees The groom's star is the 9th from the bride's (Parama Mitra tara): a favourable count.");
    expect(items[3]).toMatch(/^Stree Deergha Does not agree /);
    expect(items[6]).toContain('Rasi Adhipathi Does not agree The lords, Shani and Mangala, are not friendly');
    expect(items[8]).toMatch(/^Rajju Deciding Agrees The bride's star is in the navel \(nabhi\) rajju, the groom's in the thigh \(kati\)\./);
    expect(items[9]).toMatch(/^Vedha Deciding Agrees Uttara Ashadha and Bharani do not strike each other\./);
    expect(items.filter((item) => item.includes('Deciding'))).toHaveLength(2);
    expect(items.filter((item) => / Agrees /.test(item))).toHaveLength(7);
    // The count beside the gunas with its verdict and why, and again on the card.
    expect(text).toContain('Guna Milan (North Indian) ');
    expect(text).toContain('Porutham (South Indian) 7 of 10 poruthams agree Good match 6 or 7 agree, with Rajju and Vedha: a good match.');
    expect(text).toContain('Ten poruthams 7 of 10 poruthams agree Good match Rajju and Vedha decide on their own');
    expect(text).toContain('of 36 gunas');
    expect(text).not.toContain('Show the ten poruthams');
  });

  it('words them in Hindi for a Hindi reader, with the stars and planets in Hindi', () => {
    const { html, text, items } = report(south, 'hi');
    expect(items).toHaveLength(10);
    expect(items[8]).toMatch(/^रज्जु निर्णायक मिलता है वधू का नक्षत्र नाभि रज्जु में है, वर का कटि रज्जु में।/);
    expect(items[9]).toMatch(/^वेध निर्णायक मिलता है उत्तराषाढ़ा और भरणी में वेध नहीं है।/);
    expect(items[6]).toContain('राशि अधिपति नहीं मिलता दोनों स्वामी, शनि और मंगल, मित्र नहीं हैं');
    expect(text).toContain('पोरुत्तम (दक्षिण भारतीय) 7 पोरुत्तम मिलते हैं (10 में से) अच्छा मिलान');
    expect(text).toContain('दस पोरुत्तम (दक्षिण भारतीय मिलान) 10 में से 7 पोरुत्तम मिलते हैं अच्छा मिलान');
    // No English in the cards but the names as typed and the brand.
    const latin = textOf(html).replace(/Arun Kumar|Kavya Raman|PDF|Jyotishi/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
    expect(latin).toEqual([]);
  });

  it('offers a north report the ten poruthams, and shows none of them until asked', () => {
    const { text, items } = report(north);
    expect(items).toEqual([]);
    expect(text).not.toContain('poruthams agree');
    expect(text).toContain('South Indian matching');
    expect(text).toContain('Show the ten poruthams');
    expect(report(north, 'hi').text).toContain('दस पोरुत्तम देखें');
  });
});

describe('the match form', () => {
  it('offers both systems, North Indian chosen for English and Hindi readers', () => {
    const checked = (language: 'en' | 'hi') => {
      const html = render(<MatchPage />, '/match', language);
      const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);
      return { radios, text: textOf(html) };
    };
    const en = checked('en');
    expect(en.radios).toHaveLength(2);
    expect(en.radios.filter((r) => r.includes('checked'))).toEqual([expect.stringContaining('value="north"')]);
    expect(en.text).toContain('Matching system North Indian (36 gunas)');
    expect(en.text).toContain('South Indian (10 poruthams)');
    const hi = checked('hi');
    expect(hi.radios.filter((r) => r.includes('checked'))).toEqual([expect.stringContaining('value="north"')]);
    expect(hi.text).toContain('मिलान की पद्धति उत्तर भारतीय (36 गुण)');
    expect(hi.text).toContain('दक्षिण भारतीय (10 पोरुत्तम)');
  });
});
