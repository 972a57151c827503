import { describe, expect, it } from 'vitest';
import { buildChart, isCombust, zodiacPoint } from './chart';
import type { Chart } from './chart';
import {
  adhi, amala, budhaAditya, chandraMangala, dhanaYogas, findYogas, gajaKesari, kemadruma, lunarFlank, mahapurusha,
  neechaBhangaRajaYogas, parivartanaYogas, rajaYogas, viparitaRajaYogas,
} from './yogas';
import type { Yoga, YogaKey } from './yogas';
import { GRAHAS, dignityOf, houseFrom } from './zodiac';
import type { Graha } from './zodiac';

const delhi = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const at = (date: string, time: string) => buildChart({ date, time, ...delhi });

/**
 * A chart-shaped input with the grahas at chosen longitudes (Rahu and Ketu opposite each other),
 * built on a real chart's frame, for rules whose real examples are rare.
 */
function chartWith(lagnaSign: number, longitudes: Record<Exclude<Graha, 'Ketu'>, number>): Chart {
  const base = at('2000-01-01', '12:00');
  const lon = { ...longitudes, Ketu: (longitudes.Rahu + 180) % 360 };
  const ascendant = zodiacPoint(lagnaSign * 30 + 15);
  const bodies = GRAHAS.map((name) => {
    const point = zodiacPoint(lon[name]);
    const retrograde = name === 'Rahu' || name === 'Ketu';
    return {
      name, ...point, house: houseFrom(point.sign, lagnaSign), speed: retrograde ? -0.05 : 1, retrograde,
      combust: isCombust({ name, longitude: point.longitude, speed: 1, retrograde }, lon.Sun),
      dignity: dignityOf(name, point.sign),
    };
  });
  return { ...base, ascendant, bodies };
}

const keys = (ys: readonly Yoga[]) => ys.map((y) => `${y.key}/${y.strength}`);

describe('Gaja Kesari', () => {
  it('forms with Jupiter in a kendra from the Moon, weak from a dusthana', () => {
    expect(gajaKesari(at('2000-01-01', '12:00'))).toMatchObject({ key: 'gaja-kesari', strength: 'full', grahas: ['Jupiter', 'Moon'] });
    expect(gajaKesari(at('2000-01-01', '06:00'))).toMatchObject({ strength: 'weak', reasons: ['dusthana:Jupiter'] });
    expect(gajaKesari(at('2022-03-20', '12:00'))).toBeNull(); // Jupiter 5th from the Moon
  });

  it('is weak with Jupiter debilitated and uncancelled', () => {
    // Sagittarius lagna; Jupiter in Capricorn (2nd), 4th from a Libra Moon. Nothing cancels the debility:
    // Saturn (its dispositor) in Taurus, the Moon (lord of Cancer) in the 11th, Mars (exalted in
    // Capricorn) in Leo are all off the kendras of the lagna and the Moon, and Saturn does not aspect it.
    const chart = chartWith(8, { Sun: 100, Moon: 195, Mars: 130, Mercury: 110, Jupiter: 285, Venus: 125, Saturn: 45, Rahu: 20 });
    expect(gajaKesari(chart)).toMatchObject({ strength: 'weak', reasons: ['debilitated:Jupiter'] });
  });
});

describe('Budha-Aditya', () => {
  it('is never full while Mercury is combust', () => {
    for (let d = Date.UTC(2019, 0, 1); d < Date.UTC(2020, 0, 1); d += 5 * 86_400_000) {
      const chart = at(new Date(d).toISOString().slice(0, 10), '12:00');
      const y = budhaAditya(chart);
      if (y && chart.bodies[3]!.combust) expect(y).toMatchObject({ strength: 'weak', reasons: ['combust:Mercury'] });
    }
    expect(budhaAditya(at('2017-10-31', '12:00'))).toMatchObject({ strength: 'weak', reasons: ['combust:Mercury'] });
    // Mercury 18.5° from the Sun, both in Capricorn: uncombust, full.
    expect(budhaAditya(at('2021-01-23', '12:00'))?.strength).toBe('full');
    expect(budhaAditya(at('2022-03-20', '12:00'))).toBeNull();
  });
});

