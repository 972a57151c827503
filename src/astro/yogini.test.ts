import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { DASHA_YEAR_DAYS } from './dasha';
import references from './fixtures/jaimini-references.json';
import { YOGINIS, birthYoginiIndex, computeYogini, yoginiFromMoon } from './yogini';

const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;
/** PyJHora's 'YYYY-MM-DD HH:MM:SS' in IST, as milliseconds since 1970 UTC. */
const istMs = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) - IST_MS;

describe('yogini dasha', () => {
  it('starts from the Moon\'s nakshatra number plus three, counted in eights', () => {
    // Ashwini (1): 4, Bhramari; Bharani (2): 5, Bhadrika; Pushya (8): 11 → 3, Dhanya; Revati (27): 30 → 6, Ulka;
    // Ardra (6): 9 → 1, Mangala; Shatabhisha (24): 27 → 3, Dhanya; Ashlesha (9): 12 → 4; Punarvasu (7): 10 → 2;
    // Mula (19): 22 → 6; Hasta (13): 16 → 0, the eighth, Sankata.
    const name = (nakshatra: number) => YOGINIS[birthYoginiIndex(nakshatra - 1)]!.name;
    expect([1, 2, 8, 27, 6, 13].map(name)).toEqual(['Bhramari', 'Bhadrika', 'Dhanya', 'Ulka', 'Mangala', 'Sankata']);
  });

  it('gives the periods PyJHora prints for a birth, to a few minutes (the Moon\'s place differs by seconds of arc)', () => {
    const dashas = computeYogini(buildChart(references.chennai1996.birth), { year: 'sidereal' });
    expect(dashas.birthYogini.name).toBe('Pingala');
    references.chennai1996.yogini.forEach(([name, start, years], i) => {
      const period = dashas.mahadashas[i]!;
      expect(period.yogini.name, `period ${i}`).toBe(name);
      expect(period.yogini.years).toBe(years);
      expect(Math.abs(period.startMs - istMs(String(start))) / 60_000, `${name} start`).toBeLessThan(10);
    });
  });

  it('shares each mahadasha among the eight yoginis from its own, in 36ths, and runs 120 years past birth', () => {
    const birthMs = Date.UTC(1990, 4, 15, 9);
    // The Moon halfway through Ashwini: Bhramari (4 years) with 2 years still to run.
    const dashas = yoginiFromMoon(360 / 54, birthMs);
    const yearMs = DASHA_YEAR_DAYS.julian * DAY_MS;
    expect(dashas.birthYogini.name).toBe('Bhramari');
    expect(dashas.balanceYears).toBeCloseTo(2, 9);
    expect(dashas.mahadashas[0]!.endMs).toBeCloseTo(birthMs + 2 * yearMs, 0);
    expect(dashas.mahadashas.map((m) => m.yogini.name).slice(0, 9)).toEqual(['Bhramari', 'Bhadrika', 'Ulka', 'Siddha', 'Sankata', 'Mangala', 'Pingala', 'Dhanya', 'Bhramari']);
    expect(dashas.mahadashas.at(-1)!.endMs).toBeGreaterThanOrEqual(birthMs + 120 * yearMs);
    expect(dashas.mahadashas.at(-2)!.endMs).toBeLessThan(birthMs + 120 * yearMs);
    for (const m of dashas.mahadashas) {
      expect(m.antardashas[0]!.yogini).toBe(m.yogini);
      expect(m.antardashas[0]!.startMs).toBe(m.startMs);
      expect(m.antardashas[7]!.endMs).toBeCloseTo(m.endMs, 0);
    }
    // Siddha–Sankata: 7 × 8 / 36 years.
    const siddha = dashas.mahadashas[3]!;
    const sankata = siddha.antardashas.find((a) => a.yogini.name === 'Sankata')!;
    expect((sankata.endMs - sankata.startMs) / yearMs).toBeCloseTo(56 / 36, 9);
    expect(siddha.antardashas.map((a) => a.yogini.name)).toEqual(['Siddha', 'Sankata', 'Mangala', 'Pingala', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka']);
  });
});
