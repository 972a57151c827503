/**
 * Slips a practising astrologer caught in real readings, each pinned to a birth and a day that
 * showed it: what the reading says must be true of the sky it names, in English and in Hindi.
 */
import { describe, expect, it } from 'vitest';
import { requestInstant } from '../server/readings/audit/request';
import type { TestPerson } from '../../tests/support/test-profiles';
import { factsFor } from '../../tests/support/test-profiles';
import { composeReading } from './compose-reading';
import { READINGS } from './reading-registry';
import type { Block } from './judgement/plan';
import type { ReadingType } from '../shared/reading-types';

const india = (name: string, date: string, time: string, city: string, latitude: number, longitude: number): TestPerson => ({
  name, gender: 'male', date, time, city, country: 'India', latitude, longitude, timezone: 'Asia/Kolkata',
});

/** The Moon leaves Sagittarius (Jupiter's) at 05:20 on 4 March 2027 and spends the day in Capricorn. */
const SURESH = india('Suresh Krishnan', '2000-04-01', '17:37', 'Hyderabad', 17.385, 78.4867);

const factsOn = (p: TestPerson, type: ReadingType, day: string) => factsFor(p, type, requestInstant(day, p.timezone));
const blockOf = <K extends Block['kind']>(blocks: Block[], kind: K) => blocks.find((b): b is Extract<Block, { kind: K }> => b.kind === kind);

describe('the daily dasha line and the Moon\'s sign', () => {
  it('names the sign the Moon holds in the waking day, never one it left before dawn', () => {
    const facts = factsOn(SURESH, 'daily', '2027-03-04');
    const line = blockOf(READINGS.daily.plan(facts).blocks, 'dasha-line');
    // Jupiter runs the mahadasha; the Moon was in Jupiter's Sagittarius only until 05:20.
    expect(line?.link.key).not.toBe('moon-in-lord-sign');
    const en = composeReading(facts, 'en');
    expect(en).not.toMatch(/Moon in its sign|in Sagittarius, a sign/);
  });

  it('says which sign of the lord the Moon is in, by name, in both languages', () => {
    // Over many days, every time the line is chosen, its sign is one the Moon holds while people are awake and the lord rules it.
    let seen = 0;
    for (let d = 1; d <= 28; d++) {
      const day = `2027-03-${String(d).padStart(2, '0')}`;
      const facts = factsOn(SURESH, 'daily', day);
      const line = blockOf(READINGS.daily.plan(facts).blocks, 'dasha-line');
      if (line?.link.key !== 'moon-in-lord-sign') continue;
      seen++;
      const { sign } = line.link;
      const held = facts.days[0]!.moonSigns.find((s) => s.index === sign)!;
      const waking = { from: facts.days[0]!.startMs + 6 * 3_600_000, to: facts.days[0]!.startMs + 22 * 3_600_000 };
      expect((held.end?.atMs ?? Infinity) > waking.from && (held.start?.atMs ?? -Infinity) < waking.to, day).toBe(true);
      expect(composeReading(facts, 'en')).not.toMatch(/Moon in its sign|passes through a sign of|moves through a sign ruled|crosses a sign ruled/);
      expect(composeReading(facts, 'hi')).not.toMatch(/की राशि से गुज़र|की राशि में हैं \(/);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

