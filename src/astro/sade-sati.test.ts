/**
 * Sade Sati and Dhaiya dated by Saturn's real ingresses. The dates are checked against the sidereal
 * (Lahiri) ingresses the Indian almanacs published: Saturn into Sagittarius on 26 January 2017, back
 * into Scorpio in June 2017 and into Sagittarius again on 26 October 2017; into Capricorn on
 * 24 January 2020; into Aquarius on 29 April 2022, back into Capricorn on 12 July 2022 and into
 * Aquarius again on 17 January 2023; into Pisces on 29 March 2025 at about 10:07 pm IST. The step
 * back into Scorpio came at 4:38 am IST on 21 June 2017 by Swiss Ephemeris (Lahiri); almanacs
 * reckoning a slightly different ayanamsa print 20 June.
 */
import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime } from './local-time';
import { saturnFromMoon } from './sade-sati';

const IST = 'Asia/Kolkata';
const day = (ms: number) => formatLocalDate(ms, IST);
const at = (iso: string) => Date.parse(iso);
const CAPRICORN = 9;
const PISCES = 11;

describe('Sade Sati', () => {
  it('dates a whole Sade Sati from the first entry to the final exit, a retrograde step back being a pause', () => {
    // Moon in Capricorn, in mid-2020: Saturn over the Moon, the peak.
    const { sadeSati } = saturnFromMoon(CAPRICORN, at('2020-06-01T00:00:00Z'));
    expect(sadeSati).toMatchObject({ running: true, phase: 'peak' });
    const spell = sadeSati.spell!;
    expect(spell.current).toBe(true);
    expect([day(spell.startMs), day(spell.endMs)]).toEqual(['2017-01-26', '2025-03-29']);
    expect(formatLocalDateTime(spell.endMs, IST)).toMatch(/^2025-03-29T22:0[5-9]/);
    expect(spell.stays.map((s) => [s.sign, day(s.enteredMs), day(s.leftMs), s.pause])).toEqual([
      [8, '2017-01-26', '2017-06-21', false],
      [7, '2017-06-21', '2017-10-26', true],
      [8, '2017-10-26', '2020-01-24', false],
      [9, '2020-01-24', '2022-04-29', false],
      [10, '2022-04-29', '2022-07-12', false],
      [9, '2022-07-12', '2023-01-17', false],
      [10, '2023-01-17', '2025-03-29', false],
    ]);
    expect(spell.stays.filter((s) => s.returning).map((s) => day(s.enteredMs))).toEqual(['2017-06-21', '2017-10-26', '2022-07-12', '2023-01-17']);
    // Phases run from the first entry into their sign to the final exit from it, so a loop makes them overlap.
    expect(spell.phases.map((p) => [p.phase, p.sign, day(p.startMs), day(p.endMs)])).toEqual([
      ['rising', 8, '2017-01-26', '2020-01-24'],
      ['peak', 9, '2020-01-24', '2023-01-17'],
      ['setting', 10, '2022-04-29', '2025-03-29'],
    ]);
  });

  it('is paused, not over, while Saturn steps back out of the three signs', () => {
    const { sadeSati } = saturnFromMoon(CAPRICORN, at('2017-08-01T00:00:00Z'));
    expect(sadeSati).toMatchObject({ running: false, phase: null, spell: { current: true } });
    expect(day(sadeSati.spell!.startMs)).toBe('2017-01-26');
  });

  it('gives the next one when none is running', () => {
    // Moon in Capricorn after Saturn left Aquarius: the next begins when Saturn reaches Sagittarius again.
    const { sadeSati } = saturnFromMoon(CAPRICORN, at('2026-01-15T00:00:00Z'));
    expect(sadeSati).toMatchObject({ running: false, phase: null, spell: { current: false } });
    expect(day(sadeSati.spell!.startMs)).toMatch(/^2046-/);
    expect(sadeSati.spell!.stays[0]!.sign).toBe(8);
  });

  it('starts the Pisces peak with Saturn’s entry into Pisces on 29 March 2025', () => {
    const { sadeSati } = saturnFromMoon(PISCES, at('2026-01-15T00:00:00Z'));
    expect(sadeSati).toMatchObject({ running: true, phase: 'peak' });
    const peak = sadeSati.spell!.phases.find((p) => p.phase === 'peak')!;
    expect(day(peak.startMs)).toBe('2025-03-29');
    expect(day(sadeSati.spell!.startMs)).toBe('2022-04-29');
  });
});

describe('Dhaiya', () => {
  it('is Saturn in the 4th or the 8th from the Moon, dated the same way', () => {
    // Saturn in Pisces: the 4th from a Sagittarius Moon, the 8th from a Leo Moon.
    const now = at('2026-01-15T00:00:00Z');
    const fourth = saturnFromMoon(8, now).dhaiya!;
    expect(fourth.house).toBe(4);
    expect(day(fourth.startMs)).toBe('2025-03-29');
    expect(saturnFromMoon(4, now).dhaiya).toMatchObject({ house: 8 });
    expect(saturnFromMoon(CAPRICORN, now).dhaiya).toBeNull();
    expect(saturnFromMoon(PISCES, now).dhaiya).toBeNull();
  });
});
