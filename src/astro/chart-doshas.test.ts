import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { chartDoshas } from './chart-doshas';
import { formatLocalDate } from './local-time';

const delhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const at = (date: string, time: string) => buildChart({ date, time, ...delhi });
const NOW = Date.parse('2026-01-15T00:00:00Z');

describe('chartDoshas: debilitated grahas', () => {
  it('lists a debility that stands, with its graha’s remedies, and one cancelled by neecha-bhanga, without', () => {
    // Libra lagna, Moon in Virgo. The Sun in Libra: its lord Venus is in the 12th from the lagna and
    // the 1st from the Moon, a kendra, so the debility is cancelled. Venus in Virgo: its lord
    // Mercury (Scorpio) is in the 2nd and 3rd, Jupiter (lord of Pisces, where Venus is exalted) in
    // the 11th and 12th, Mercury (exalted in Virgo) again outside the kendras and not aspecting
    // Virgo, and Venus is not exalted in the navamsa: no rule holds.
    const { debilities } = chartDoshas(at('1991-11-04', '06:00'), NOW);
    expect(debilities.map((d) => [d.graha, d.sign, d.house, d.cancellations])).toEqual([
      ['Sun', 6, 1, ['debilitation-lord-in-kendra', 'exaltation-lord-in-kendra', 'planet-exalted-there-in-kendra']],
      ['Venus', 5, 12, []],
    ]);
    expect(debilities[0]!.remedies).toBeNull();
    const venus = debilities[1]!;
    expect(venus).toMatchObject({ dispositor: 'Mercury', exaltationLord: 'Jupiter', exaltedThere: 'Mercury' });
    expect(venus.remedies).toEqual({
      graha: 'Venus',
      mantras: [{ key: 'beej', graha: 'Venus', count: 108, day: null, total: 16000 }],
      day: 5,
      charity: ['rice', 'curd', 'white-cloth'],
      observance: null,
    });
  });

  it('lists none when no graha is debilitated', () => {
    expect(chartDoshas(at('2020-07-01', '12:00'), NOW).debilities).toEqual([]);
  });
});

describe('chartDoshas: remedies only where a dosha holds', () => {
  it('gives Mangal, Sade Sati and debility remedies to a chart that has them', () => {
    // Virgo lagna, Moon in Pisces: Mars in Libra, the 2nd from the lagna, uncancelled; Saturn in
    // Pisces over the Moon in January 2026, the peak of Sade Sati.
    const d = chartDoshas(at('1991-10-23', '06:00'), NOW);
    expect(d.mangal).toMatchObject({ present: true, cancelled: false, from: { lagna: true } });
    expect(d.mangal.remedies?.mantras.map((m) => [m.key, m.count, m.day, m.total])).toEqual([['beej', 108, null, 10000], ['hanuman-chalisa', 1, 2, null]]);
    expect(d.mangal.remedies).toMatchObject({ graha: 'Mars', day: 2, charity: ['red-lentils', 'jaggery', 'red-cloth'] });
    expect(d.sadeSati).toMatchObject({ moonSign: 11, running: true, phase: 'peak' });
    expect(d.sadeSati.remedies?.mantras.map((m) => m.key)).toEqual(['beej', 'shani-stotra', 'hanuman-chalisa']);
    expect(d.sadeSati.remedies).toMatchObject({ graha: 'Saturn', day: 6 });
    expect(d.kaalSarp).toMatchObject({ status: 'none', remedies: null });
    expect(d.dhaiya).toBeNull();
    expect(d.debilities.map((x) => [x.graha, x.cancellations.length, x.remedies?.day])).toEqual([['Sun', 0, 0]]);
  });

  it('gives none for a cancelled Mangal dosha or a Sade Sati still ahead, and Kaal Sarp’s own for a partial one', () => {
    // Mumbai, 15 May 1990: Mars in the 7th from a Leo lagna, cancelled; Moon in Capricorn, whose
    // Sade Sati ended when Saturn entered Pisces.
    const mumbai = buildChart({ date: '1990-05-15', time: '14:30', latitude: 19.0728, longitude: 72.8826, timezone: 'Asia/Kolkata' });
    const d = chartDoshas(mumbai, NOW);
    expect(d.mangal).toMatchObject({ present: true, cancelled: true, remedies: null });
    expect(d.sadeSati).toMatchObject({ running: false, remedies: null, spell: { current: false } });
    expect(formatLocalDate(d.sadeSati.spell!.startMs, 'Asia/Kolkata')).toMatch(/^2046-/);
    // Virgo lagna, a partial Kaal Sarp, and Saturn in the 4th from a Sagittarius Moon.
    const partial = chartDoshas(at('1990-09-28', '06:00'), NOW);
    expect(partial.kaalSarp.status).toBe('partial');
    expect(partial.kaalSarp.remedies).toMatchObject({ graha: 'Rahu', day: 1, observance: 'nag-panchami' });
    expect(partial.kaalSarp.remedies?.mantras.map((m) => [m.key, m.total])).toEqual([['maha-mrityunjaya', null], ['beej', 18000]]);
    expect(partial.dhaiya).toMatchObject({ house: 4, remedies: { graha: 'Saturn' } });
  });
});
