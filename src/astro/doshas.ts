/**
 * Mangal (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th counted from the lagna, from the
 * Moon and from Venus, with the common exceptions that cancel it. Kept to signs so that marriage
 * matching can weigh both partners' doshas from the same data; whether both partners having it
 * cancels it is a matching rule, not a chart rule, and is left to the matching code.
 */
import { bodyOf } from './chart';
import type { Chart } from './chart';
import { SANDHI_DEGREES, aspectsSign } from './strength';
import { houseFrom } from './zodiac';

const DOSHA_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** Signs in which Mars in a given house (counted from the reference) gives no dosha. */
const HOUSE_SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = {
  2: [2, 5], // Gemini, Virgo
  4: [0, 7], // Aries, Scorpio
  7: [3, 9], // Cancer, Capricorn
  8: [8, 11], // Sagittarius, Pisces
  12: [1, 6], // Taurus, Libra
};

export type DoshaReference = 'lagna' | 'moon' | 'venus';

export type MangalReason =
  | 'own-sign'
  | 'exalted'
  | `house-sign:${DoshaReference}`
  | 'jupiter-conjunct'
  | 'jupiter-aspect'
  | 'moon-conjunct'
  | 'lagna-leo-aquarius'
  | 'mars-yogakaraka';

export interface MangalDosha {
  /** Mars in a dosha house from at least one reference. */
  present: boolean;
  /** Whether Mars is in a dosha house counted from each reference. */
  from: Record<DoshaReference, boolean>;
  /** House of Mars counted from each reference. */
  houses: Record<DoshaReference, number>;
  /** Present, and every reference that has it is cancelled by an exception. */
  cancelled: boolean;
  /** The exceptions that hold (also when the dosha is absent, so a matcher can see them). */
  reasons: MangalReason[];
  /** Mars within a degree of a sign edge: its house, and so the dosha, is not certain. */
  borderline: boolean;
}

/** The signs the reckoning needs, so it can run on any chart-like data. */
export interface MangalInput {
  /** Null when the birth time is not known: only the Moon and Venus are counted from. */
  lagnaSign: number | null;
  marsSign: number;
  /** Degrees of Mars within its sign, for the borderline flag. */
  marsDegree: number;
  moonSign: number;
  venusSign: number;
  jupiterSign: number;
}

/**
 * Exceptions, as the common almanac lists give them: Mars in its own sign (Aries, Scorpio) or
 * exalted (Capricorn); Mars in the 2nd in Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in
 * Cancer or Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus or Libra (applied from
 * each reference in turn); Mars with Jupiter or under its aspect; Mars with the Moon; a Leo or
 * Aquarius lagna; a Cancer or Leo lagna, for which Mars is the yogakaraka.
 */
export function mangalDoshaOf(input: MangalInput): MangalDosha {
  const { lagnaSign, marsSign, moonSign, venusSign, jupiterSign } = input;
  const houses: Record<DoshaReference, number> = {
    // Without a lagna its house is the Moon's count, reported but never counted as a reference.
    lagna: houseFrom(marsSign, lagnaSign ?? moonSign), moon: houseFrom(marsSign, moonSign), venus: houseFrom(marsSign, venusSign),
  };
  const refs: readonly DoshaReference[] = lagnaSign === null ? ['moon', 'venus'] : ['lagna', 'moon', 'venus'];
  const from: Record<DoshaReference, boolean> = { lagna: false, moon: false, venus: false };
  for (const r of refs) from[r] = DOSHA_HOUSES.includes(houses[r]);
  const whole: MangalReason[] = [];
  if (marsSign === 0 || marsSign === 7) whole.push('own-sign');
  if (marsSign === 9) whole.push('exalted');
  if (jupiterSign === marsSign) whole.push('jupiter-conjunct');
  else if (aspectsSign('Jupiter', jupiterSign, marsSign)) whole.push('jupiter-aspect');
  if (moonSign === marsSign) whole.push('moon-conjunct');
  if (lagnaSign !== null && (lagnaSign === 4 || lagnaSign === 10)) whole.push('lagna-leo-aquarius');
  if (lagnaSign !== null && (lagnaSign === 3 || lagnaSign === 4)) whole.push('mars-yogakaraka');
  const perReference = refs.filter((r) => from[r] && HOUSE_SIGN_EXCEPTIONS[houses[r]]?.includes(marsSign));
  const reasons: MangalReason[] = [...whole, ...perReference.map((r): MangalReason => `house-sign:${r}`)];
  const present = refs.some((r) => from[r]);
  return {
    present, from, houses,
    cancelled: present && (whole.length > 0 || refs.every((r) => !from[r] || perReference.includes(r))),
    reasons,
    borderline: Math.min(input.marsDegree, 30 - input.marsDegree) < SANDHI_DEGREES,
  };
}

/** Mangal dosha of a birth chart. */
export function mangalDosha(chart: Chart): MangalDosha {
  const mars = bodyOf(chart, 'Mars');
  return mangalDoshaOf({
    lagnaSign: chart.moonBased ? null : chart.ascendant.sign, marsSign: mars.sign, marsDegree: mars.degree,
    moonSign: bodyOf(chart, 'Moon').sign, venusSign: bodyOf(chart, 'Venus').sign, jupiterSign: bodyOf(chart, 'Jupiter').sign,
  });
}
