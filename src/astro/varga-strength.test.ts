import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import references from './fixtures/varga-references.json';
import { vargaDignity } from './varga-strength';

const { example27 } = references;
const chart = buildChart(example27.birth);

describe('dignity across the vargas (BPHS ch. 7)', () => {
  it("counts Example 27's Jupiter in its own or exaltation sign in the vargas the textbook lists, plus the Parashari hora", () => {
    const dignity = vargaDignity(chart, 'Jupiter');
    for (const [scheme, vargas] of Object.entries(example27.jupiterGoodVargasWithoutD2)) {
      // The textbook's hora is not Parashara's; in his, Jupiter at 29° Sagittarius is in the Moon's hora, Cancer, its exaltation.
      expect(dignity[scheme as keyof typeof dignity].goodVargas, scheme).toEqual(['D1', 'D2', ...vargas.slice(1)]);
    }
    expect(dignity.shadvarga.name).toBe('Vyanjana');
    expect(dignity.dashavarga.name).toBe('Gopura');
    expect(dignity.shodasavarga.name).toBe('Kalpavriksha');
  });

  it("weighs Example 27's Jupiter to 17.05 of 20 in the shadvarga", () => {
    // By hand: D1 Sagittarius own 20 × 6; D2 Cancer exalted 20 × 2; D3 Leo, the Sun a natural friend
    // but 7th from Jupiter in D1 (temporal enemy) → neutral 10 × 4; D9 Sagittarius own 20 × 5;
    // D12 Scorpio, Mars a friend and 11th from Jupiter → great friend 18 × 2; D30 Libra, Venus an
    // enemy and 6th from Jupiter → great enemy 5 × 1. (120 + 40 + 40 + 100 + 36 + 5) / 20 = 17.05.
    expect(vargaDignity(chart, 'Jupiter').shadvarga.vimshopaka).toBeCloseTo(17.05, 9);
  });

  it('keeps every score within 0–20 and names no count below two', () => {
    for (const planet of ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const) {
      for (const d of Object.values(vargaDignity(chart, planet))) {
        expect(d.vimshopaka).toBeGreaterThanOrEqual(5);
        expect(d.vimshopaka).toBeLessThanOrEqual(20);
        if (d.goodVargas.length < 2) expect(d.name).toBeNull();
        else expect(d.name).toMatch(/^[A-Z]/);
      }
    }
  });
});
