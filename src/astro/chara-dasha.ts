/**
 * Chara dasha by K. N. Rao's reading of the Jaimini Sutras ("Predicting through Jaimini's Chara
 * Dasha"): twelve sign periods from the lagna's sign, in the zodiac's order when the 9th sign from
 * the lagna is one of the "savya" group (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius), in
 * reverse otherwise. A sign's years: count from it to its lord (forward for a savya sign, backward
 * for the others), less one; a lord in its own sign gives 12; an exalted lord adds a year, a
 * debilitated one takes one away. The second round gives each sign 12 less its first-round years.
 * Each sign period is shared in twelve equal antardashas (as many months each as the period has
 * years), from the next sign on, in the direction the mahadashas would run were that sign the
 * lagna, the last being the sign's own.
 * Other methods and the choices here are in docs/decisions/028.
 */
import { DASHA_YEAR_DAYS, DEFAULT_DASHA_YEAR } from './dasha';
import type { DashaOptions, DashaYear } from './dasha';
import { countingLord } from './jaimini-lords';
import type { JaiminiChart } from './jaimini-lords';
import { dignityOf } from './zodiac';

const DAY_MS = 86_400_000;

/** Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius: counted in the zodiac's order. */
const SAVYA = new Set([0, 1, 2, 6, 7, 8]);

/**
 * Whether periods counted from a sign run in the zodiac's order: when the 9th sign from it is
 * savya (so from Aries, Leo, Virgo, Libra, Aquarius and Pisces), in reverse otherwise.
 */
const runsForwardFrom = (sign: number): boolean => SAVYA.has((sign + 8) % 12);

export interface SignPeriod {
  /** 0–11 from Aries. */
  sign: number;
  startMs: number;
  endMs: number;
}

export interface SignDasha extends SignPeriod {
  years: number;
  /** Twelve equal sub-periods, the sign's own last. */
  antardashas: SignPeriod[];
}

export interface CharaDashas {
  system: 'chara';
  year: DashaYear;
  yearDays: number;
  direction: 'zodiacal' | 'reverse';
  /** Both rounds from birth; a sign with no years in a round is left out of it. */
  periods: SignDasha[];
}

/** First-round years of a sign's chara dasha. */
export function charaYears(chart: JaiminiChart, sign: number): number {
  const lord = countingLord(chart, sign);
  const lordSign = chart.signs[lord];
  const steps = SAVYA.has(sign) ? (lordSign - sign + 12) % 12 : (sign - lordSign + 12) % 12;
  if (steps === 0) return 12;
  const dignity = dignityOf(lord, lordSign);
  return steps + (dignity === 'exalted' ? 1 : dignity === 'debilitated' ? -1 : 0);
}

/**
 * The twelve antardashas of a sign's period, as K. N. Rao's school teaches them (Shalini
 * Dhasmana, "An Introduction to Jaimini System", AIFAS, ch. "Computation of Char Dasha II: the
 * antardasha order"): each a twelfth of it, in the order the mahadashas would take from that sign
 * as lagna (forward from Aries, Leo, Virgo, Libra, Aquarius and Pisces, backward from the
 * others), beginning with the next sign and ending with the sign itself.
 */
export function charaAntardashas(sign: number, startMs: number, endMs: number): SignPeriod[] {
  const step = runsForwardFrom(sign) ? 1 : 11;
  const length = (endMs - startMs) / 12;
  return Array.from({ length: 12 }, (_, i) => ({
    sign: (sign + step * (i + 1)) % 12,
    startMs: startMs + i * length,
    endMs: i === 11 ? endMs : startMs + (i + 1) * length,
  }));
}

export function charaDashas(chart: JaiminiChart, birthMs: number, options: DashaOptions = {}): CharaDashas {
  const year = options.year ?? DEFAULT_DASHA_YEAR;
  const yearMs = DASHA_YEAR_DAYS[year] * DAY_MS;
  const zodiacal = runsForwardFrom(chart.lagna);
  const order = Array.from({ length: 12 }, (_, i) => (chart.lagna + (zodiacal ? i : 12 - i)) % 12);
  const first = order.map((sign) => ({ sign, years: charaYears(chart, sign) }));
  const second = first.map(({ sign, years }) => ({ sign, years: 12 - years }));
  const periods: SignDasha[] = [];
  let cursor = birthMs;
  // A debilitated lord one sign on leaves a sign no years in the first round; it is passed over.
  for (const { sign, years } of [...first, ...second].filter((p) => p.years > 0)) {
    const endMs = cursor + years * yearMs;
    periods.push({ sign, years, startMs: cursor, endMs, antardashas: charaAntardashas(sign, cursor, endMs) });
    cursor = endMs;
  }
  return { system: 'chara', year, yearDays: DASHA_YEAR_DAYS[year], direction: zodiacal ? 'zodiacal' : 'reverse', periods };
}
