/**
 * Kundli Milan: Ashtakoota matching of two birth charts from their Moons (sign, nakshatra, pada),
 * out of 36 gunas, with the exceptions that cancel nadi and bhakoot dosha and both sides' Mangal
 * dosha. The tables, and which variant each koota uses, are in koota-tables.ts.
 *
 * Sides and roles. The two charts are sides "a" and "b". Varna and gana score differently for the
 * groom and the bride, so each match says which side it took as the groom: the male side when the
 * two genders are given and differ, otherwise side a (`roles.basis` says which). Every other koota
 * is the same either way round.
 *
 * Cancellations keep the points. When an exception cancels nadi or bhakoot dosha the koota still
 * scores 0 and the total is the plain sum of the eight kootas, as AstroSage and most almanac
 * software show it; the cancellation is reported beside the score (`cancellations`), only when it
 * applies, so a reader sees both the low koota and why it is not held against the match.
 *
 * The exceptions (parihara), as Muhurta Chintamani's chapter on marriage and the almanacs that
 * follow it list them:
 * - nadi dosha is cancelled when the Moons are in the same sign but different nakshatras, in the
 *   same nakshatra but different signs (Krittika, Punarvasu, Uttara Phalguni, Vishakha, Uttara
 *   Ashadha and Purva Bhadrapada straddle two signs), in the same nakshatra and sign but different
 *   padas, or in signs with the same lord;
 * - bhakoot dosha is cancelled when the two Moon signs have the same lord, when their lords are
 *   natural friends of each other, or when the lords of the Moons' navamsa signs are the same or
 *   friends of each other ("rashi lords friendly, or navamsa lords friendly").
 *
 * Mangal dosha comes from doshas.ts for each chart (with that chart's own exceptions). When both
 * sides have a dosha that their own chart does not cancel, each cancels the other (the classical
 * "a manglik marries a manglik"); when only one side has it, it stands.
 *
 * Cross-checks (matching.test.ts): every table against its rule for all 27×27 nakshatra and
 * 12×12 sign pairs; three worked examples; and 40 pairs against an independent implementation,
 * the MIT-licensed npm package @ishubhamx/panchangam-js 2.2.3 (its matchKundli, run once, results
 * kept in fixtures/matching-crosscheck.json). It agrees on varna, tara, graha maitri, bhakoot before
 * exceptions and nadi before exceptions on all 40; it differs, as expected, where it simplifies:
 * it gives vashya no halves of Sagittarius and Capricorn, scores only three unfriendly yoni pairs,
 * and gives 0 where a Rakshasa groom meets a Deva bride (the almanacs give 1).
 */
import { bodyOf } from './chart';
import type { Chart } from './chart';
import { mangalDosha } from './doshas';
import type { MangalDosha } from './doshas';
import type { Planet } from './ephemeris';
import {
  BHAKOOT_DOSHA, GANAS, GANA_POINTS, MAITRI_LORDS, MAITRI_POINTS, NAKSHATRA_GANA, NAKSHATRA_NADI,
  NAKSHATRA_YONI, SIGN_VARNA, TARA_FAVOURABLE, VARNAS, VASHYAS, VASHYA_POINTS, YONIS, YONI_POINTS,
  bhakootRelation, taraOf, vashyaOf,
} from './koota-tables';
import type { BhakootRelation, Gana, Nadi, Tara, Varna, Vashya, Yoni } from './koota-tables';
import { nakshatraOf } from './nakshatra';
import { navamsaSignOf } from './navamsa';
import { naturalRelationship } from './strength';
import { SIGNS, SIGN_LORDS, signOf } from './zodiac';

export type Side = 'a' | 'b';
export type Gender = 'male' | 'female';

export const KOOTAS = ['varna', 'vashya', 'tara', 'yoni', 'maitri', 'gana', 'bhakoot', 'nadi'] as const;
export type KootaName = (typeof KOOTAS)[number];

export const KOOTA_MAX: Readonly<Record<KootaName, number>> = {
  varna: 1, vashya: 2, tara: 3, yoni: 4, maitri: 5, gana: 6, bhakoot: 7, nadi: 8,
};

/** What each side "is" for a koota, as shown beside its points. */
interface KootaValues {
  varna: Varna;
  vashya: Vashya;
  /** The tara the other side's nakshatra makes, counted from this side's. */
  tara: Tara;
  yoni: Yoni;
  /** Lord of the Moon sign. */
  maitri: Planet;
  gana: Gana;
  /** The Moon sign (Sanskrit name). */
  bhakoot: string;
  nadi: Nadi;
}

export interface KootaScore<V extends string = string> {
  points: number;
  max: number;
  a: V;
  b: V;
}

