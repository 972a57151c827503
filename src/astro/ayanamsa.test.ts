/**
 * The four ayanamsas against Swiss Ephemeris 2.10 (fixtures/kp-references.json: its true
 * ayanamsas, with nutation, at six instants from 1900 to 2050), and a chart drawn with each.
 */
import { describe, expect, it } from 'vitest';
import references from './fixtures/kp-references.json' with { type: 'json' };
import { differenceDegrees } from './angle';
import { AYANAMSAS, ayanamsaNamed, trueAyanamsa } from './ayanamsa';
import { buildChart } from './chart';
import { astroTime } from './sidereal-positions';

const ARCSEC = 1 / 3600;

describe('ayanamsas', () => {
  for (const row of references.ayanamsa) {
    it(`agree with Swiss Ephemeris within 1" at ${row.utc}`, () => {
      const time = astroTime(Date.parse(row.utc));
      for (const name of AYANAMSAS) {
        expect(Math.abs(differenceDegrees(trueAyanamsa(name, time), row[name])), name).toBeLessThan(ARCSEC);
      }
    });
  }

  it('move every sidereal longitude of a chart by the difference between them', () => {
    const birth = { date: '1990-05-15', time: '14:30', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
    const lahiri = buildChart(birth);
    expect(lahiri.input.ayanamsa).toBe('lahiri');
    for (const name of ['raman', 'kp', 'true-chitra'] as const) {
      const other = buildChart({ ...birth, ayanamsa: name });
      const shift = other.ayanamsa - lahiri.ayanamsa;
      expect(Math.abs(shift)).toBeGreaterThan(30 * ARCSEC);
      expect(differenceDegrees(other.ascendant.longitude, lahiri.ascendant.longitude - shift)).toBeCloseTo(0, 9);
      other.bodies.forEach((body, i) => {
        expect(differenceDegrees(body.longitude, lahiri.bodies[i]!.longitude - shift), body.name).toBeCloseTo(0, 9);
      });
    }
  });

  it('refuse a name they do not know, listing the ones they do', () => {
    expect(ayanamsaNamed('true-chitra')).toBe('true-chitra');
    expect(() => ayanamsaNamed('fagan')).toThrow(/Unknown ayanamsa "fagan": expected one of lahiri, raman, kp, true-chitra/);
  });
});
