/**
 * The slow grahas' transits are weighed with their own Ashtakavarga bindus in the sign they
 * transit (classics.ts): 0–3 weak, 4 middling, 5–8 strong. The facts carry the engine's numbers,
 * the balance moves with them, and the reading names them.
 */
import { describe, expect, it } from 'vitest';
import { PEOPLE, birthOf, factsFor, profileOf } from '../../../tests/support/test-profiles';
import { moonChart } from '../../astro/chart';
import { readerOf } from '../../server/residence/reader';
import { buildReadingFacts } from '../facts/build-facts';
import { ashtakavargaOf } from '../../astro/ashtakavarga';
import { composeReading } from '../compose-reading';
import type { ReadingFacts, StayFact } from '../facts/types';
import { binduBand, binduTempering } from './classics';
import { planNatal } from './natal';
import { planSpan } from './span';

const NOW = new Date('2026-11-24T03:30:00Z');

/** The same facts with Saturn's stays given `bindus` in their signs. */
function withSaturnBindus(f: ReadingFacts, bindus: number): ReadingFacts {
  const stays = (f.sky.stays.Saturn ?? []).map((s): StayFact => ({ ...s, bindus }));
  return { ...f, sky: { ...f.sky, stays: { ...f.sky.stays, Saturn: stays } } };
}

