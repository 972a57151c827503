/**
 * The ten poruthams: South Indian marriage matching of two charts from their Moons' stars and
 * signs. Each porutham agrees or does not, with a reason a page can word in any language and the
 * facts the reason rests on. Unlike the 36 gunas they are read one way, from the bride's star
 * and sign to the groom's; who is the bride is the same choice the kootas make (`rolesOf` in
 * matching.ts: the female side when the genders are given and differ, otherwise side b).
 *
 * The verdict follows the tradition's two deciding poruthams: when Rajju or Vedha does not agree
 * the match is not recommended whatever the count. Otherwise the count decides, as
 * jathakaporutham.com and astrozodiacservices give it: 8 to 10 excellent (uttamam), 6 or 7 good
 * (madhyamam), 5 acceptable, fewer not recommended.
 *
 * The tables and the sources are in porutham-tables.ts; the variants not taken are in
 * docs/decisions/032-ten-poruthams.md. Rasi adhipathi uses the lords' natural friendships, the
 * same table as the kootas' graha maitri (strength.ts): it agrees unless one lord counts the
 * other an enemy (tirumanaporutham.blogspot.com: friend and enemy, or neutral and enemy, do not
 * match; friends, or friend and neutral, or both neutral, do).
 */
import type { Planet } from './ephemeris';
import { NAKSHATRA_GANA, NAKSHATRA_YONI, YONI_ENEMIES, taraOf } from './koota-tables';
import type { Gana, Tara, Yoni } from './koota-tables';
import type { MatchResult, MoonPlace, Side, Verdict } from './matching';
import {
  DINA_FAVOURABLE_REMAINDERS, EKA_NAKSHATRA_AGREED, MAHENDRA_COUNTS, NAKSHATRA_RAJJU, RASI_DISAGREEING_COUNTS,
  RASI_UNFRIENDLY_SEVENTHS, STREE_DEERGHA_BEYOND, STREE_DEERGHA_MIDDLING_BEYOND, VASYA_SIGNS, VEDHA_PAIRS,
} from './porutham-tables';
import type { Rajju } from './porutham-tables';
import { naturalRelationship } from './strength';
import { SIGN_LORDS } from './zodiac';

export const PORUTHAMS = [
  'dina', 'gana', 'mahendra', 'stree-deergha', 'yoni', 'rasi', 'rasi-adhipathi', 'vasya', 'rajju', 'vedha',
] as const;
export type PoruthamName = (typeof PORUTHAMS)[number];

/** The two that decide the match on their own. */
export const DECIDING_PORUTHAMS = ['rajju', 'vedha'] as const satisfies readonly PoruthamName[];

interface Entry<N extends PoruthamName, R extends string, F> {
  name: N;
  pass: boolean;
  reason: R;
  facts: F;
}

/** Each side's value, with the bride's first since every porutham is counted from her. */
interface Both<V> { bride: V; groom: V }

export type Porutham =
  | Entry<'dina', 'favourable-count' | 'unfavourable-count' | 'same-star-agreed' | 'same-star-not-agreed', { count: number; tara: Tara }>
  | Entry<'gana', 'same-gana' | 'deva-and-manushya' | 'rakshasa-groom' | 'rakshasa-bride', Both<Gana>>
  | Entry<'mahendra', 'mahendra-count' | 'not-mahendra-count', { count: number }>
  | Entry<'stree-deergha', 'far-enough' | 'middling-distance' | 'too-near', { count: number }>
  | Entry<'yoni', 'same-yoni' | 'not-enemies' | 'sworn-enemies', Both<Yoni>>
  | Entry<'rasi', 'same-rasi' | 'seventh' | 'favourable-count' | 'unfriendly-seventh' | 'two-twelve' | 'six-eight', { count: number }>
  | Entry<'rasi-adhipathi', 'same-lord' | 'friendly-lords' | 'neutral-lords' | 'enemy-lords', Both<Planet>>
  | Entry<'vasya', 'both-vasya' | 'groom-sign-vasya' | 'bride-sign-vasya' | 'no-vasya', Both<number>>
  | Entry<'rajju', 'different-rajju' | 'same-rajju', Both<Rajju>>
  | Entry<'vedha', 'no-vedha' | 'vedha-pair', Both<number>>;

