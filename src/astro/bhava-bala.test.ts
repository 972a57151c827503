import { describe, expect, it } from 'vitest';
import { bhavaBalaFrom, bhavaBalaOf, bhavaDigBala, bhavaDrishtiBala, birthHourOf, dinaRatriBala, signKind, sripatiMadhyas } from './bhava-bala';
import { buildChart, moonChart } from './chart';
import type { Planet } from './ephemeris';
import references from './fixtures/shadbala-references.json';
import { shadbalaFrom } from './shadbala';
import { shadbalaSkyOf } from './shadbala-sky';

describe('Sripati bhava madhyas', () => {
  it('are the four angles with each quadrant cut in three equal arcs', () => {
    expect(sripatiMadhyas(10, 280)).toEqual([10, 40, 70, 100, 130, 160, 190, 220, 250, 280, 310, 340]);
    // An uneven quadrant: ascendant 0°, midheaven 260°, so the nadir is at 80° and the 2nd and 3rd madhyas 26°40' apart.
    const uneven = sripatiMadhyas(0, 260);
    expect(uneven[1]).toBeCloseTo(80 / 3, 9);
    expect(uneven[2]).toBeCloseTo(160 / 3, 9);
    expect(uneven[4]).toBeCloseTo(80 + 100 / 3, 9);
  });
});

describe('bhava dig bala', () => {
  it('reads the kind of sign by the half of Sagittarius and Capricorn the madhya is in', () => {
    expect(signKind(8 * 30 + 14.9)).toBe('nara');
    expect(signKind(8 * 30 + 15.1)).toBe('chatushpada');
    expect(signKind(9 * 30 + 14.9)).toBe('chatushpada');
    expect(signKind(9 * 30 + 15.1)).toBe('jalachara');
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10, 11].map((s) => signKind(s * 30 + 5))).toEqual([
      'chatushpada', 'chatushpada', 'nara', 'jalachara', 'chatushpada', 'nara', 'nara', 'keeta', 'nara', 'jalachara',
    ]);
  });

  it('gives a four-footed sign 60 in the 10th, falling by 10 a house to none in the 4th', () => {
    const aries = 15;
    expect([10, 11, 12, 1, 2, 3, 4, 9, 8, 7, 6, 5].map((house) => bhavaDigBala(house, aries))).toEqual([60, 50, 40, 30, 20, 10, 0, 50, 40, 30, 20, 10]);
  });

  it('gives a human sign 60 in the 1st and none in the 7th, the insect sign the reverse, a watery sign 60 in the 4th', () => {
    expect(bhavaDigBala(1, 2 * 30 + 5)).toBe(60);
    expect(bhavaDigBala(7, 2 * 30 + 5)).toBe(0);
    expect(bhavaDigBala(7, 7 * 30 + 5)).toBe(60);
    expect(bhavaDigBala(1, 7 * 30 + 5)).toBe(0);
    expect(bhavaDigBala(4, 11 * 30 + 5)).toBe(60);
    expect(bhavaDigBala(10, 3 * 30 + 5)).toBe(0);
  });
});

describe('bhava drishti bala', () => {
  /** Every graha within 30° behind the madhya at 0° (no aspect), but the ones moved. */
  const sky = (moved: Partial<Record<Planet, number>>): Record<Planet, number> => ({
    Sun: 355, Moon: 356, Mars: 357, Mercury: 358, Jupiter: 359, Venus: 350, Saturn: 351, ...moved,
  });
  const benefics = new Set<Planet>(['Jupiter', 'Venus', 'Mercury', 'Moon']);

  it('counts no aspect from grahas less than 30° behind the madhya', () => {
    expect(bhavaDrishtiBala(0, sky({}), benefics)).toBe(0);
  });

  it('counts Jupiter and Mercury in full, the other benefics a quarter, malefics a quarter taken away', () => {
    // Opposite the madhya every graha casts the full 60.
    expect(bhavaDrishtiBala(0, sky({ Jupiter: 180 }), benefics)).toBe(60);
    expect(bhavaDrishtiBala(0, sky({ Mercury: 180 }), benefics)).toBe(60);
    expect(bhavaDrishtiBala(0, sky({ Venus: 180 }), benefics)).toBe(15);
    expect(bhavaDrishtiBala(0, sky({ Saturn: 180 }), benefics)).toBe(-15);
    // Mercury a malefic (in malefic company) takes his full aspect away.
    expect(bhavaDrishtiBala(0, sky({ Mercury: 180 }), new Set<Planet>(['Jupiter', 'Venus']))).toBe(-60);
  });

  it('adds the special aspects: Mars 90° behind casts 45 + 15, Saturn 60° behind 15 + 45, Jupiter 120° behind 30 + 30', () => {
    expect(bhavaDrishtiBala(0, sky({ Mars: 270 }), benefics)).toBe(-15);
    expect(bhavaDrishtiBala(0, sky({ Saturn: 300 }), benefics)).toBe(-15);
    expect(bhavaDrishtiBala(0, sky({ Jupiter: 240 }), benefics)).toBe(60);
  });
});

