/**
 * Krishnamurti Paddhati: the 249-row sub-lord table against the boundaries printed in KP readers,
 * the lords of a chart's cusps and grahas against Swiss Ephemeris' own cusps and longitudes, and the
 * four levels of significators for a chart worked by hand.
 */
import { describe, expect, it } from 'vitest';
import references from './fixtures/kp-references.json' with { type: 'json' };
import { buildChart } from './chart';
import { kpOf } from './kp';
import { bhavaOf, kpSignificators } from './kp-significators';
import type { KpPlacement } from './kp-significators';
import { KP_SUBDIVISIONS, kpLordsOf } from './kp-subs';

/** Degrees, minutes and seconds of arc within the sign, as the tables print them. */
function withinSign(longitude: number): string {
  const seconds = Math.round((longitude % 30) * 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}°${pad(Math.floor((seconds % 3600) / 60))}'${pad(seconds % 60)}"`;
}

const arc = (row: (typeof KP_SUBDIVISIONS)[number]) => `${row.star}/${row.sub} ${withinSign(row.from)}–${row.to % 30 === 0 ? '30°00\'00"' : withinSign(row.to)}`;

describe('KP sub-lord table', () => {
  it('has 249 rows that tile the zodiac without gaps', () => {
    expect(KP_SUBDIVISIONS).toHaveLength(249);
    expect(KP_SUBDIVISIONS[0]!.from).toBe(0);
    expect(KP_SUBDIVISIONS.at(-1)!.to).toBe(360);
    KP_SUBDIVISIONS.slice(1).forEach((row, i) => expect(row.from).toBe(KP_SUBDIVISIONS[i]!.to));
  });

  it('starts Aries with Ashwini\'s nine subs, Ketu first', () => {
    expect(KP_SUBDIVISIONS.slice(0, 9).map(arc)).toEqual([
      'Ketu/Ketu 0°00\'00"–0°46\'40"', 'Ketu/Venus 0°46\'40"–3°00\'00"', 'Ketu/Sun 3°00\'00"–3°40\'00"',
      'Ketu/Moon 3°40\'00"–4°46\'40"', 'Ketu/Mars 4°46\'40"–5°33\'20"', 'Ketu/Rahu 5°33\'20"–7°33\'20"',
      'Ketu/Jupiter 7°33\'20"–9°20\'00"', 'Ketu/Saturn 9°20\'00"–11°26\'40"', 'Ketu/Mercury 11°26\'40"–13°20\'00"',
    ]);
  });

  it('splits the subs that cross a sign, as Krittika\'s Rahu sub at the end of Aries', () => {
    const crossing = KP_SUBDIVISIONS.filter((row, i) => i > 0 && row.sign !== KP_SUBDIVISIONS[i - 1]!.sign && row.from % 30 === 0 && KP_SUBDIVISIONS[i - 1]!.sub === row.sub);
    expect(crossing).toHaveLength(6);
    expect([arc(KP_SUBDIVISIONS[21]!), arc(KP_SUBDIVISIONS[22]!)]).toEqual(['Sun/Rahu 29°13\'20"–30°00\'00"', 'Sun/Rahu 0°00\'00"–1°13\'20"']);
    expect([KP_SUBDIVISIONS[21]!.sign, KP_SUBDIVISIONS[22]!.sign]).toEqual([0, 1]);
    // Pisces ends with Revati's last sub, Mercury/Saturn from 27°53'20".
    expect(arc(KP_SUBDIVISIONS.at(-1)!)).toBe('Mercury/Saturn 27°53\'20"–30°00\'00"');
  });

  it('gives the same star and sub lords as the table everywhere, each sub opening with its own sub-sub', () => {
    for (const row of KP_SUBDIVISIONS) {
      const lords = kpLordsOf((row.from + row.to) / 2);
      expect([lords.star, lords.sub]).toEqual([row.star, row.sub]);
      const opensSub = KP_SUBDIVISIONS[row.number - 2]?.sub !== row.sub;
      if (opensSub) expect(kpLordsOf(row.from + 1e-9).subSub).toBe(row.sub);
    }
    // Ketu/Ketu's first sub-sub is Ketu's 7/120 of 2800": 0°00'00"–0°02'43.3", then Venus.
    expect(kpLordsOf(163 / 3600).subSub).toBe('Ketu');
    expect(kpLordsOf(164 / 3600).subSub).toBe('Venus');
  });
});