describe('Chandra-Mangala and the flanks of the Moon', () => {
  it('finds Moon with Mars', () => {
    expect(chandraMangala(at('2000-06-02', '06:00'))?.strength).toBe('full');
    expect(chandraMangala(at('2000-01-01', '12:00'))).toBeNull();
  });

  it('tells Sunapha, Anapha and Durudhara apart', () => {
    expect(lunarFlank(at('2000-01-01', '06:00'))).toMatchObject({ key: 'sunapha', grahas: ['Moon', 'Venus'] });
    expect(lunarFlank(at('2021-01-23', '12:00'))).toMatchObject({ key: 'anapha', grahas: ['Moon', 'Mars'] });
    expect(lunarFlank(at('2000-01-08', '06:00'))?.key).toBe('durudhara');
  });
});

describe('Kemadruma', () => {
  // Taurus lagna, Moon in Aries (12th): the planets kept to Gemini, Virgo and Sagittarius, off the
  // 2nd and 12th from the Moon and off every kendra from it and from the lagna.
  const lonely = { Sun: 160, Moon: 15, Mars: 70, Mercury: 170, Jupiter: 250, Venus: 150, Saturn: 80, Rahu: 20 };

  it('forms with nothing but the Sun and nodes beside the Moon, and stands when no kendra holds a planet', () => {
    expect(kemadruma(chartWith(1, lonely))).toMatchObject({ key: 'kemadruma', strength: 'full', reasons: [] });
  });

  it('is cancelled by a planet in a kendra, named in the reasons', () => {
    // Jupiter moved to Leo: 4th from the lagna (5th from the Moon).
    expect(kemadruma(chartWith(1, { ...lonely, Jupiter: 130 }))).toMatchObject({ strength: 'cancelled', reasons: ['kendra-from-lagna:Jupiter'] });
    expect(kemadruma(at('2022-03-20', '12:00'))?.strength).toBe('cancelled');
    expect(kemadruma(at('2000-01-01', '06:00'))).toBeNull(); // Venus in the 2nd from the Moon
  });
});

describe('Pancha Mahapurusha', () => {
  it('names each from its planet in own or exaltation sign in a kendra', () => {
    expect(keys(mahapurusha(at('2021-01-23', '12:00')))).toEqual(['ruchaka/full', 'shasha/weak']);
    expect(mahapurusha(at('2021-01-23', '12:00'))[1]!.reasons).toEqual(['own', 'combust:Saturn']);
    expect(keys(mahapurusha(at('2002-08-07', '06:00')))).toContain('hamsa/full');
    expect(keys(mahapurusha(at('2000-04-04', '06:00')))).toContain('malavya/full');
    expect(keys(mahapurusha(at('2000-06-09', '06:00')))).toContain('bhadra/full');
    expect(keys(mahapurusha(at('2011-11-15', '12:00')))).toContain('shasha/weak'); // Saturn within 1° of a sign edge
    expect(mahapurusha(at('2022-03-20', '12:00'))).toEqual([]); // exalted Mars, but in the 8th
  });
});

