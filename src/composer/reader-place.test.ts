/**
 * A reader's dates and times are those of the place they live now, not India's and not the birth
 * place's (docs/decisions/023). Each stated event is compared with the engine's instant written on
 * the reader's clocks by Intl, in English and in Hindi; the chart stays the birth place's.
 */
import { describe, expect, it } from 'vitest';
import { computeKaal } from '../astro/kaal';
import { SIGNS } from '../astro/zodiac';
import { PEOPLE, factsFor } from '../../tests/support/test-profiles';
import type { Reader } from './input';
import { composeReading } from './compose-reading';
import { dayMonthHi, GRAHAS_HI, rangeHi, SIGNS_HI } from './wording/hi/names';
import { rangeTa } from './wording/ta/names';
import { rangeTe } from './wording/te/names';

const TORONTO: Reader = { place: { label: 'Toronto', latitude: 43.6532, longitude: -79.3832, timezone: 'America/Toronto' }, lunarMonth: 'amanta' };
const DELHI: Reader = { place: { label: 'Delhi', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, lunarMonth: 'purnimanta' };
const MUMBAI_BORN = PEOPLE[0]!;
const CHENNAI_BORN = PEOPLE.find((p) => p.city === 'Chennai')!;

/** 'YYYY-MM-DD' of an instant on a zone's calendar, by Intl (not the app's own date code). */
const isoIn = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const dayMonthEn = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(Date.parse(`${iso}T12:00:00Z`));
/** The sentence (or clause between semicolons) of `text` that names both words. */
const clauseWith = (text: string, a: string, b: string) => text.split(/[.;।]\s*/).filter((s) => s.includes(a) && s.includes(b));

describe('a reader living in Toronto, born in Mumbai', () => {
  // Early in the morning in India is the evening before in Toronto: ingresses then fall a day apart.
  it('gets the ingresses of a monthly on Toronto’s dates, in English and Hindi', () => {
    let compared = 0;
    for (const asked of ['2026-01-12', '2026-03-03', '2026-06-20', '2026-09-09', '2027-02-01']) {
      const facts = factsFor(MUMBAI_BORN, 'monthly', new Date(`${asked}T15:00:00Z`), TORONTO);
      expect(facts.period.start).toBe(isoIn(Date.parse(`${asked}T15:00:00Z`), 'America/Toronto'));
      const en = composeReading(facts, 'en');
      const hi = composeReading(facts, 'hi');
      for (const e of facts.sky.events) {
        const toronto = isoIn(e.atMs, 'America/Toronto');
        const india = isoIn(e.atMs, 'Asia/Kolkata');
        if (e.kind !== 'ingress' || toronto === india) continue;
        const enClauses = clauseWith(en, e.graha, SIGNS[e.toSign]!.english).filter((s) => /\d+ [A-Z][a-z]+/.test(s));
        const hiClauses = clauseWith(hi, GRAHAS_HI[e.graha], SIGNS_HI[e.toSign]!).filter((s) => /\d+ \S+/.test(s));
        if (enClauses.length === 0) continue;
        compared++;
        expect(enClauses.some((s) => s.includes(dayMonthEn(toronto))), `${e.graha} into ${SIGNS[e.toSign]!.english}: ${enClauses.join(' | ')}`).toBe(true);
        expect(enClauses.some((s) => s.includes(dayMonthEn(india))), enClauses.join(' | ')).toBe(false);
        expect(hiClauses.some((s) => s.includes(dayMonthHi(toronto))), hiClauses.join(' | ')).toBe(true);
        expect(hiClauses.some((s) => s.includes(dayMonthHi(india)))).toBe(false);
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('gets a weekly whose Sankranti has one date, Toronto’s, in English and Hindi', () => {
    // Makar Sankranti 2025: the Sun enters Capricorn at 08:55 on 14 January in India, 22:25 on the 13th in Toronto.
    const facts = factsFor(MUMBAI_BORN, 'weekly', new Date('2025-01-12T15:00:00Z'), TORONTO);
    const sun = facts.sky.events.find((e) => e.kind === 'ingress' && e.graha === 'Sun')!;
    const day = isoIn(sun.atMs, 'America/Toronto');
    expect(day).toBe('2025-01-13');
    const en = composeReading(facts, 'en');
    const lines = en.split('\n').filter((l) => l.includes('Makar Sankranti'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Monday 13 January/);
    const enSun = clauseWith(en, 'Sun', 'Capricorn').filter((c) => /\d+ January/.test(c));
    expect(enSun.length).toBeGreaterThan(0);
    for (const c of enSun) expect(c).toContain('13 January');
    const hiSun = clauseWith(composeReading(facts, 'hi'), 'सूर्य', 'मकर').filter((c) => /\d+ जनवरी/.test(c));
    expect(hiSun.length).toBeGreaterThan(0);
    for (const c of hiSun) expect(c).toContain(dayMonthHi(day));
  });

  it('gets a daily judged over Toronto’s day: its Rahu kaal, in English and Hindi', () => {
    const now = new Date('2026-03-04T02:00:00Z'); // 21:00 on 3 March in Toronto, already 4 March in India
    const facts = factsFor(MUMBAI_BORN, 'daily', now, TORONTO);
    expect(facts.period.start).toBe('2026-03-03');
    const kaal = computeKaal('2026-03-03', TORONTO.place).rahuKaal!;
    expect(composeReading(facts, 'en')).toContain(`${kaal.start}–${kaal.end}`);
    expect(composeReading(facts, 'hi')).toContain(rangeHi(kaal.start, kaal.end));
  });
});

describe('a reader living in Delhi, born in Chennai', () => {
  it('gets Delhi’s kaal times, not Chennai’s', () => {
    const facts = factsFor(CHENNAI_BORN, 'daily', new Date('2026-06-10T03:00:00Z'), DELHI);
    const delhi = computeKaal('2026-06-10', DELHI.place).rahuKaal!;
    const chennai = computeKaal('2026-06-10', { latitude: CHENNAI_BORN.latitude, longitude: CHENNAI_BORN.longitude, timezone: CHENNAI_BORN.timezone }).rahuKaal!;
    expect(`${delhi.start}–${delhi.end}`).not.toBe(`${chennai.start}–${chennai.end}`);
    const SAY = { en: (a: string, b: string) => `${a}–${b}`, hi: rangeHi, ta: rangeTa, te: rangeTe } as const;
    for (const language of ['en', 'hi', 'ta', 'te'] as const) {
      const text = composeReading(facts, language);
      const say = SAY[language];
      expect(text).toContain(say(delhi.start, delhi.end));
      expect(text).not.toContain(say(chennai.start, chennai.end));
    }
  });
});