export type Kootas = { [K in KootaName]: KootaScore<KootaValues[K]> } & {
  bhakoot: { relation: BhakootRelation };
};

export type Verdict = 'not-recommended' | 'acceptable' | 'good' | 'excellent';

export type CancellationRule =
  | 'same-rashi-different-nakshatra'
  | 'same-nakshatra-different-rashi'
  | 'same-nakshatra-different-pada'
  | 'same-rashi-lord'
  | 'friendly-rashi-lords'
  | 'friendly-navamsa-lords';

export interface Cancellation {
  koota: 'nadi' | 'bhakoot';
  rule: CancellationRule;
}

export interface MoonPlace {
  /** 0–11 from Aries. */
  sign: number;
  /** 0–26 from Ashwini. */
  nakshatra: number;
  /** 1–4. */
  pada: number;
}

export interface MangalSide {
  present: boolean;
  /** Cancelled by this chart's own exceptions, or by the partner's dosha. */
  cancelled: boolean;
  cancelledBy: 'chart' | 'partner' | null;
}

export interface MatchResult {
  total: number;
  max: 36;
  verdict: Verdict;
  roles: { groom: Side; bride: Side; basis: 'gender' | 'a-as-groom' };
  moon: Record<Side, MoonPlace>;
  kootas: Kootas;
  cancellations: Cancellation[];
  mangal: { a: MangalSide; b: MangalSide; /** Both sides manglik: each cancels the other. */ mutual: boolean };
}

/** Verdict bands: below 18 not recommended, 18 to 24½ acceptable, 25 to 32 good, above 32 excellent. */
export function verdictOf(total: number): Verdict {
  if (total < 18) return 'not-recommended';
  if (total < 25) return 'acceptable';
  if (total <= 32) return 'good';
  return 'excellent';
}

/** Side a is the groom unless the genders say otherwise. */
export function rolesOf(genderA?: Gender | null, genderB?: Gender | null): MatchResult['roles'] {
  if (genderA && genderB && genderA !== genderB) {
    const groom: Side = genderA === 'male' ? 'a' : 'b';
    return { groom, bride: groom === 'a' ? 'b' : 'a', basis: 'gender' };
  }
  return { groom: 'a', bride: 'b', basis: 'a-as-groom' };
}

interface Moon extends MoonPlace {
  degree: number;
  navamsaSign: number;
}

function moonAt(longitude: number): Moon {
  const sign = signOf(longitude);
  const { index, pada } = nakshatraOf(longitude);
  return { sign, degree: longitude - sign * 30, nakshatra: index, pada, navamsaSign: navamsaSignOf(longitude) };
}

function mutualFriends(x: Planet, y: Planet): boolean {
  return x === y || (naturalRelationship(x, y) === 'friend' && naturalRelationship(y, x) === 'friend');
}