describe('lordship yogas', () => {
  it('Raja: a kendra lord with a trikona lord', () => {
    // Taurus lagna: Sun (4th lord) with Mercury (5th lord) in Capricorn.
    const raja = rajaYogas(at('2021-01-23', '14:00'));
    expect(raja.find((y) => y.grahas.join() === 'Sun,Mercury')).toMatchObject({ strength: 'full', reasons: ['conjunction'] });
    expect(raja.find((y) => y.grahas.join() === 'Mercury,Saturn')).toMatchObject({ strength: 'weak', reasons: ['conjunction', 'combust:Saturn'] });
  });

  it('Dhana: a lord of the 2nd or 11th with a lord of the 1st, 5th or 9th, by mutual aspect too', () => {
    // Sagittarius lagna: Saturn (2nd, 3rd) in the lagna and Mars (5th) in Virgo aspect each other.
    expect(dhanaYogas(at('2017-10-31', '12:00')).find((y) => y.grahas.join() === 'Mars,Saturn')).toMatchObject({ strength: 'full', reasons: ['mutual-aspect'] });
  });

  it('Viparita Raja: dusthana lords in dusthanas, weak when the lord also rules the lagna', () => {
    const gemini = viparitaRajaYogas(at('2022-03-20', '12:00'));
    expect(gemini.map((y) => `${y.grahas[0]}:${y.reasons.join()}`)).toEqual(['Mars:harsha', 'Saturn:sarala', 'Venus:vimala']);
    const taurus = viparitaRajaYogas(at('2021-01-23', '14:00'));
    expect(taurus.find((y) => y.grahas[0] === 'Venus')).toMatchObject({ strength: 'weak', reasons: ['harsha', 'lagna-lord:Venus'] });
  });

  it('Neecha-bhanga Raja: cancelled debility, full only by a kendra rule', () => {
    expect(neechaBhangaRajaYogas(at('2021-01-23', '12:00'))).toMatchObject([{ grahas: ['Jupiter'], strength: 'full' }]);
    expect(neechaBhangaRajaYogas(at('2000-07-30', '18:00'))).toMatchObject([{ grahas: ['Mars'], strength: 'weak', reasons: ['dispositor-joins-or-aspects', 'no-kendra-rule'] }]);
    expect(neechaBhangaRajaYogas(at('2017-10-31', '12:00')).map((y) => y.grahas[0])).toEqual(['Sun']); // Venus's debility stands
  });

  it('Parivartana: maha between good houses, dainya (weak) through a dusthana', () => {
    expect(parivartanaYogas(at('2017-10-31', '12:00'))).toMatchObject([{ grahas: ['Mercury', 'Venus'], strength: 'full', reasons: ['maha'] }]);
    expect(parivartanaYogas(at('2000-01-01', '06:00'))).toMatchObject([{ grahas: ['Mars', 'Saturn'], strength: 'weak', reasons: ['dainya', 'dusthana-exchange'] }]);
    expect(parivartanaYogas(at('2022-03-20', '12:00'))).toEqual([]);
  });
});

describe('Adhi and Amala', () => {
  it('Adhi: benefics in the 6th to 8th from the Moon', () => {
    expect(adhi(at('2000-03-21', '06:00'))).toMatchObject({ strength: 'full', grahas: ['Mercury', 'Jupiter', 'Venus'] });
    expect(adhi(at('2000-02-21', '06:00'))).toMatchObject({ strength: 'weak', reasons: ['two-benefics-only'] });
    expect(adhi(at('2022-03-20', '12:00'))).toBeNull();
  });

  it('Amala: a benefic in the 10th, weak only when every such benefic is spoiled', () => {
    expect(amala(at('2000-01-15', '18:00'))).toMatchObject({ strength: 'full', reasons: ['tenth-from-lagna:Jupiter'] });
    expect(amala(at('2017-10-31', '12:00'))).toMatchObject({ strength: 'weak', reasons: ['tenth-from-lagna:Venus', 'debilitated:Venus'] });
    expect(amala(at('2022-03-20', '12:00'))).toBeNull();
  });
});

describe('findYogas', () => {
  it('collects every rule, cancelled ones marked', () => {
    const all = findYogas(at('2022-03-20', '12:00'));
    const found = new Set(all.map((y) => y.key));
    expect([...found].sort()).toEqual((['dhana', 'kemadruma', 'raja', 'viparita-raja'] satisfies YogaKey[]).sort());
    expect(all.find((y) => y.key === 'kemadruma')?.strength).toBe('cancelled');
    for (const y of all) expect(y.houses).toHaveLength(y.grahas.length);
  });
});
