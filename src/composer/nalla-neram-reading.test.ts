/**
 * A Tamil or Telugu daily reading names the day's Nalla Neram at the reader's place: every good
 * Gowri period outside Rahu kalam and Yamagandam, with the engine's times (docs/decisions/048).
 */
import { describe, expect, it } from 'vitest';
import { PEOPLE, factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import type { Reader } from './input';
import { rangeTa } from './wording/ta/names';
import { rangeTe } from './wording/te/names';

const CHENNAI: Reader = { place: { label: 'Chennai', latitude: 13.0827, longitude: 80.2707, timezone: 'Asia/Kolkata' }, lunarMonth: 'amanta' };

describe('Nalla Neram in the daily reading', () => {
  it.each([
    ['ta', 'நல்ல நேரம்', rangeTa],
    ['te', 'శుభ సమయం (నల్ల నేరం)', rangeTe],
  ] as const)('is named in %s with each of the day’s periods', (language, term, range) => {
    for (const asked of ['2026-12-08', '2027-02-14', '2027-06-30']) {
      for (const person of PEOPLE.slice(0, 3)) {
        const facts = factsFor(person, 'daily', new Date(`${asked}T03:00:00Z`), CHENNAI);
        const periods = facts.days[0]!.kaal!.nallaNeram;
        expect(periods.length).toBeGreaterThan(0);
        const text = composeReading(facts, language);
        const sentence = text.split(/\n|\.\s/).find((s) => s.includes(term) && s.includes(range(periods[0]!.start, periods[0]!.end)));
        expect(sentence, `${language} ${asked}`).toBeDefined();
        for (const p of periods) expect(sentence).toContain(range(p.start, p.end));
      }
    }
  });
});
