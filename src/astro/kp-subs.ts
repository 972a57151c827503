import { normalizeDegrees } from './angle';
import { DASHA_YEARS } from './dasha';
import { NAKSHATRA_LORDS } from './nakshatra';
import type { Graha } from './zodiac';

/**
 * Krishnamurti's subdivisions (KP Reader I): each nakshatra of 13°20' is cut into nine subs in the
 * Vimshottari order starting from its own lord, each as long as its lord's dasha is a part of 120
 * years; each sub is cut the same way again into sub-subs, starting from the sub's lord. Measured
 * in arc-seconds a nakshatra is 48 000" and a sub 400" per dasha year, so the table is exact.
 */
const NAKSHATRA_ARCSEC = 48_000;
const SUB_ARCSEC_PER_YEAR = NAKSHATRA_ARCSEC / 120;
const SIGN_ARCSEC = 30 * 3600;

/** The nine lords in Vimshottari order from the one at `first` (an index into NAKSHATRA_LORDS). */
function lordsFrom(first: number): Graha[] {
  return Array.from({ length: 9 }, (_, i) => NAKSHATRA_LORDS[(first + i) % 9]!);
}

/** One row of the KP table: an arc of one sign with one star lord and one sub lord. */
export interface KpSubdivision {
  /** 1-based, in zodiac order. */
  number: number;
  /** 0–11 from Aries. */
  sign: number;
  /** Sidereal longitudes in degrees; `to` is where the next row starts. */
  from: number;
  to: number;
  star: Graha;
  sub: Graha;
}

/**
 * The 249 rows of the KP sub-lord table: 27 nakshatras × 9 subs, with the six subs that straddle
 * a sign boundary counted once in each sign (where a star crosses from one sign to the next).
 */
export const KP_SUBDIVISIONS: readonly KpSubdivision[] = (() => {
  const rows: KpSubdivision[] = [];
  let start = 0;
  for (let nakshatra = 0; nakshatra < 27; nakshatra++) {
    for (const sub of lordsFrom(nakshatra % 9)) {
      const end = start + DASHA_YEARS[sub] * SUB_ARCSEC_PER_YEAR;
      const star = NAKSHATRA_LORDS[nakshatra % 9]!;
      const boundary = (Math.floor(start / SIGN_ARCSEC) + 1) * SIGN_ARCSEC;
      const pieces = end > boundary ? [[start, boundary], [boundary, end]] : [[start, end]];
      for (const [from, to] of pieces) {
        rows.push({ number: rows.length + 1, sign: Math.floor(from! / SIGN_ARCSEC), from: from! / 3600, to: to! / 3600, star, sub });
      }
      start = end;
    }
  }
  return rows;
})();

/** The star lord, sub lord and sub-sub lord of a sidereal longitude. */
export interface KpLords {
  star: Graha;
  sub: Graha;
  subSub: Graha;
}

/** Within an arc split among the nine lords from `first` by their dasha years: which lord, and how far into its share. */
function shareAt(offset: number, length: number, first: number): { index: number; offset: number; length: number } {
  let cursor = 0;
  for (let i = 0; i < 9; i++) {
    const index = (first + i) % 9;
    const share = (length * DASHA_YEARS[NAKSHATRA_LORDS[index]!]) / 120;
    if (offset < cursor + share || i === 8) return { index, offset: offset - cursor, length: share };
    cursor += share;
  }
  throw new Error('unreachable: the nine shares cover the arc');
}

export function kpLordsOf(longitude: number): KpLords {
  const arcsec = normalizeDegrees(longitude) * 3600;
  const nakshatra = Math.min(26, Math.floor(arcsec / NAKSHATRA_ARCSEC));
  const starIndex = nakshatra % 9;
  const sub = shareAt(arcsec - nakshatra * NAKSHATRA_ARCSEC, NAKSHATRA_ARCSEC, starIndex);
  const subSub = shareAt(sub.offset, sub.length, sub.index);
  return { star: NAKSHATRA_LORDS[starIndex]!, sub: NAKSHATRA_LORDS[sub.index]!, subSub: NAKSHATRA_LORDS[subSub.index]! };
}