describe('KP chart', () => {
  const mumbai = references.placidus.find((b) => b.id === 'mumbai-1990')!;
  const chart = buildChart({ date: '1990-05-15', time: '14:30', latitude: mumbai.latitude, longitude: mumbai.longitude, timezone: 'Asia/Kolkata', ayanamsa: 'kp' });
  const kp = kpOf(chart);

  it('names the star, sub and sub-sub lords of the cusps Swiss Ephemeris draws', () => {
    expect(chart.utc).toBe('1990-05-15T09:00:00.000Z');
    expect(kp.cusps.map((c) => c.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    kp.cusps.forEach((cusp, i) => {
      expect(cusp.longitude).toBeCloseTo(mumbai.cusps[i]!, 3);
      expect({ star: cusp.star, sub: cusp.sub, subSub: cusp.subSub }).toEqual(kpLordsOf(mumbai.cusps[i]!));
    });
    expect(kp.cusps[0]).toMatchObject({ sign: 4, star: 'Sun', sub: 'Moon', subSub: 'Rahu' });
  });

  it('names the lords of the grahas Swiss Ephemeris places', () => {
    const swephPlaces = mumbai.planets as Record<string, number>;
    for (const planet of kp.planets.filter((p) => p.name !== 'Ketu')) {
      const { star, sub } = kpLordsOf(swephPlaces[planet.name]!);
      expect({ star: planet.star, sub: planet.sub }, planet.name).toEqual({ star, sub });
    }
  });

  it('is refused within the polar circles', () => {
    const tromso = buildChart({ date: '1990-05-15', time: '14:30', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo', ayanamsa: 'kp' });
    expect(() => kpOf(tromso)).toThrow(/Placidus houses are not defined within the polar circles/);
  });
});

describe('KP significators', () => {
  // Equal cusps from 0° Aries, so each house is a sign and each graha's star is easy to check.
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  const placements: KpPlacement[] = [
    { name: 'Sun', longitude: 5 }, // house 1, Ashwini (Ketu)
    { name: 'Moon', longitude: 20 }, // house 1, Bharani (Venus)
    { name: 'Mars', longitude: 100 }, // house 4, Pushya (Saturn)
    { name: 'Mercury', longitude: 45 }, // house 2, Rohini (Moon)
    { name: 'Jupiter', longitude: 250 }, // house 9, Mula (Ketu)
    { name: 'Venus', longitude: 130 }, // house 5, Magha (Ketu)
    { name: 'Saturn', longitude: 300 }, // house 11 (on its cusp), Dhanishta (Mars)
    { name: 'Rahu', longitude: 160 }, // house 6 in Virgo (Mercury's), Hasta (Moon)
    { name: 'Ketu', longitude: 340 }, // house 12 in Pisces (Jupiter's), Uttara Bhadrapada (Saturn)
  ];
  const houses = kpSignificators(cusps, placements);

  it('puts a graha on a cusp in the house that cusp opens', () => {
    expect(bhavaOf(300, cusps)).toBe(11);
    expect(bhavaOf(359.9, cusps)).toBe(12);
  });

  it('lists the four levels: in the star of occupants, occupants, in the star of the lord, the lord', () => {
    // Mercury (Rohini) and Rahu (Hasta) are in the Moon's stars; Saturn (Dhanishta) in Mars'.
    expect(houses[1]!.levels).toEqual([['Mercury', 'Rahu'], ['Sun', 'Moon'], ['Saturn'], ['Mars']]);
    expect(houses[1]!.all).toEqual(['Mercury', 'Rahu', 'Sun', 'Moon', 'Saturn', 'Mars']);
  });

  it('lets Rahu and Ketu stand for the lord of their sign, as occupant and as owner', () => {
    // Mercury occupies the 2nd, so Rahu in Mercury's Virgo does too; Mercury owns the 3rd and 6th.
    expect(houses[2]!.levels).toEqual([[], ['Mercury', 'Rahu'], ['Moon'], ['Venus']]);
    expect(houses[3]!.levels).toEqual([[], [], [], ['Mercury', 'Rahu']]);
    expect(houses[6]!.all).toEqual(['Rahu', 'Mercury']);
    // Jupiter in the 9th brings Ketu in Jupiter's Pisces there, and grahas in Ketu's stars follow.
    expect(houses[9]!.levels).toEqual([['Sun', 'Jupiter', 'Venus'], ['Jupiter', 'Ketu'], ['Sun', 'Jupiter', 'Venus'], ['Jupiter', 'Ketu']]);
    expect(houses[12]!.all).toEqual(['Sun', 'Jupiter', 'Venus', 'Ketu']);
  });
});