/** The eight kootas and the cancellations of two Moons' sidereal longitudes. */
export function ashtakoota(moonLongitudeA: number, moonLongitudeB: number, roles: MatchResult['roles']): Pick<MatchResult, 'total' | 'verdict' | 'moon' | 'kootas' | 'cancellations'> {
  const a = moonAt(moonLongitudeA);
  const b = moonAt(moonLongitudeB);
  const groom = roles.groom === 'a' ? a : b;
  const bride = roles.groom === 'a' ? b : a;
  const score = <V extends string>(name: KootaName, points: number, va: V, vb: V): KootaScore<V> => ({ points, max: KOOTA_MAX[name], a: va, b: vb });

  const varna = score('varna', VARNAS.indexOf(SIGN_VARNA[groom.sign]!) <= VARNAS.indexOf(SIGN_VARNA[bride.sign]!) ? 1 : 0, SIGN_VARNA[a.sign]!, SIGN_VARNA[b.sign]!);
  const vashyaA = vashyaOf(a.sign, a.degree);
  const vashyaB = vashyaOf(b.sign, b.degree);
  const vashya = score('vashya', VASHYA_POINTS[VASHYAS.indexOf(vashyaA)]![VASHYAS.indexOf(vashyaB)]!, vashyaA, vashyaB);
  const taraA = taraOf(a.nakshatra, b.nakshatra);
  const taraB = taraOf(b.nakshatra, a.nakshatra);
  const tara = score('tara', (TARA_FAVOURABLE[taraA] ? 1.5 : 0) + (TARA_FAVOURABLE[taraB] ? 1.5 : 0), taraA, taraB);
  const yoniA = NAKSHATRA_YONI[a.nakshatra]!;
  const yoniB = NAKSHATRA_YONI[b.nakshatra]!;
  const yoni = score('yoni', YONI_POINTS[YONIS.indexOf(yoniA)]![YONIS.indexOf(yoniB)]!, yoniA, yoniB);
  const lordA = SIGN_LORDS[a.sign]!;
  const lordB = SIGN_LORDS[b.sign]!;
  const maitri = score('maitri', MAITRI_POINTS[MAITRI_LORDS.indexOf(lordA)]![MAITRI_LORDS.indexOf(lordB)]!, lordA, lordB);
  const ganaGroom = GANAS.indexOf(NAKSHATRA_GANA[groom.nakshatra]!);
  const ganaBride = GANAS.indexOf(NAKSHATRA_GANA[bride.nakshatra]!);
  const gana = score('gana', GANA_POINTS[ganaGroom]![ganaBride]!, NAKSHATRA_GANA[a.nakshatra]!, NAKSHATRA_GANA[b.nakshatra]!);
  const relation = bhakootRelation(a.sign, b.sign);
  const bhakootDosha = BHAKOOT_DOSHA.has(relation);
  const bhakoot = { ...score('bhakoot', bhakootDosha ? 0 : 7, SIGNS[a.sign]!.sanskrit, SIGNS[b.sign]!.sanskrit), relation };
  const nadiDosha = NAKSHATRA_NADI[a.nakshatra] === NAKSHATRA_NADI[b.nakshatra];
  const nadi = score('nadi', nadiDosha ? 0 : 8, NAKSHATRA_NADI[a.nakshatra]!, NAKSHATRA_NADI[b.nakshatra]!);

  const kootas: Kootas = { varna, vashya, tara, yoni, maitri, gana, bhakoot, nadi };
  const total = KOOTAS.reduce((sum, k) => sum + kootas[k].points, 0);
  const cancellations = [
    ...(nadiDosha ? nadiCancellations(a, b).map((rule): Cancellation => ({ koota: 'nadi', rule })) : []),
    ...(bhakootDosha ? bhakootCancellations(a, b).map((rule): Cancellation => ({ koota: 'bhakoot', rule })) : []),
  ];
  return { total, verdict: verdictOf(total), moon: { a: place(a), b: place(b) }, kootas, cancellations };
}

const place = (m: Moon): MoonPlace => ({ sign: m.sign, nakshatra: m.nakshatra, pada: m.pada });

function nadiCancellations(a: Moon, b: Moon): CancellationRule[] {
  const rules: CancellationRule[] = [];
  if (a.sign === b.sign && a.nakshatra !== b.nakshatra) rules.push('same-rashi-different-nakshatra');
  if (a.nakshatra === b.nakshatra && a.sign !== b.sign) rules.push('same-nakshatra-different-rashi');
  if (a.nakshatra === b.nakshatra && a.sign === b.sign && a.pada !== b.pada) rules.push('same-nakshatra-different-pada');
  if (a.sign !== b.sign && SIGN_LORDS[a.sign] === SIGN_LORDS[b.sign]) rules.push('same-rashi-lord');
  return rules;
}

function bhakootCancellations(a: Moon, b: Moon): CancellationRule[] {
  const rules: CancellationRule[] = [];
  const lordA = SIGN_LORDS[a.sign]!;
  const lordB = SIGN_LORDS[b.sign]!;
  if (lordA === lordB) rules.push('same-rashi-lord');
  else if (mutualFriends(lordA, lordB)) rules.push('friendly-rashi-lords');
  if (mutualFriends(SIGN_LORDS[a.navamsaSign]!, SIGN_LORDS[b.navamsaSign]!)) rules.push('friendly-navamsa-lords');
  return rules;
}

/** Both sides' Mangal dosha, and whether the two cancel each other. */
export function mangalMatch(a: MangalDosha, b: MangalDosha): MatchResult['mangal'] {
  const active = (d: MangalDosha) => d.present && !d.cancelled;
  const mutual = active(a) && active(b);
  const side = (d: MangalDosha): MangalSide => ({
    present: d.present,
    cancelled: d.cancelled || mutual,
    cancelledBy: d.cancelled ? 'chart' : mutual ? 'partner' : null,
  });
  return { a: side(a), b: side(b), mutual };
}

export interface MatchPerson {
  chart: Chart;
  gender?: Gender | null;
}

/** Kundli Milan of two birth charts. */
export function matchCharts(a: MatchPerson, b: MatchPerson): MatchResult {
  const roles = rolesOf(a.gender, b.gender);
  const kootas = ashtakoota(bodyOf(a.chart, 'Moon').longitude, bodyOf(b.chart, 'Moon').longitude, roles);
  return {
    total: kootas.total, max: 36, verdict: kootas.verdict, roles,
    moon: kootas.moon, kootas: kootas.kootas, cancellations: kootas.cancellations,
    mangal: mangalMatch(mangalDosha(a.chart), mangalDosha(b.chart)),
  };
}
