/**
 * Ashtakavarga, BPHS ch. 66: each of the seven grahas has a bhinnashtakavarga (BAV), a row of
 * twelve signs in which the seven grahas and the lagna each give a bindu (a benefic point) to
 * the signs at fixed counts from where they stand. The sarvashtakavarga (SAV) adds the seven
 * rows. The lagna's own ashtakavarga (the eighth row here, as Jagannatha Hora shows it) is kept
 * apart and never added to the SAV.
 *
 * Rahu and Ketu neither give nor receive bindus. Only signs matter, so the charts of a published
 * example can be checked from their sign placements alone (`ashtakavargaFromSigns`).
 */
import type { Chart } from './chart';
import type { Planet } from './ephemeris';

export const AV_PLANETS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export type AvContributor = Planet | 'Lagna';
export const AV_CONTRIBUTORS: readonly AvContributor[] = [...AV_PLANETS, 'Lagna'];
export type AvRow = Planet | 'Lagna';

/**
 * For each row (whose ashtakavarga) and each contributor: the counts, the contributor's own sign
 * being 1, at which it gives a bindu. BPHS ch. 66 as Jagannatha Hora and P.V.R. Narasimha Rao's
 * "Vedic Astrology: An Integrated Approach" (ch. 12) print it; the classical totals are Sun 48,
 * Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39 (SAV 337), and the lagna's row 49.
 * Other printings move a few bindus of the Moon's row (from the Moon, Mars and Jupiter) and one
 * of Venus's (from Mars) without changing the totals; docs/decisions/026 records the choice.
 */
const BINDU_PLACES: Readonly<Record<AvRow, Readonly<Record<AvContributor, readonly number[]>>>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11], Moon: [3, 6, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11], Venus: [6, 7, 12], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Lagna: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11], Moon: [1, 3, 6, 7, 9, 10, 11], Mars: [2, 3, 5, 6, 10, 11], Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11], Venus: [3, 4, 5, 7, 9, 10, 11], Saturn: [3, 5, 6, 11], Lagna: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11], Moon: [3, 6, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12], Venus: [6, 8, 11, 12], Saturn: [1, 4, 7, 8, 9, 10, 11], Lagna: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12], Moon: [2, 4, 6, 8, 10, 11], Mars: [1, 2, 4, 7, 8, 9, 10, 11], Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12], Venus: [1, 2, 3, 4, 5, 8, 9, 11], Saturn: [1, 2, 4, 7, 8, 9, 10, 11], Lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11], Moon: [2, 5, 7, 9, 11], Mars: [1, 2, 4, 7, 8, 10, 11], Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11], Venus: [2, 5, 6, 9, 10, 11], Saturn: [3, 5, 6, 12], Lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12], Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12], Mars: [3, 4, 6, 9, 11, 12], Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11], Saturn: [3, 4, 5, 8, 9, 10, 11], Lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11], Moon: [3, 6, 11], Mars: [3, 5, 6, 10, 11, 12], Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12], Venus: [6, 11, 12], Saturn: [3, 5, 6, 11], Lagna: [1, 3, 4, 6, 10, 11],
  },
  Lagna: {
    Sun: [3, 4, 6, 10, 11, 12], Moon: [3, 6, 10, 11, 12], Mars: [1, 3, 6, 10, 11], Mercury: [1, 2, 4, 6, 8, 10, 11],
    Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11], Venus: [1, 2, 3, 4, 5, 8, 9], Saturn: [1, 3, 4, 6, 10, 11], Lagna: [3, 6, 10, 11],
  },
};

/** Twelve bindu counts, index 0 = Aries. */
export type SignRow = number[];

export interface Ashtakavarga {
  /** Bhinnashtakavarga of each graha, and the lagna's own row. */
  bav: Record<AvRow, SignRow>;
  /** Sarvashtakavarga: the seven grahas' rows added (the lagna's row is not part of it). */
  sav: SignRow;
}

/** The ashtakavarga from the signs (0–11) of the seven grahas and the lagna. */
export function ashtakavargaFromSigns(signs: Readonly<Record<AvContributor, number>>): Ashtakavarga {
  const bav = {} as Record<AvRow, SignRow>;
  for (const row of AV_CONTRIBUTORS) {
    const bindus = new Array<number>(12).fill(0);
    for (const from of AV_CONTRIBUTORS) {
      for (const count of BINDU_PLACES[row][from]) bindus[(signs[from] + count - 1) % 12]! += 1;
    }
    bav[row] = bindus;
  }
  const sav = new Array<number>(12).fill(0).map((_, sign) => AV_PLANETS.reduce((sum, p) => sum + bav[p][sign]!, 0));
  return { bav, sav };
}

/**
 * The signs the ashtakavarga of a birth chart is built from. It needs the true lagna: a chart
 * read from the Moon (moonChart) has none, and is refused.
 */
export function ashtakavargaSigns(chart: Chart): Record<AvContributor, number> {
  if (chart.moonBased) throw new RangeError('Ashtakavarga needs the birth time: the lagna gives bindus');
  const signs = { Lagna: chart.ascendant.sign } as Record<AvContributor, number>;
  for (const body of chart.bodies) if (body.name !== 'Rahu' && body.name !== 'Ketu') signs[body.name] = body.sign;
  return signs;
}

export function ashtakavargaOf(chart: Chart): Ashtakavarga {
  return ashtakavargaFromSigns(ashtakavargaSigns(chart));
}

/**
 * Transit use (BPHS ch. 66; Phaladeepika ch. 23): a graha passing through a sign gives results by
 * the bindus its own BAV holds there, 0–8 (the usual reading: more than four favourable, fewer
 * weak), and the SAV of the sign says how well that sign bears transits in general (above 28 is
 * counted strong). The judgement is the reading's; this gives the two numbers.
 */
export function transitBindus(av: Ashtakavarga, graha: Planet, sign: number): { bindus: number; sav: number } {
  if (!Number.isInteger(sign) || sign < 0 || sign > 11) throw new RangeError(`Invalid sign ${sign}: expected 0…11`);
  return { bindus: av.bav[graha][sign]!, sav: av.sav[sign]! };
}
