/**
 * The judgement of one Moon sign's day: every graha counted by house from the sign (the sign is
 * the reader's Moon sign, so this is gochara from the Moon, Phaladeepika ch. 26), each with the
 * classical verdict. No birth star is known, so the day's tara is not judged.
 */
import { GOCHARA_GOOD, isGocharaGood } from '../judgement/classics';
import type { Graha } from '../../astro/zodiac';
import type { RashifalSky } from './sky';

export type Fast = 'Sun' | 'Mars' | 'Mercury' | 'Venus';
const FAST: readonly Fast[] = ['Sun', 'Mars', 'Venus', 'Mercury'];

/** 1–12: the house a sign makes from the reader's Moon sign. */
export const houseFrom = (moonSign: number, sign: number) => ((sign - moonSign + 12) % 12) + 1;

export interface MoonHouse {
  house: number;
  fromMs: number | null;
  toMs: number | null;
  good: boolean;
}

export interface Placed<G extends Graha> {
  graha: G;
  house: number;
  good: boolean;
}

export interface RashifalJudgement {
  sign: number;
  /** The Moon's houses through India's day, in order, with the instant of each change. */
  moon: MoonHouse[];
  sunriseMs: number;
  /** The house the Moon holds longest through the day: the day's keynote and its do and don't. */
  keyHouse: number;
  /** The part of the day the Moon spends in the 8th from the sign, or null. */
  chandrashtama: { fromMs: number | null; toMs: number | null } | null;
  jupiter: Placed<'Jupiter'>;
  saturn: Placed<'Saturn'>;
  rahu: Placed<'Rahu'>;
  ketu: Placed<'Ketu'>;
  /** The quick grahas worth a line: in a favourable house, or in the 1st, 8th or 12th. */
  fast: Placed<Fast>[];
  /** Favourable minus unfavourable weight, −1 to 1, for the day's overall tone. */
  tone: number;
}

const placed = <G extends Graha>(graha: G, moonSign: number, sign: number): Placed<G> => {
  const house = houseFrom(moonSign, sign);
  return { graha, house, good: isGocharaGood(graha, house) };
};

export function judgeRashifal(sky: RashifalSky, moonSign: number): RashifalJudgement {
  if (!Number.isInteger(moonSign) || moonSign < 0 || moonSign > 11) throw new RangeError(`sign must be 0–11, got ${moonSign}`);
  const moon = sky.moon.map((s) => {
    const house = houseFrom(moonSign, s.sign);
    return { house, fromMs: s.fromMs, toMs: s.toMs, good: GOCHARA_GOOD.Moon.includes(house) };
  });
  const length = (m: MoonHouse) => (m.toMs ?? sky.dayEndMs) - (m.fromMs ?? sky.dayStartMs);
  const longest = moon.reduce((a, b) => (length(b) > length(a) ? b : a));
  const eighth = moon.find((m) => m.house === 8);
  const fast = FAST.map((g) => placed(g, moonSign, sky.signs[g])).filter((p) => p.good || [1, 8, 12].includes(p.house));
  const slow = [placed('Jupiter', moonSign, sky.signs.Jupiter), placed('Saturn', moonSign, sky.signs.Saturn)] as const;
  const weights: Array<[boolean, number]> = [[longest.good, 2], [slow[0].good, 1.5], [slow[1].good, 1.5], ...fast.map((f): [boolean, number] => [f.good, 0.5])];
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const tone = weights.reduce((s, [good, w]) => s + (good ? w : -w), 0) / total;
  return {
    sign: moonSign,
    moon,
    sunriseMs: sky.sunriseMs,
    keyHouse: longest.house,
    chandrashtama: eighth ? { fromMs: eighth.fromMs, toMs: eighth.toMs } : null,
    jupiter: slow[0],
    saturn: slow[1],
    rahu: placed('Rahu', moonSign, sky.signs.Rahu),
    ketu: placed('Ketu', moonSign, sky.signs.Ketu),
    fast,
    tone,
  };
}

export type RashifalVerdict = 'favourable' | 'mixed' | 'careful';

/** A third of the weight either way makes the span favourable or one for care; between, mixed. */
export const verdictOf = (tone: number): RashifalVerdict => (tone >= 1 / 3 ? 'favourable' : tone <= -1 / 3 ? 'careful' : 'mixed');
