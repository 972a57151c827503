import { describe, expect, it } from 'vitest';
import { buildChart } from './chart';
import { mangalDosha, mangalDoshaOf } from './doshas';

const delhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const at = (date: string, time: string) => buildChart({ date, time, ...delhi });

describe('mangalDosha on birth charts', () => {
  it('reports an exalted Mars in the 7th as present but cancelled', () => {
    // Cancer lagna, Mars at 16° Capricorn in the 7th.
    const chart = at('2022-03-20', '15:00');
    expect(chart.ascendant.sign).toBe(3);
    const m = mangalDosha(chart);
    expect(m).toMatchObject({ present: true, cancelled: true, houses: { lagna: 7 } });
    expect(m.from.lagna).toBe(true);
    expect(m.reasons).toEqual(['exalted', 'mars-yogakaraka', 'house-sign:lagna']);
  });

  it('leaves Mars in Pisces in the 7th of a Virgo lagna uncancelled', () => {
    const m = mangalDosha(at('2020-07-01', '12:00'));
    expect(m).toMatchObject({ present: true, cancelled: false, reasons: [], from: { lagna: true, moon: false, venus: false } });
  });

  it("counts from the Moon and Venus too, and Jupiter's aspect cancels", () => {
    const m = mangalDosha(at('2017-10-31', '12:00'));
    expect(m).toMatchObject({ present: true, cancelled: false, from: { lagna: false, moon: true, venus: true }, houses: { lagna: 10, moon: 8, venus: 1 } });
    expect(mangalDosha(at('2023-10-10', '06:00'))).toMatchObject({ present: true, cancelled: true, reasons: ['jupiter-aspect'] });
  });
});

describe('mangalDoshaOf', () => {
  // Aries lagna; Moon, Venus and Jupiter placed where they neither add a dosha nor cancel one.
  const base = { lagnaSign: 0, marsDegree: 15, moonSign: 2, venusSign: 2, jupiterSign: 2 };

  it('finds no dosha with Mars in the 3rd, 5th, 6th, 9th, 10th or 11th from every reference', () => {
    expect(mangalDoshaOf({ ...base, marsSign: 4 })).toMatchObject({ present: false, cancelled: false });
  });

  it('applies the house-and-sign exceptions per reference', () => {
    // Mars in Gemini: 3rd from lagna, 1st from Moon and Venus; Moon and Venus move so Gemini is their 2nd.
    const second = mangalDoshaOf({ ...base, marsSign: 2, moonSign: 1, venusSign: 1, jupiterSign: 3 });
    expect(second).toMatchObject({ present: true, from: { lagna: false, moon: true, venus: true }, cancelled: true });
    expect(second.reasons).toEqual(['house-sign:moon', 'house-sign:venus']);
    // Mars in Libra, 7th from an Aries lagna: Libra is no exception for the 7th.
    expect(mangalDoshaOf({ ...base, marsSign: 6, jupiterSign: 3 })).toMatchObject({ present: true, cancelled: false, reasons: [] });
    // Mars in the 12th in Taurus (Gemini lagna) is an exception; from a Cancer Moon and Venus it is in the 11th.
    expect(mangalDoshaOf({ ...base, lagnaSign: 2, marsSign: 1, jupiterSign: 3, moonSign: 3, venusSign: 3 })).toMatchObject({ present: true, cancelled: true, reasons: ['house-sign:lagna'] });
  });

  it('is cancelled by own sign, the Moon, Jupiter, and a Leo or Aquarius lagna', () => {
    expect(mangalDoshaOf({ ...base, marsSign: 0 }).reasons).toEqual(['own-sign']);
    expect(mangalDoshaOf({ ...base, marsSign: 6, moonSign: 6, jupiterSign: 3 }).reasons).toEqual(['moon-conjunct']);
    expect(mangalDoshaOf({ ...base, marsSign: 6, jupiterSign: 6 }).reasons).toEqual(['jupiter-conjunct']);
    expect(mangalDoshaOf({ ...base, marsSign: 6, jupiterSign: 2 }).reasons).toEqual(['jupiter-aspect']); // 5th from Gemini
    expect(mangalDoshaOf({ ...base, lagnaSign: 10, marsSign: 4, jupiterSign: 3 })).toMatchObject({ present: true, cancelled: true, reasons: ['lagna-leo-aquarius'] });
  });

  it('flags Mars on a sign edge as borderline', () => {
    expect(mangalDoshaOf({ ...base, marsSign: 6, marsDegree: 29.5 }).borderline).toBe(true);
    expect(mangalDoshaOf({ ...base, marsSign: 6, marsDegree: 2 }).borderline).toBe(false);
  });
});
