import { describe, expect, it } from 'vitest';
import { buildChart, isCombust, zodiacPoint } from './chart';
import { DASHA_YEAR_DAYS, DASHA_YEARS, computeDashas, dashasFromMoon, runningPeriods, splitYears } from './dasha';
import { nakshatraOf } from './nakshatra';
import { navamsaSignOf } from './navamsa';
import { computeTransits, sadeSatiFor } from './transits';
import { GRAHAS, dignityOf, houseFrom, signOf } from './zodiac';

const mumbai = { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
const chart = buildChart({ date: '1990-05-15', time: '14:30', ...mumbai });

describe('buildChart', () => {
  it('returns the nine grahas in order with consistent fields', () => {
    expect(chart.bodies.map((b) => b.name)).toEqual(GRAHAS);
    for (const b of chart.bodies) {
      expect(b.longitude).toBeGreaterThanOrEqual(0);
      expect(b.longitude).toBeLessThan(360);
      expect(b.sign).toBe(Math.floor(b.longitude / 30));
      expect(b.degree).toBeCloseTo(b.longitude - b.sign * 30, 9);
      expect(b.nakshatra).toBe(Math.floor(b.longitude / (360 / 27)));
      expect(b.pada).toBeGreaterThanOrEqual(1);
      expect(b.pada).toBeLessThanOrEqual(4);
      expect(b.house).toBe(houseFrom(b.sign, chart.ascendant.sign));
    }
    expect(chart.utc).toBe('1990-05-15T09:00:00.000Z');
    expect(chart.input.node).toBe('mean');
    expect(chart.polar).toBe(false);
  });

  it('never calls the luminaries retrograde or combust the Sun', () => {
    const [sun, moon] = chart.bodies;
    expect(sun!.retrograde || moon!.retrograde || sun!.combust).toBe(false);
  });

  it('rejects impossible coordinates and times', () => {
    expect(() => buildChart({ date: '1990-05-15', time: '14:30', ...mumbai, latitude: 91 })).toThrow(/latitude/);
    expect(() => buildChart({ date: '1990-05-15', time: '14:30', ...mumbai, longitude: -181 })).toThrow(/longitude/);
    expect(() => buildChart({ date: '1990-13-15', time: '14:30', ...mumbai })).toThrow(RangeError);
  });

  it('marks births beyond the polar circles', () => {
    expect(buildChart({ date: '1990-01-15', time: '12:00', latitude: 69.65, longitude: 18.96, timezone: 'Europe/Oslo' }).polar).toBe(true);
  });
});

describe('zodiac, nakshatra and navamsa arithmetic', () => {
  it('splits the zodiac at the right boundaries', () => {
    expect(signOf(359.9999999)).toBe(11);
    expect(nakshatraOf(0)).toMatchObject({ index: 0, pada: 1, lord: 'Ketu' });
    expect(nakshatraOf(13 + 1 / 3)).toMatchObject({ index: 1, pada: 1, lord: 'Venus' });
    expect(nakshatraOf(359.99)).toMatchObject({ index: 26, pada: 4, lord: 'Mercury' });
    expect(nakshatraOf(3.4).pada).toBe(2);
    expect(zodiacPoint(-10).longitude).toBeCloseTo(350, 9);
  });

  it('follows the classical navamsa rule', () => {
    expect(navamsaSignOf(0)).toBe(0); // Aries starts from Aries
    expect(navamsaSignOf(30)).toBe(9); // Taurus from Capricorn
    expect(navamsaSignOf(60)).toBe(6); // Gemini from Libra
    expect(navamsaSignOf(90)).toBe(3); // Cancer from Cancer
    expect(navamsaSignOf(29.99)).toBe(8); // last navamsa of Aries is Sagittarius
  });

  it('gives simple dignities', () => {
    expect(dignityOf('Sun', 0)).toBe('exalted');
    expect(dignityOf('Sun', 6)).toBe('debilitated');
    expect(dignityOf('Sun', 4)).toBe('own');
    expect(dignityOf('Mercury', 5)).toBe('exalted');
    expect(dignityOf('Saturn', 10)).toBe('own');
    expect(dignityOf('Jupiter', 9)).toBe('debilitated');
    expect(dignityOf('Rahu', 1)).toBe('neutral');
  });

  it('calls a planet combust within its orb of the Sun, smaller for retrograde Mercury and Venus', () => {
    expect(isCombust({ name: 'Venus', longitude: 109, speed: 1, retrograde: false }, 100)).toBe(true);
    expect(isCombust({ name: 'Venus', longitude: 109, speed: -0.5, retrograde: true }, 100)).toBe(false);
    expect(isCombust({ name: 'Mars', longitude: 355, speed: 0.5, retrograde: false }, 10)).toBe(true);
    expect(isCombust({ name: 'Rahu', longitude: 10, speed: -0.05, retrograde: true }, 10)).toBe(false);
  });
});

describe('Vimshottari dasha', () => {
  it('starts with the lord of the Moon’s nakshatra and its balance', () => {
    const birth = Date.parse('2000-01-01T00:00:00Z');
    // Moon a quarter through Bharani (Venus, 20 years): 15 years left.
    const d = dashasFromMoon(13 + 1 / 3 + (13 + 1 / 3) / 4, birth);
    expect(d.birthLord).toBe('Venus');
    expect(d.balanceYears).toBeCloseTo(15, 9);
    expect(d.mahadashas[0]!.endMs).toBeCloseTo(birth + 15 * 365.25 * 86_400_000, -1);
    expect(d.mahadashas.map((m) => m.lord)).toEqual(['Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu']);
    expect(splitYears(d.balanceYears)).toEqual({ years: 15, months: 0, days: 0 });
  });

  it('spans 120 years of contiguous periods with nine antardashas each', () => {
    const d = computeDashas(chart);
    const first = d.mahadashas[0]!;
    const last = d.mahadashas[8]!;
    expect((last.endMs - first.startMs) / (365.25 * 86_400_000)).toBeCloseTo(120, 6);
    for (const [i, m] of d.mahadashas.entries()) {
      if (i > 0) expect(m.startMs).toBe(d.mahadashas[i - 1]!.endMs);
      expect(m.antardashas).toHaveLength(9);
      expect(m.antardashas[0]!.lord).toBe(m.lord);
      expect(m.antardashas[0]!.startMs).toBe(m.startMs);
      expect(m.antardashas[8]!.endMs).toBeCloseTo(m.endMs, -1);
      expect((m.endMs - m.startMs) / (365.25 * 86_400_000)).toBeCloseTo(DASHA_YEARS[m.lord], 6);
    }
    expect(first.startMs).toBeLessThanOrEqual(chart.utcMs);
    expect(first.endMs).toBeGreaterThan(chart.utcMs);
  });

  it('offers the sidereal year, which moves dates later', () => {
    expect(DASHA_YEAR_DAYS.julian).toBe(365.25);
    const julian = computeDashas(chart);
    const sidereal = computeDashas(chart, { year: 'sidereal' });
    expect(sidereal.yearDays).toBeCloseTo(365.2564, 4);
    expect(sidereal.mahadashas[8]!.endMs).toBeGreaterThan(julian.mahadashas[8]!.endMs);
  });

  it('finds the periods running on a date', () => {
    const d = computeDashas(chart);
    const m = d.mahadashas[3]!;
    const a = m.antardashas[4]!;
    const running = runningPeriods(d, new Date((a.startMs + a.endMs) / 2));
    expect(running?.mahadasha.lord).toBe(m.lord);
    expect(running?.antardasha.lord).toBe(a.lord);
    expect(runningPeriods(d, d.mahadashas[8]!.endMs + 1)).toBeNull();
  });
});

describe('transits', () => {
  it('counts houses from the natal Moon and lagna', () => {
    const t = computeTransits(chart, new Date('2024-01-15T00:00:00Z'));
    const moonSign = chart.bodies[1]!.sign;
    for (const b of t.bodies) {
      expect(b.houseFromMoon).toBe(houseFrom(b.sign, moonSign));
      expect(b.houseFromLagna).toBe(houseFrom(b.sign, chart.ascendant.sign));
    }
    expect(t.utc).toBe('2024-01-15T00:00:00.000Z');
    // Saturn was in sidereal Aquarius (10) in January 2024.
    expect(t.bodies.find((b) => b.name === 'Saturn')!.sign).toBe(10);
  });

  it('recognises the three phases of Sade Sati', () => {
    expect(sadeSatiFor(10, 11)).toEqual({ running: true, phase: 'rising' });
    expect(sadeSatiFor(11, 11)).toEqual({ running: true, phase: 'peak' });
    expect(sadeSatiFor(0, 11)).toEqual({ running: true, phase: 'setting' });
    expect(sadeSatiFor(3, 11)).toEqual({ running: false, phase: null });
  });

  it('rejects an invalid date', () => {
    expect(() => computeTransits(chart, new Date('nonsense'))).toThrow(RangeError);
  });
});
