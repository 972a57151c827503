/**
 * What is true of a reading, reduced to what a model's reply can be checked against: signs, houses,
 * dasha lords and dates. It is deliberately small and plain so the checker (fact-check.ts) does not
 * depend on the composer's richer fact types, which change with the composer; `factSheetOf`
 * (fact-sheet-of.ts) is the one bridge between the two.
 */
import type { Graha } from '../../../astro/zodiac';

export interface GrahaSheet {
  /** 0 = Aries … 11 = Pisces. */
  natalSign: number;
  /** Whole-sign house from the lagna, 1–12. */
  natalHouse: number;
  /** The graha's sign in the navamsa (D9): readings quote it beside the natal sign. */
  navamsaSign: number;
  /**
   * Every sign the graha is in at some moment of the reading's period. A superset is fine (the
   * checker must never reject a true sentence); a missing sign is not.
   */
  periodSigns: number[];
}

export type DashaLevel = 'mahadasha' | 'antardasha' | 'pratyantardasha';

export interface DashaSheetSpan {
  level: DashaLevel;
  lord: Graha;
  /** 'YYYY-MM-DD'. */
  start: string;
  /** null when the facts give only the start (a change inside the period). */
  end: string | null;
}

export interface FactSheet {
  grahas: Record<Graha, GrahaSheet>;
  /** Null without an exact birth time: the chart is read from the Moon and no lagna may be named. */
  lagnaSign: number | null;
  moon: { sign: number; nakshatra: string };
  /** Empty lists when the chart has no dasha facts (a birth outside the dasha tables). */
  dasha: {
    /** Running when the period starts, one per level. */
    running: DashaSheetSpan[];
    /** Beginning inside the period, or named in the facts as the next one. */
    starting: DashaSheetSpan[];
    /** The mahadashas the facts list in order (the running one and those after it). */
    sequence: DashaSheetSpan[];
  };
  /** The reading's period, first and last day inclusive, 'YYYY-MM-DD'. */
  period: { start: string; end: string };
  /** Every date the facts mention ('YYYY-MM-DD'): dasha starts and ends, events, the birth date. */
  dates: string[];
}

const DAY_MS = 86_400_000;

/**
 * Generous bounds on each graha's daily motion in degrees, forwards and backwards (retrograde).
 * The true node wobbles both ways, so the nodes get a margin on each side.
 */
const MAX_SPEED: Readonly<Record<Graha, { direct: number; retrograde: number }>> = {
  Sun: { direct: 1.03, retrograde: 0 },
  Moon: { direct: 15.5, retrograde: 0 },
  Mars: { direct: 0.8, retrograde: 0.45 },
  Mercury: { direct: 2.25, retrograde: 1.45 },
  Jupiter: { direct: 0.25, retrograde: 0.15 },
  Venus: { direct: 1.3, retrograde: 0.7 },
  Saturn: { direct: 0.14, retrograde: 0.09 },
  Rahu: { direct: 0.15, retrograde: 0.3 },
  Ketu: { direct: 0.15, retrograde: 0.3 },
};

/**
 * The signs a graha at `longitude` (sidereal degrees) at `atMs` can be in at some moment from
 * `startMs` to `endMs`, whichever way it moves: a superset of the truth, and only that graha's
 * own sign when it is far from a cusp. Ingresses the facts list are added by the caller.
 */
export function signsWithinReach(graha: Graha, longitude: number, atMs: number, startMs: number, endMs: number): number[] {
  const before = Math.max(0, atMs - startMs) / DAY_MS;
  const after = Math.max(0, endMs - atMs) / DAY_MS;
  const { direct, retrograde } = MAX_SPEED[graha];
  const low = longitude - Math.max(direct * before, retrograde * after);
  const high = longitude + Math.max(direct * after, retrograde * before);
  const signs = new Set<number>();
  for (let s = Math.floor(low / 30); s <= Math.floor(high / 30) && signs.size < 12; s++) signs.add(((s % 12) + 12) % 12);
  return [...signs].sort((a, b) => a - b);
}