export interface PoruthamMatch {
  /** Exactly ten, in PORUTHAMS order. */
  poruthams: Porutham[];
  passed: number;
  total: 10;
  verdict: Verdict;
  /** Rajju and/or Vedha when either does not agree (the verdict is then not-recommended). */
  decidedBy: ('rajju' | 'vedha')[];
}

/** Inclusive count from one star (or sign) to another, of `n` in the circle. */
const countFrom = (from: number, to: number, n: number) => ((to - from + n) % n) + 1;

function dina(bride: MoonPlace, groom: MoonPlace): Porutham {
  const count = countFrom(bride.nakshatra, groom.nakshatra, 27);
  const facts = { count, tara: taraOf(bride.nakshatra, groom.nakshatra) };
  if (count === 1) {
    const pass = EKA_NAKSHATRA_AGREED.has(bride.nakshatra);
    return { name: 'dina', pass, reason: pass ? 'same-star-agreed' : 'same-star-not-agreed', facts };
  }
  const pass = DINA_FAVOURABLE_REMAINDERS.has(count % 9);
  return { name: 'dina', pass, reason: pass ? 'favourable-count' : 'unfavourable-count', facts };
}

function gana(bride: MoonPlace, groom: MoonPlace): Porutham {
  const facts = { bride: NAKSHATRA_GANA[bride.nakshatra]!, groom: NAKSHATRA_GANA[groom.nakshatra]! };
  const reason = facts.bride === facts.groom ? 'same-gana'
    : facts.bride === 'Rakshasa' ? 'rakshasa-bride'
      : facts.groom === 'Rakshasa' ? 'rakshasa-groom'
        : 'deva-and-manushya';
  return { name: 'gana', pass: reason !== 'rakshasa-bride', reason, facts };
}

function mahendra(bride: MoonPlace, groom: MoonPlace): Porutham {
  const count = countFrom(bride.nakshatra, groom.nakshatra, 27);
  const pass = MAHENDRA_COUNTS.has(count);
  return { name: 'mahendra', pass, reason: pass ? 'mahendra-count' : 'not-mahendra-count', facts: { count } };
}

function streeDeergha(bride: MoonPlace, groom: MoonPlace): Porutham {
  const count = countFrom(bride.nakshatra, groom.nakshatra, 27);
  const reason = count > STREE_DEERGHA_BEYOND ? 'far-enough' : count > STREE_DEERGHA_MIDDLING_BEYOND ? 'middling-distance' : 'too-near';
  return { name: 'stree-deergha', pass: reason === 'far-enough', reason, facts: { count } };
}

function yoni(bride: MoonPlace, groom: MoonPlace): Porutham {
  const facts = { bride: NAKSHATRA_YONI[bride.nakshatra]!, groom: NAKSHATRA_YONI[groom.nakshatra]! };
  const enemies = YONI_ENEMIES.some(([x, y]) => (x === facts.bride && y === facts.groom) || (y === facts.bride && x === facts.groom));
  const reason = facts.bride === facts.groom ? 'same-yoni' : enemies ? 'sworn-enemies' : 'not-enemies';
  return { name: 'yoni', pass: !enemies, reason, facts };
}

