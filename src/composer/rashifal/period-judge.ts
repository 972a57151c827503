/**
 * One Moon sign's judgement of a week, month or year (period-sky.ts), every graha counted by house
 * from the sign (gochara from the Moon, Phaladeepika ch. 26, as the daily: judge.ts). It keeps
 * what a weekly, monthly or yearly column weighs: the Moon's passage with its change instants and
 * the chandrashtama stretches; each graha's stays in houses with their dated entries and its
 * stations; the eclipses by house; and for the year the Sun's months quarter by quarter.
 */
import { GOCHARA_GOOD, isGocharaGood } from '../judgement/classics';
import { houseFrom } from './judge';
import type { SpanGraha, SpanSky } from './period-sky';

/** A stretch of a graha in one house; null ends lie outside the span. */
export interface HouseStay {
  house: number;
  fromMs: number | null;
  toMs: number | null;
  good: boolean;
  /** Entered moving backwards (a retrograde planet stepping back into the house). */
  backwards: boolean;
}

/** A station inside the span: the planet turns retrograde (vakri) or direct (margi). */
export interface HouseStation {
  graha: SpanGraha;
  atMs: number;
  station: 'retrograde' | 'direct';
  house: number;
}

export interface HouseEclipse {
  kind: 'solar' | 'lunar';
  type: string;
  peakMs: number;
  seen: boolean;
  house: number;
  sign: number;
}

export interface Quarter {
  /** 0–3: January–March … October–December. */
  index: number;
  fromMs: number;
  toMs: number;
  /** The Sun's stays clipped to the quarter (null ends: the quarter's). */
  sun: HouseStay[];
}

export interface PeriodJudgement {
  sign: number;
  moon: HouseStay[];
  /** The Moon's stays in the 8th from the sign. */
  chandrashtama: HouseStay[];
  /** The house the Moon (week) or the Sun (month, year) holds longest: the keynote, do and don't. */
  keyHouse: number;
  stays: Record<SpanGraha, HouseStay[]>;
  stations: HouseStation[];
  eclipses: HouseEclipse[];
  quarters: Quarter[];
  /** Favourable minus unfavourable weight, −1 to 1. */
  tone: number;
}

/** The signs a graha holds through the span, from its sign at the start and its ingresses. */
function staysOf(sky: SpanSky, graha: SpanGraha, moonSign: number): HouseStay[] {
  const stays: HouseStay[] = [];
  let sign = sky.signs[graha];
  let fromMs: number | null = null;
  let backwards = false;
  for (const e of sky.events) {
    if (e.graha !== graha || e.kind !== 'ingress') continue;
    const house = houseFrom(moonSign, sign);
    stays.push({ house, fromMs, toMs: e.atMs, good: isGocharaGood(graha, house), backwards });
    sign = e.toSign;
    fromMs = e.atMs;
    // The nodes always move backwards: only a planet's step back is news.
    backwards = e.retrograde && graha !== 'Rahu';
  }
  const house = houseFrom(moonSign, sign);
  stays.push({ house, fromMs, toMs: null, good: isGocharaGood(graha, house), backwards });
  return stays;
}

export const lengthIn = (s: HouseStay, startMs: number, endMs: number) => Math.max(0, Math.min(s.toMs ?? endMs, endMs) - Math.max(s.fromMs ?? startMs, startMs));

/** The house held longest in [startMs, endMs) and each house's share of the span. */
function longest(stays: HouseStay[], startMs: number, endMs: number): HouseStay {
  return stays.reduce((a, b) => (lengthIn(b, startMs, endMs) > lengthIn(a, startMs, endMs) ? b : a));
}

/** The share of the span, −1 to 1, spent in favourable houses minus unfavourable ones. */
function goodShare(stays: HouseStay[], startMs: number, endMs: number): number {
  const total = endMs - startMs;
  return stays.reduce((s, x) => s + (x.good ? 1 : -1) * lengthIn(x, startMs, endMs), 0) / total;
}

function clip(stays: HouseStay[], startMs: number, endMs: number): HouseStay[] {
  return stays
    .filter((s) => lengthIn(s, startMs, endMs) > 0)
    .map((s) => ({ ...s, fromMs: s.fromMs !== null && s.fromMs > startMs ? s.fromMs : null, toMs: s.toMs !== null && s.toMs < endMs ? s.toMs : null }));
}

/** Weights of the tone: the keynote graha, the slow ones, and the quick ones. */
const WEIGHTS: Record<SpanSky['period'], Partial<Record<SpanGraha | 'Moon', number>>> = {
  weekly: { Moon: 2, Jupiter: 1.5, Saturn: 1.5, Sun: 0.5, Mercury: 0.5, Venus: 0.5, Mars: 0.5 },
  monthly: { Sun: 2, Jupiter: 1.5, Saturn: 1.5, Mercury: 0.5, Venus: 0.5, Mars: 0.5 },
  yearly: { Jupiter: 2, Saturn: 2, Rahu: 1 },
};

export function judgePeriod(sky: SpanSky, moonSign: number, quarterBounds: number[] = []): PeriodJudgement {
  if (!Number.isInteger(moonSign) || moonSign < 0 || moonSign > 11) throw new RangeError(`sign must be 0–11, got ${moonSign}`);
  const moon = sky.moon.map((s): HouseStay => {
    const house = houseFrom(moonSign, s.sign);
    return { house, fromMs: s.fromMs, toMs: s.toMs, good: GOCHARA_GOOD.Moon.includes(house), backwards: false };
  });
  const stays = Object.fromEntries((['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Rahu'] as const).map((g) => [g, staysOf(sky, g, moonSign)])) as Record<SpanGraha, HouseStay[]>;
  const stations = sky.events.flatMap((e): HouseStation[] =>
    e.kind === 'station' ? [{ graha: e.graha as SpanGraha, atMs: e.atMs, station: e.station, house: houseFrom(moonSign, e.sign) }] : [],
  );
  const eclipses = sky.eclipses.map((e) => ({ kind: e.kind, type: e.type, peakMs: e.peakMs, seen: e.seen, house: houseFrom(moonSign, e.sign), sign: e.sign }));
  const quarters = quarterBounds.slice(0, -1).map((fromMs, index) => ({ index, fromMs, toMs: quarterBounds[index + 1]!, sun: clip(stays.Sun, fromMs, quarterBounds[index + 1]!) }));
  const key = sky.period === 'weekly' ? longest(moon, sky.startMs, sky.endMs) : sky.period === 'monthly' ? longest(stays.Sun, sky.startMs, sky.endMs) : longest(stays.Jupiter, sky.startMs, sky.endMs);
  let weighed = 0;
  let total = 0;
  for (const [g, w] of Object.entries(WEIGHTS[sky.period]) as Array<[SpanGraha | 'Moon', number]>) {
    weighed += w * goodShare(g === 'Moon' ? moon : stays[g], sky.startMs, sky.endMs);
    total += w;
  }
  return {
    sign: moonSign,
    moon,
    chandrashtama: moon.filter((m) => m.house === 8),
    keyHouse: key.house,
    stays,
    stations,
    eclipses,
    quarters,
    tone: weighed / total,
  };
}