describe('Ashtakavarga in the transit weighing', () => {
  it('bands the bindus as the classics do: 0–3 weak, 4 middling, 5–8 strong', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(binduBand)).toEqual(['weak', 'weak', 'weak', 'weak', 'middling', 'strong', 'strong', 'strong', 'strong']);
    expect([binduTempering(true, 6), binduTempering(true, 2), binduTempering(false, 6), binduTempering(false, 2), binduTempering(true, 4), binduTempering(false, null)]).toEqual([1.5, 0.5, 0.5, 1.5, 1, 1]);
  });

  it('gives every stay of a planet its own bindus in that sign from the birth chart, and none to the nodes', () => {
    for (const p of PEOPLE.slice(0, 3)) {
      const f = factsFor(p, 'yearly', NOW);
      const av = ashtakavargaOf(birthOf(p).chart);
      for (const g of ['Saturn', 'Jupiter'] as const) {
        const stays = f.sky.stays[g]!;
        expect(stays.length).toBeGreaterThan(0);
        for (const s of stays) expect(s.bindus).toBe(av.bav[g][s.sign]);
      }
      for (const s of f.sky.stays.Rahu!) expect(s.bindus).toBeNull();
    }
  });

  it('has no bindus without a birth time, as the lagna gives some of them', () => {
    const p = PEOPLE[0]!;
    const known = birthOf(p);
    const birth = { ...known, chart: moonChart(known.chart), timeKnown: false };
    const f = buildReadingFacts({ profile: profileOf(p), birth, readingType: 'monthly', now: NOW, reader: readerOf(profileOf(p)) });
    for (const g of ['Saturn', 'Jupiter'] as const) for (const s of f.sky.stays[g]!) expect(s.bindus).toBeNull();
    expect(factsFor(p, 'monthly', NOW).sky.stays.Saturn![0]!.bindus).not.toBeNull();
  });

  it('lifts the period’s balance when Saturn transits with many bindus and lowers it with few', () => {
    for (const p of PEOPLE) {
      const f = factsFor(p, 'monthly', NOW);
      const strong = planSpan(withSaturnBindus(f, 7), 'monthly').balance.score;
      const middling = planSpan(withSaturnBindus(f, 4), 'monthly').balance.score;
      const weak = planSpan(withSaturnBindus(f, 1), 'monthly').balance.score;
      expect(strong, p.name).toBeGreaterThan(middling);
      expect(middling, p.name).toBeGreaterThan(weak);
    }
  });

  it('says so in the reading, with the engine’s own count for the graha and sign, in English and in Hindi', () => {
    const SIGNS_EN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    let said = 0;
    for (const p of PEOPLE) {
      const av = ashtakavargaOf(birthOf(p).chart);
      for (const type of ['monthly', 'quarterly', 'yearly'] as const) {
        const f = factsFor(p, type, NOW);
        const en = composeReading(f, 'en');
        // Each way the sentence is worded names the graha, its count and the sign.
        const frames = [
          /(?<graha>Saturn|Jupiter) (?:holds|has) (?:only )?(?<n>\d) of 8 bindus in (?<sign>[A-Z][a-z]+)/g,
          /gives (?<graha>Saturn|Jupiter) (?:just )?(?<n>\d) of 8 bindus in (?<sign>[A-Z][a-z]+)/g,
          /(?<n>\d) bindus out of 8 for (?<graha>Saturn|Jupiter) in (?<sign>[A-Z][a-z]+)/g,
          /Ashtakavarga, (?<sign>[A-Z][a-z]+) gives (?<graha>Saturn|Jupiter) (?:only )?(?<n>\d) of 8 bindus/g,
        ];
        let inText = 0;
        for (const frame of frames) {
          for (const m of en.matchAll(frame)) {
            said++;
            inText++;
            const { graha, n, sign } = m.groups!;
            expect(Number(n), `${p.name} ${type}: ${m[0]}`).toBe(av.bav[graha as 'Saturn' | 'Jupiter'][SIGNS_EN.indexOf(sign!)]);
          }
        }
        const hi = composeReading(f, 'hi');
        expect(inText > 0, `${p.name} ${type}`).toBe(hi.includes('8 में से'));
        expect(inText > 0, `${p.name} ${type} te`).toBe(/గ్రహానికి 8కి (?:కేవలం )?\d బిందువు/.test(composeReading(f, 'te')));
      }
    }
    expect(said).toBeGreaterThan(3);
  });

  it('names the bindus where the closing weighs a slow transit', () => {
    const f = factsFor(PEOPLE[1]!, 'yearly', NOW);
    expect(composeReading(f, 'en')).toMatch(/(Saturn|Jupiter)[^.]*, with \d of 8 bindus \(Ashtakavarga points\)/);
    expect(composeReading(f, 'hi')).toMatch(/अष्टकवर्ग के \d बिंदुओं वाली/);
    expect(composeReading(f, 'te')).toMatch(/అష్టకవర్గులో \d బిందువులున్న/);
  });

  it('weighs Saturn’s stay now in the career, love, health and life readings by its bindus too', () => {
    for (const p of PEOPLE) {
      for (const type of ['career', 'love', 'health', 'life'] as const) {
        const f = factsFor(p, type, NOW);
        const score = (bindus: number) => planNatal(withSaturnBindus(f, bindus), type).balance.score;
        const [strong, middling, weak] = [score(7), score(4), score(1)];
        // The direction stays the verdict's: a help grows with the bindus, and a pressure eases.
        expect(strong, `${p.name} ${type}`).toBeGreaterThan(middling);
        expect(middling, `${p.name} ${type}`).toBeGreaterThan(weak);
      }
    }
  });

  it('names Jupiter’s and Saturn’s own bindus in the natal readings, in English and in Hindi, and none without a birth time', () => {
    const SIGNS_EN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    const SIGN = `(?<sign>${SIGNS_EN.join('|')})`;
    const GRAHA = '(?<graha>Saturn|Jupiter)';
    // Each way a clause is worded names the graha, its count and the sign.
    const frames = [new RegExp(`${GRAHA}(?: \\([^)]*\\))? (?:has|holds) (?:only |just )?(?<n>\\d) of 8(?: bindus)? in ${SIGN}`, 'g')];
    for (const p of PEOPLE) {
      const av = ashtakavargaOf(birthOf(p).chart);
      for (const type of ['career', 'love', 'health', 'life'] as const) {
        const f = factsFor(p, type, NOW);
        const en = composeReading(f, 'en');
        const said = new Map<string, number>();
        for (const frame of frames) for (const m of en.matchAll(frame)) said.set(m.groups!.graha!, Number(m.groups!.n));
        const now = (g: 'Jupiter' | 'Saturn') => f.sky.start[g].sign;
        expect(Object.fromEntries(said), `${p.name} ${type}`).toEqual({ Jupiter: av.bav.Jupiter[now('Jupiter')], Saturn: av.bav.Saturn[now('Saturn')] });
        const hi = composeReading(f, 'hi');
        expect(hi.match(/8 में से (?:केवल |सिर्फ़ )?\d बिंदु/g)?.length, `${p.name} ${type} hi`).toBe(2);
      }
    }
    const p = PEOPLE[0]!;
    const known = birthOf(p);
    const birth = { ...known, chart: moonChart(known.chart), timeKnown: false };
    const f = buildReadingFacts({ profile: profileOf(p), birth, readingType: 'career', now: NOW, reader: readerOf(profileOf(p)) });
    expect(composeReading(f, 'en')).not.toContain('bindus');
    expect(composeReading(f, 'hi')).not.toContain('बिंदु');
  });
});
