/**
 * The tools state what the engine states: their facts agree with the built-in answer's, which the
 * composer reached by its own path, and bad arguments come back as errors the model can act on.
 */
import { describe, expect, it } from 'vitest';
import { PEOPLE } from '../../../../tests/support/test-profiles';
import { requestFor, savedPerson } from '../../../../tests/support/question-request';
import { toolsFor } from './tools';

const rohan = PEOPLE[1]!; // Delhi, 2 November 1985 06:10
const asha = PEOPLE[0]!;
const request = requestFor(rohan, 'When will I get married?', '2026-12-07', 'en', [savedPerson('p-asha', 'partner', asha)]);
const tools = toolsFor(request);

function run(name: string, args: unknown): unknown {
  const out = tools.call(name, JSON.stringify(args));
  if (!out.ok) throw new Error(out.error);
  return out.result;
}

describe('the tools the model answers with', () => {
  it('give the chart the built-in answer reads: Libra rising, Venus debilitated in Virgo in the 12th, the 7th ruled by Mars with Rahu in it', () => {
    const summary = run('chart_summary', {}) as { lagna: { sign: string }; grahas: Array<{ graha: string; sign: string; house: number; dignity: string }>; runningNow: Record<string, { lord: string; start: string; end: string }> };
    expect(summary.lagna.sign).toBe('Libra');
    expect(summary.grahas.find((g) => g.graha === 'Venus')).toMatchObject({ sign: 'Virgo', house: 12, dignity: 'debilitated' });
    expect(summary.grahas.find((g) => g.graha === 'Moon')).toMatchObject({ sign: 'Gemini', house: 9 });
    expect(summary.runningNow.mahadasha).toMatchObject({ lord: 'Saturn', start: '2022-01-25', end: '2041-01-25' });
    expect(request.builtin.answer).toContain('Venus, the karaka of marriage, is in Virgo (debilitated), in your 12th house.');

    const { houses } = run('house_lords_and_yogas', {}) as { houses: Array<{ house: number; sign: string; lord: string; lordSign: string; lordHouse: number; occupants: string[] }> };
    expect(houses[6]).toEqual({ house: 7, sign: 'Aries', lord: 'Mars', lordSign: 'Virgo', lordHouse: 12, occupants: ['Rahu'] });
    expect(request.builtin.answer).toContain('Your 7th house is Aries; its lord Mars is in Virgo, in your 12th house; Rahu sits in it.');
  });

  it('date every period and stay the built-in windows name, to the day', () => {
    const { periods } = run('dashas_in_range', { from: '2026-12-07', to: '2029-12-06', level: 'pratyantardasha' }) as { periods: Array<{ lord: string; start: string; end: string }> };
    const { stays } = run('transits_in_range', { from: '2026-12-07', to: '2029-12-06' }) as { stays: Array<{ graha: string; sign: string; entered: string; left: string }> };
    for (const w of request.builtin.plan.windows) {
      for (const pd of w.pds) expect(periods).toContainEqual(expect.objectContaining({ lord: pd.lord, start: pd.start, end: pd.end }));
      for (const t of w.transits) expect(stays).toContainEqual(expect.objectContaining({ graha: t.graha, entered: t.from, left: t.to }));
    }
    // The periods tile the range: each begins on the day the one before it ends.
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toBe(periods[i - 1]!.end);
  });

  it('give a day’s tara bala and chandra bala as the built-in timing answer judged them', () => {
    const timing = requestFor(rohan, 'which date is good for engagement next month', '2026-12-07', 'en');
    const days = timing.builtin.plan.facts.days;
    expect(days.length).toBeGreaterThan(0);
    const own = toolsFor(timing);
    for (const d of days) {
      const out = own.call('panchang_of_day', JSON.stringify({ date: d.date }));
      if (!out.ok) throw new Error(out.error);
      const p = out.result as { taraBala: { count: number; favourable: boolean }; chandraBala: { houseFromBirthMoon: number; favourable: boolean }; tithi: { number: number } };
      expect(p.taraBala.count).toBe(d.tara);
      expect(p.chandraBala.houseFromBirthMoon).toBe(d.chandraHouse);
      expect(p.tithi.number).toBe(d.tithi);
      expect(p.taraBala.favourable).toBe([2, 4, 6, 8, 9].includes(d.tara));
      expect(p.chandraBala.favourable).toBe([1, 3, 6, 7, 10, 11].includes(d.chandraHouse));
    }
  });

  it('match the asker with a saved person: eight kootas adding up to the total of 36, and ten poruthams', () => {
    const m = run('match_with_person', { person_id: 'p-asha' }) as { ashtakoota: { total: number; max: number; kootas: Record<string, { points: number; max: number }> }; poruthams: { total: number; each: unknown[] } };
    const kootas = Object.values(m.ashtakoota.kootas);
    expect(kootas).toHaveLength(8);
    expect(m.ashtakoota.max).toBe(36);
    expect(kootas.reduce((s, k) => s + k.max, 0)).toBe(36);
    expect(kootas.reduce((s, k) => s + k.points, 0)).toBeCloseTo(m.ashtakoota.total, 5);
    expect(m.poruthams.each).toHaveLength(10);
    const person = run('person_chart', { person_id: 'p-asha' }) as { moon: { sign: string } };
    expect(person.moon.sign).not.toBe('');
  });

  it('turn bad arguments into errors the model can act on', () => {
    const error = (name: string, args: string) => {
      const out = tools.call(name, args);
      return out.ok ? '' : out.error;
    };
    expect(error('dashas_in_range', '{"from":"2026-13-01","to":"2027-01-01"}')).toContain('a date on the calendar');
    expect(error('dashas_in_range', '{"from":"2026-01-01","to":"2060-01-01","level":"antardasha"}')).toContain('at most');
    expect(error('dashas_in_range', '{"from":"2026-01-01","to":"2026-02-01","level":"yearly"}')).toContain('level');
    expect(error('transits_in_range', '{"from":"2026-01-01","to":"2026-02-01","grahas":["Moon"]}')).toContain('grahas');
    expect(error('panchang_of_day', '{"date":"1890-01-01"}')).toContain('1900-01-01');
    expect(error('panchang_of_day', '{"date":"2026-12-07","extra":1}')).toContain('extra');
    expect(error('person_chart', '{"person_id":"someone-else"}')).toContain('p-asha');
    expect(error('chart_summary', '{not json')).toBe('The arguments are not valid JSON.');
    expect(error('lottery_numbers', '{}')).toContain('There is no tool "lottery_numbers"');
  });
});