describe('dina-ratri bala', () => {
  const day = { sunriseMs: 0, sunsetMs: 12 * 3_600_000, nextSunriseMs: 24 * 3_600_000 };
  it('is day from sunrise to sunset, night after, twilight within 24 minutes of either', () => {
    expect(birthHourOf({ ...day, birthMs: 6 * 3_600_000 })).toBe('day');
    expect(birthHourOf({ ...day, birthMs: 18 * 3_600_000 })).toBe('night');
    expect(birthHourOf({ ...day, birthMs: 12 * 3_600_000 + 23 * 60_000 })).toBe('sandhya');
    expect(birthHourOf({ ...day, birthMs: 12 * 3_600_000 + 25 * 60_000 })).toBe('night');
    expect(birthHourOf({ ...day, birthMs: 24 * 3_600_000 - 10 * 60_000 })).toBe('sandhya');
  });

  it('gives 15 to head-rising signs by day, hind-rising signs by night and Pisces in the twilight', () => {
    expect([4, 2, 10].map((sign) => dinaRatriBala(sign, 'day'))).toEqual([15, 15, 15]);
    expect([4, 2, 10].map((sign) => dinaRatriBala(sign, 'night'))).toEqual([0, 0, 0]);
    expect([0, 1, 3, 8, 9].map((sign) => dinaRatriBala(sign, 'night'))).toEqual([15, 15, 15, 15, 15]);
    expect([0, 1, 3, 8, 9].map((sign) => dinaRatriBala(sign, 'day'))).toEqual([0, 0, 0, 0, 0]);
    expect([dinaRatriBala(11, 'sandhya'), dinaRatriBala(11, 'day'), dinaRatriBala(11, 'night'), dinaRatriBala(4, 'sandhya')]).toEqual([15, 0, 0, 0]);
  });
});

describe('Bhava bala of a birth chart', () => {
  const chart = buildChart(references.vpJain.birth);
  const sky = shadbalaSkyOf(chart);
  const shadbala = shadbalaFrom(sky);
  const houses = bhavaBalaFrom(sky, shadbala);

  it("gives each house its lord's Shadbala and adds the four parts", () => {
    expect(houses.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // V. P. Jain's birth: Gemini lagna at 26°26', a night birth (01:30).
    expect(houses[0]!.madhya).toBeCloseTo(chart.ascendant.longitude, 9);
    expect(houses.map((h) => h.lord)).toEqual(['Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter', 'Mars', 'Venus']);
    for (const h of houses) {
      expect(h.adhipati).toBe(shadbala[h.lord].total);
      expect(h.total).toBeCloseTo(h.adhipati + h.dig + h.drishti + h.dinaRatri, 9);
      expect(h.rupas).toBeCloseTo(h.total / 60, 9);
    }
    // Gemini (human) in the 1st: full dig bala; Pisces (watery) madhya of the 10th: none.
    expect(houses[0]!.dig).toBe(60);
    expect(houses[9]!.dig).toBe(0);
    // By night the hind-rising signs (Cancer in the 2nd, Sagittarius in the 7th) take 15, Leo in the 3rd none.
    expect([houses[1]!.dinaRatri, houses[6]!.dinaRatri, houses[2]!.dinaRatri]).toEqual([15, 15, 0]);
    expect(bhavaBalaOf(chart)).toEqual(houses);
  });

  it('is refused for a chart read from the Moon, which has no lagna', () => {
    expect(() => bhavaBalaOf(moonChart(chart))).toThrow(RangeError);
  });
});
