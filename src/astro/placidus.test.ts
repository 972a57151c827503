/**
 * Placidus cusps against Swiss Ephemeris 2.10's swe_houses_ex (system 'P', KP ayanamsa) for six
 * births from the tropics to 64° N and the southern hemisphere (fixtures/kp-references.json).
 */
import { describe, expect, it } from 'vitest';
import references from './fixtures/kp-references.json' with { type: 'json' };
import { differenceDegrees } from './angle';
import { trueAyanamsa } from './ayanamsa';
import { placidusCusps } from './placidus';
import { astroTime } from './sidereal-positions';

const ARCSEC = 1 / 3600;

describe('Placidus cusps', () => {
  for (const birth of references.placidus) {
    it(`match Swiss Ephemeris within 1" for ${birth.id} (latitude ${birth.latitude})`, () => {
      const time = astroTime(Date.parse(birth.utc));
      const cusps = placidusCusps(time, birth.latitude, birth.longitude).map((c) => c - trueAyanamsa('kp', time));
      cusps.forEach((cusp, i) => {
        expect(Math.abs(differenceDegrees(cusp, birth.cusps[i]!)), `cusp ${i + 1}`).toBeLessThan(ARCSEC);
      });
    });
  }

  it('are refused within either polar circle, saying why', () => {
    const time = astroTime(Date.parse('2001-09-09T15:45:00Z'));
    expect(() => placidusCusps(time, 69.6492, 18.9553)).toThrow(/not defined within the polar circles: latitude 69.6492 is beyond ±66\.5\d°/);
    expect(() => placidusCusps(time, -77.85, 166.67)).toThrow(RangeError);
    expect(placidusCusps(time, 66.5, 18.9553)).toHaveLength(12);
  });
});
