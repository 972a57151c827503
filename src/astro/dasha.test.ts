import { describe, expect, it } from 'vitest';
import { DASHA_YEAR_DAYS, dashasFromMoon, pratyantardashasOf, runningPeriods, splitYears } from './dasha';
import type { DashaPeriod } from './dasha';
import { NAKSHATRA_LORDS } from './nakshatra';

const YEAR_MS = DASHA_YEAR_DAYS.julian * 86_400_000;
const birthMs = Date.UTC(1990, 4, 15, 9);
// The Moon at the very start of Ashwini: the whole Ketu mahadasha lies ahead, so the cycle starts at birth.
const dashas = dashasFromMoon(0, birthMs);
const years = (p: DashaPeriod) => (p.endMs - p.startMs) / YEAR_MS;

describe('pratyantardashas', () => {
  it('share out an antardasha exactly, in Vimshottari order from its own lord', () => {
    for (const m of dashas.mahadashas) {
      for (const a of m.antardashas) {
        const parts = pratyantardashasOf(a);
        expect(parts[0]!.lord).toBe(a.lord);
        const first = NAKSHATRA_LORDS.indexOf(a.lord);
        expect(parts.map((p) => p.lord)).toEqual(NAKSHATRA_LORDS.map((_, k) => NAKSHATRA_LORDS[(first + k) % 9]));
        expect(parts[0]!.startMs).toBe(a.startMs);
        expect(parts[8]!.endMs).toBeCloseTo(a.endMs, 0);
        for (let k = 1; k < 9; k++) expect(parts[k]!.startMs).toBe(parts[k - 1]!.endMs);
      }
    }
  });

  it('have the lengths of the published tables (years × years × years / 120²)', () => {
    const venus = dashas.mahadashas[1]!;
    expect(venus.lord).toBe('Venus');
    // Venus–Venus–Venus: 20 × 20 × 20 / 14 400 years = 6 months 20 days.
    const vvv = pratyantardashasOf(venus.antardashas[0]!)[0]!;
    expect(vvv.lord).toBe('Venus');
    expect(years(vvv)).toBeCloseTo(8000 / 14_400, 12);
    expect(splitYears(years(vvv))).toEqual({ years: 0, months: 6, days: 20 });
    // Sun–Moon–Mars: 6 × 10 × 7 / 14 400 years, about 10 days 16 hours.
    const sun = dashas.mahadashas[2]!;
    const moon = sun.antardashas.find((a) => a.lord === 'Moon')!;
    const mars = pratyantardashasOf(moon).find((p) => p.lord === 'Mars')!;
    expect((mars.endMs - mars.startMs) / 86_400_000).toBeCloseTo((420 / 14_400) * 365.25, 6);
    // Ketu–Ketu–Ketu, the very first at birth: 343 / 14 400 years.
    const kkk = pratyantardashasOf(dashas.mahadashas[0]!.antardashas[0]!)[0]!;
    expect(kkk).toMatchObject({ lord: 'Ketu', startMs: birthMs });
    expect(years(kkk)).toBeCloseTo(343 / 14_400, 12);
  });
});

describe('runningPeriods', () => {
  it('names the running pratyantardasha with the mahadasha and antardasha', () => {
    // Ketu–Ketu lasts 49/120 years; its second part (Venus) starts 343/14 400 years after birth.
    const at = birthMs + (343 / 14_400) * YEAR_MS + 86_400_000;
    const running = runningPeriods(dashas, at)!;
    expect(running.mahadasha.lord).toBe('Ketu');
    expect(running.antardasha.lord).toBe('Ketu');
    expect(running.pratyantardasha.lord).toBe('Venus');
    expect(running.pratyantardasha.startMs).toBeCloseTo(birthMs + (343 / 14_400) * YEAR_MS, 0);
    expect(runningPeriods(dashas, birthMs - 1)).toBeNull();
  });

  it('always finds a pratyantardasha inside the antardasha', () => {
    for (let t = birthMs; t < birthMs + 120 * YEAR_MS; t += 97 * 86_400_000) {
      const r = runningPeriods(dashas, t)!;
      expect(r.pratyantardasha.startMs).toBeGreaterThanOrEqual(r.antardasha.startMs);
      expect(r.pratyantardasha.endMs).toBeLessThanOrEqual(r.antardasha.endMs + 1);
      expect(t).toBeGreaterThanOrEqual(r.pratyantardasha.startMs);
    }
  });
});