function rasi(bride: MoonPlace, groom: MoonPlace): Porutham {
  const count = countFrom(bride.sign, groom.sign, 12);
  const unfriendly = RASI_UNFRIENDLY_SEVENTHS.some(([x, y]) => (x === bride.sign && y === groom.sign) || (y === bride.sign && x === groom.sign));
  const reason = count === 1 ? 'same-rasi'
    : count === 2 || count === 12 ? 'two-twelve'
      : count === 6 || count === 8 ? 'six-eight'
        : count === 7 ? (unfriendly ? 'unfriendly-seventh' : 'seventh')
          : 'favourable-count';
  const pass = !RASI_DISAGREEING_COUNTS.has(count) && !unfriendly;
  return { name: 'rasi', pass, reason, facts: { count } };
}

function rasiAdhipathi(bride: MoonPlace, groom: MoonPlace): Porutham {
  const facts = { bride: SIGN_LORDS[bride.sign]!, groom: SIGN_LORDS[groom.sign]! };
  const views = [naturalRelationship(facts.bride, facts.groom), naturalRelationship(facts.groom, facts.bride)];
  const reason = facts.bride === facts.groom ? 'same-lord'
    : views.includes('enemy') ? 'enemy-lords'
      : views.every((v) => v === 'friend') ? 'friendly-lords'
        : 'neutral-lords';
  return { name: 'rasi-adhipathi', pass: reason !== 'enemy-lords', reason, facts };
}

function vasya(bride: MoonPlace, groom: MoonPlace): Porutham {
  const groomVasya = VASYA_SIGNS[bride.sign]!.includes(groom.sign);
  const brideVasya = VASYA_SIGNS[groom.sign]!.includes(bride.sign);
  const reason = groomVasya && brideVasya ? 'both-vasya' : groomVasya ? 'groom-sign-vasya' : brideVasya ? 'bride-sign-vasya' : 'no-vasya';
  return { name: 'vasya', pass: groomVasya || brideVasya, reason, facts: { bride: bride.sign, groom: groom.sign } };
}

function rajju(bride: MoonPlace, groom: MoonPlace): Porutham {
  const facts = { bride: NAKSHATRA_RAJJU[bride.nakshatra]!, groom: NAKSHATRA_RAJJU[groom.nakshatra]! };
  const pass = facts.bride !== facts.groom;
  return { name: 'rajju', pass, reason: pass ? 'different-rajju' : 'same-rajju', facts };
}

function vedha(bride: MoonPlace, groom: MoonPlace): Porutham {
  const struck = VEDHA_PAIRS.some(([x, y]) => (x === bride.nakshatra && y === groom.nakshatra) || (y === bride.nakshatra && x === groom.nakshatra));
  return { name: 'vedha', pass: !struck, reason: struck ? 'vedha-pair' : 'no-vedha', facts: { bride: bride.nakshatra, groom: groom.nakshatra } };
}

/** The count bands when Rajju and Vedha both agree. */
export function poruthamVerdictOf(passed: number): Verdict {
  if (passed >= 8) return 'excellent';
  if (passed >= 6) return 'good';
  if (passed === 5) return 'acceptable';
  return 'not-recommended';
}

/** The ten poruthams of a bride's and a groom's Moons. */
export function tenPoruthams(bride: MoonPlace, groom: MoonPlace): PoruthamMatch {
  const poruthams = [dina, gana, mahendra, streeDeergha, yoni, rasi, rasiAdhipathi, vasya, rajju, vedha].map((rule) => rule(bride, groom));
  const passed = poruthams.filter((p) => p.pass).length;
  const decidedBy = DECIDING_PORUTHAMS.filter((name) => !poruthams.find((p) => p.name === name)!.pass);
  return { poruthams, passed, total: 10, verdict: decidedBy.length > 0 ? 'not-recommended' : poruthamVerdictOf(passed), decidedBy };
}

/** The ten poruthams of a match the kootas have already placed: its Moons, read by its roles. */
export function poruthamsOfMatch(match: Pick<MatchResult, 'moon' | 'roles'>): PoruthamMatch {
  const side = (s: Side) => match.moon[s];
  return tenPoruthams(side(match.roles.bride), side(match.roles.groom));
}
