/**
 * How well placed each graha of a chart is, as plain data for a reading to weigh: dignity in
 * detail, combustion, graha drishti, dig bala, functional nature for the lagna, cancellation of
 * debility, how near a claim sits to an edge, and one signed score with its parts.
 *
 * Rahu and Ketu have no sign of their own and the schools disagree on their exaltation, their
 * friendships and their aspects, so they get no dignity beyond 'neutral', no functional nature
 * and no drishti here; they still count as natural malefics when they join or aspect nothing.
 */
import { differenceDegrees } from './angle';
import { bodyOf, isCombust } from './chart';
import type { Chart, ChartBody } from './chart';
import type { Planet } from './ephemeris';
import { GRAHAS, SIGN_LORDS, houseFrom } from './zodiac';
import type { Graha } from './zodiac';

export const KENDRAS: readonly number[] = [1, 4, 7, 10];
export const TRIKONAS: readonly number[] = [1, 5, 9];
export const DUSTHANAS: readonly number[] = [6, 8, 12];

const isNode = (g: Graha): g is 'Rahu' | 'Ketu' => g === 'Rahu' || g === 'Ketu';

/* ---------------------------------------------------------------- dignity */

/** Deep exaltation, sidereal longitude: Sun 10° Aries, Moon 3° Taurus, Mars 28° Capricorn, Mercury 15° Virgo, Jupiter 5° Cancer, Venus 27° Pisces, Saturn 20° Libra. */
export const DEEP_EXALTATION: Readonly<Record<Planet, number>> = {
  Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200,
};

/** Moolatrikona sign and degrees within it, as Parashara gives them. */
export const MOOLATRIKONA: Readonly<Record<Planet, { sign: number; from: number; to: number }>> = {
  Sun: { sign: 4, from: 0, to: 20 },
  Moon: { sign: 1, from: 3, to: 30 },
  Mars: { sign: 0, from: 0, to: 12 },
  Mercury: { sign: 5, from: 15, to: 20 },
  Jupiter: { sign: 8, from: 0, to: 10 },
  Venus: { sign: 6, from: 0, to: 15 },
  Saturn: { sign: 10, from: 0, to: 20 },
};

export type Relationship = 'great-friend' | 'friend' | 'neutral' | 'enemy' | 'great-enemy';
type Natural = 'friend' | 'neutral' | 'enemy';

/** Naisargika (natural) friendship: whom each planet counts as friend and as enemy; the rest are neutral. */
const NATURAL: Readonly<Record<Planet, { friends: readonly Planet[]; enemies: readonly Planet[] }>> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
};

export function naturalRelationship(of: Planet, toward: Planet): Natural {
  const n = NATURAL[of];
  return n.friends.includes(toward) ? 'friend' : n.enemies.includes(toward) ? 'enemy' : 'neutral';
}

/** Tatkalika (temporal) friendship: a planet in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from another is its friend for this chart. */
export function temporalFriend(ofSign: number, towardSign: number): boolean {
  return [2, 3, 4, 10, 11, 12].includes(houseFrom(towardSign, ofSign));
}

/** Panchadha (compound) relationship: natural and temporal friendship added together. */
export function compoundRelationship(natural: Natural, temporalFriendly: boolean): Relationship {
  const score = (natural === 'friend' ? 1 : natural === 'enemy' ? -1 : 0) + (temporalFriendly ? 1 : -1);
  return score === 2 ? 'great-friend' : score === 1 ? 'friend' : score === 0 ? 'neutral' : score === -1 ? 'enemy' : 'great-enemy';
}

export type DignityKind = 'exalted' | 'moolatrikona' | 'own' | Relationship | 'debilitated';

export interface DignityDetail {
  /**
   * Exaltation and debility go by the whole sign (as the chart's simple dignity does), then
   * moolatrikona by its degrees, then own sign, else the compound relationship with the sign's lord.
   */
  kind: DignityKind;
  /** Degrees, 0–180, from the point of deep exaltation; null for Rahu and Ketu. */
  fromDeepExaltation: number | null;
  /** Inside the moolatrikona degrees (the Moon from 3° Taurus is both exalted and moolatrikona). */
  moolatrikona: boolean;
  /** Compound relationship with the lord of the sign it occupies; null in its own sign and for the nodes. */
  relationship: Relationship | null;
}

export function exaltationSignOf(planet: Planet): number {
  return Math.floor(DEEP_EXALTATION[planet] / 30);
}

export function dignityDetail(chart: Chart, graha: Graha): DignityDetail {
  const body = bodyOf(chart, graha);
  if (isNode(graha)) return { kind: 'neutral', fromDeepExaltation: null, moolatrikona: false, relationship: null };
  const lord = SIGN_LORDS[body.sign]!;
  const mt = MOOLATRIKONA[graha];
  const moolatrikona = body.sign === mt.sign && body.degree >= mt.from && body.degree < mt.to;
  const relationship = lord === graha ? null : compoundRelationship(naturalRelationship(graha, lord), temporalFriend(body.sign, bodyOf(chart, lord).sign));
  const exaltation = exaltationSignOf(graha);
  const kind: DignityKind = body.sign === exaltation ? 'exalted'
    : body.sign === (exaltation + 6) % 12 ? 'debilitated'
      : moolatrikona ? 'moolatrikona'
        : relationship ?? 'own';
  return { kind, fromDeepExaltation: Math.abs(differenceDegrees(body.longitude, DEEP_EXALTATION[graha])), moolatrikona, relationship };
}

/* ------------------------------------------------------------- combustion */

const orbCache = new Map<string, number | null>();

/**
 * The combustion orb the chart applies (chart.ts keeps the table), read back through `isCombust`
 * so there is one table: the edge between combust and not is found by bisection.
 */
export function combustionOrb(graha: Graha, retrograde: boolean): number | null {
  const key = `${graha}|${retrograde}`;
  if (orbCache.has(key)) return orbCache.get(key)!;
  const combustAt = (d: number) => isCombust({ name: graha, longitude: d, speed: retrograde ? -1 : 1, retrograde }, 0);
  let orb: number | null = null;
  if (graha !== 'Sun' && combustAt(0)) {
    let lo = 0;
    let hi = 180;
    for (let i = 0; i < 50; i++) {
      const mid = (lo + hi) / 2;
      if (combustAt(mid)) lo = mid;
      else hi = mid;
    }
    orb = Math.round(hi * 1e6) / 1e6;
  }
  orbCache.set(key, orb);
  return orb;
}

export interface Combustion {
  combust: boolean;
  /** Degrees from the Sun, 0–180. */
  distance: number;
  /** The orb applied; null for the Sun and the nodes, which are never combust. */
  orb: number | null;
}

export function combustionOf(chart: Chart, graha: Graha): Combustion {
  const body = bodyOf(chart, graha);
  return {
    combust: body.combust,
    distance: Math.abs(differenceDegrees(body.longitude, bodyOf(chart, 'Sun').longitude)),
    orb: combustionOrb(graha, body.retrograde),
  };
}

/* ---------------------------------------------------------------- drishti */

/** Counts (the sign itself = 1) at which each graha casts a full aspect. Rahu and Ketu: none (see the module comment). */
const DRISHTI: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [7], Moon: [7], Mercury: [7], Venus: [7], Mars: [4, 7, 8], Jupiter: [5, 7, 9], Saturn: [3, 7, 10], Rahu: [], Ketu: [],
};

/** Houses aspected by a graha standing in `house` (houses counted from anything: the lagna, the Moon). */
export function aspectedHouses(graha: Graha, house: number): number[] {
  return DRISHTI[graha].map((n) => ((house + n - 2) % 12) + 1);
}

/** Whether a graha in `fromSign` aspects `toSign`. */
export function aspectsSign(graha: Graha, fromSign: number, toSign: number): boolean {
  return DRISHTI[graha].includes(houseFrom(toSign, fromSign));
}

/** The grahas aspecting a graha of the chart (never itself). */
export function aspectingGrahas(chart: Chart, graha: Graha): Graha[] {
  const target = bodyOf(chart, graha).sign;
  return chart.bodies.filter((b) => b.name !== graha && aspectsSign(b.name, b.sign, target)).map((b) => b.name);
}

/** The grahas in the same sign as a graha (never itself). */
export function conjunctGrahas(chart: Chart, graha: Graha): Graha[] {
  const sign = bodyOf(chart, graha).sign;
  return chart.bodies.filter((b) => b.name !== graha && b.sign === sign).map((b) => b.name);
}

/** The houses of the chart each graha aspects, and the grahas standing in them. */
export function drishtiOf(chart: Chart, graha: Graha): { houses: number[]; grahas: Graha[] } {
  const houses = aspectedHouses(graha, bodyOf(chart, graha).house);
  return { houses, grahas: chart.bodies.filter((b) => b.name !== graha && houses.includes(b.house)).map((b) => b.name) };
}

/* ---------------------------------------------------------------- dig bala */

/** The house where each planet has directional strength. */
const DIG_BALA_HOUSE: Readonly<Record<Planet, number>> = {
  Jupiter: 1, Mercury: 1, Sun: 10, Mars: 10, Saturn: 7, Moon: 4, Venus: 4,
};

export function hasDigBala(chart: Chart, graha: Graha): boolean {
  return !isNode(graha) && bodyOf(chart, graha).house === DIG_BALA_HOUSE[graha];
}

/* ------------------------------------------------ natural benefics/malefics */

/** Moon–Sun elongation below 180°: the waxing (Shukla) half of the month. */
export function moonWaxing(chart: Chart): boolean {
  return differenceDegrees(bodyOf(chart, 'Moon').longitude, bodyOf(chart, 'Sun').longitude) > 0;
}

/**
 * Natural benefics: Jupiter, Venus, the waxing Moon and Mercury unless afflicted. Mercury counts
 * as afflicted when it shares a sign with Mars, Saturn, Rahu or Ketu; the Sun's company is left
 * out, since Mercury is never more than 28° from it and is in its sign most of the time.
 */
export function isNaturalBenefic(chart: Chart, graha: Graha): boolean {
  if (graha === 'Jupiter' || graha === 'Venus') return true;
  if (graha === 'Moon') return moonWaxing(chart);
  if (graha === 'Mercury') return !conjunctGrahas(chart, 'Mercury').some((g) => g === 'Mars' || g === 'Saturn' || isNode(g));
  return false;
}

/* ------------------------------------------------------- functional nature */

export type FunctionalKind = 'yogakaraka' | 'benefic' | 'neutral' | 'malefic';

export interface FunctionalNature {
  /** Houses ruled from the lagna. */
  rules: number[];
  kind: FunctionalKind;
  /** Owns a kendra and a trikona, the lagna alone not counting. */
  yogakaraka: boolean;
  /** A natural benefic owning a kendra (4, 7, 10) and no trikona: its benevolence is withheld. */
  kendradhipatiDosha: boolean;
  /** A natural malefic owning a kendra and no trikona: its malefic force is checked. */
  kendraCheck: boolean;
  /** Lord of the 2nd or 7th. */
  maraka: boolean;
}

export function housesRuledBy(chart: Chart, graha: Graha): number[] {
  if (isNode(graha)) return [];
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (SIGN_LORDS[(chart.ascendant.sign + h - 1) % 12] === graha) out.push(h);
  return out;
}

/** The lord of a house (1–12) from the lagna. */
export function lordOfHouse(chart: Chart, house: number): Planet {
  return SIGN_LORDS[(chart.ascendant.sign + house - 1) % 12]!;
}

/**
 * Parashari functional nature for the lagna, in this order: a yogakaraka; a trikona lord is
 * benefic (the lagna lord included, even when it also owns the 6th or 8th); a lord of the 3rd,
 * 6th or 11th, or of the 8th (save the Sun and the Moon, which the texts exempt from that blemish),
 * is malefic; a kendra lord is neutral either way (kendradhipati dosha for a natural benefic, a
 * check on a natural malefic); the lords of the 2nd and 12th alone are neutral, giving the results
 * of their company. Null for Rahu and Ketu, who own no sign.
 */
export function functionalNature(chart: Chart, graha: Graha): FunctionalNature | null {
  if (isNode(graha)) return null;
  const rules = housesRuledBy(chart, graha);
  const owns = (houses: readonly number[]) => rules.some((h) => houses.includes(h));
  const trikona = owns(TRIKONAS);
  const yogakaraka = owns([4, 7, 10]) && owns([5, 9]);
  const malefic = owns([3, 6, 11]) || (rules.includes(8) && graha !== 'Sun' && graha !== 'Moon');
  const kendraOnly = owns([4, 7, 10]) && !trikona;
  const benefic = isNaturalBenefic(chart, graha);
  const kind: FunctionalKind = yogakaraka ? 'yogakaraka' : trikona ? 'benefic' : malefic ? 'malefic' : 'neutral';
  return {
    rules, kind, yogakaraka,
    kendradhipatiDosha: kendraOnly && benefic,
    kendraCheck: kendraOnly && !benefic,
    maraka: owns([2, 7]),
  };
}

/* ----------------------------------------------------------- neecha-bhanga */

export type NeechaBhangaRule =
  | 'debilitation-lord-in-kendra'
  | 'exaltation-lord-in-kendra'
  | 'planet-exalted-there-in-kendra'
  | 'dispositor-joins-or-aspects'
  | 'exalted-in-navamsa';

/**
 * Whether a graha stands in a kendra (1, 4, 7, 10) from the lagna or from the Moon. For the Moon
 * itself only the lagna counts: being in the 1st from itself would make the rule always true.
 */
export function inKendraFromLagnaOrMoon(chart: Chart, graha: Graha): boolean {
  const sign = bodyOf(chart, graha).sign;
  const refs = graha === 'Moon' ? [chart.ascendant.sign] : [chart.ascendant.sign, bodyOf(chart, 'Moon').sign];
  return refs.some((ref) => KENDRAS.includes(houseFrom(sign, ref)));
}

/** The planet exalted in a sign, if any of the seven is. */
function exaltedIn(sign: number): Planet | undefined {
  return (Object.keys(DEEP_EXALTATION) as Planet[]).find((p) => exaltationSignOf(p) === sign);
}

/** The classical rules cancelling a graha's debility that hold in the chart; empty when it is not debilitated. */
export function neechaBhanga(chart: Chart, graha: Graha): NeechaBhangaRule[] {
  if (isNode(graha)) return [];
  const body = bodyOf(chart, graha);
  const exaltation = exaltationSignOf(graha);
  if (body.sign !== (exaltation + 6) % 12) return [];
  const rules: NeechaBhangaRule[] = [];
  const dispositor = SIGN_LORDS[body.sign]!;
  if (inKendraFromLagnaOrMoon(chart, dispositor)) rules.push('debilitation-lord-in-kendra');
  if (inKendraFromLagnaOrMoon(chart, SIGN_LORDS[exaltation]!)) rules.push('exaltation-lord-in-kendra');
  const there = exaltedIn(body.sign);
  if (there && inKendraFromLagnaOrMoon(chart, there)) rules.push('planet-exalted-there-in-kendra');
  const d = bodyOf(chart, dispositor);
  if (d.sign === body.sign || aspectsSign(dispositor, d.sign, body.sign)) rules.push('dispositor-joins-or-aspects');
  if (body.navamsaSign === exaltation) rules.push('exalted-in-navamsa');
  return rules;
}

/* ---------------------------------------------------------------- margins */

/** Under this many degrees from a sign edge a graha is in sandhi, and its sign (and what hangs on it) is borderline. */
export const SANDHI_DEGREES = 1;
/** Under this many degrees from a navamsa edge, vargottama is borderline. */
export const VARGOTTAMA_MARGIN_DEGREES = 0.5;
const NAVAMSA_SPAN = 30 / 9;

export type BorderlineClaim = 'sign' | 'vargottama' | 'dignity';

export interface Margins {
  /** Degrees to the nearer edge of the sign. */
  signEdge: number;
  /** Degrees to the nearer edge of the navamsa. */
  navamsaEdge: number;
  sandhi: boolean;
  vargottama: boolean;
  /** Claims that rest on less than their margin, so a reading must not headline them. */
  borderline: BorderlineClaim[];
}

export function marginsOf(body: Pick<ChartBody, 'name' | 'degree' | 'sign' | 'navamsaSign' | 'dignity'>): Margins {
  const signEdge = Math.min(body.degree, 30 - body.degree);
  const inPart = body.degree % NAVAMSA_SPAN;
  const navamsaEdge = Math.min(inPart, NAVAMSA_SPAN - inPart);
  const sandhi = signEdge < SANDHI_DEGREES;
  const vargottama = body.navamsaSign === body.sign;
  const borderline: BorderlineClaim[] = [];
  if (sandhi) borderline.push('sign');
  if (vargottama && navamsaEdge < VARGOTTAMA_MARGIN_DEGREES) borderline.push('vargottama');
  if (sandhi && body.dignity !== 'neutral') borderline.push('dignity');
  return { signEdge, navamsaEdge, sandhi, vargottama, borderline };
}

/* -------------------------------------------------------------- condition */

export interface GrahaCondition {
  graha: Graha;
  sign: number;
  house: number;
  dignity: DignityDetail;
  combustion: Combustion;
  retrograde: boolean;
  digBala: boolean;
  naturalBenefic: boolean;
  functional: FunctionalNature | null;
  /** Rules cancelling debility that hold; empty when not debilitated or not cancelled. */
  neechaBhanga: NeechaBhangaRule[];
  margins: Margins;
  /** Grahas casting graha drishti on it. */
  aspectedBy: Graha[];
  /** Grahas in the same sign. */
  conjunctWith: Graha[];
  /** The houses it aspects, and the grahas in them. */
  aspects: { houses: number[]; grahas: Graha[] };
}

export function grahaCondition(chart: Chart, graha: Graha): GrahaCondition {
  const body = bodyOf(chart, graha);
  return {
    graha, sign: body.sign, house: body.house,
    dignity: dignityDetail(chart, graha),
    combustion: combustionOf(chart, graha),
    retrograde: body.retrograde,
    digBala: hasDigBala(chart, graha),
    naturalBenefic: isNaturalBenefic(chart, graha),
    functional: functionalNature(chart, graha),
    neechaBhanga: neechaBhanga(chart, graha),
    margins: marginsOf(body),
    aspectedBy: aspectingGrahas(chart, graha),
    conjunctWith: conjunctGrahas(chart, graha),
    aspects: drishtiOf(chart, graha),
  };
}

/** The condition of all nine grahas, keyed by name. */
export function chartConditions(chart: Chart): Record<Graha, GrahaCondition> {
  return Object.fromEntries(GRAHAS.map((g) => [g, grahaCondition(chart, g)])) as Record<Graha, GrahaCondition>;
}

/* ------------------------------------------------------------------ score */

/**
 * Weights of the strength score, one table, on a scale of −5 (the worst single affliction, an
 * uncancelled debility) to +5 (the best single dignity, exaltation). Dignity contributes one of its
 * rows; placement one of the house rows; every natural benefic or malefic joining or aspecting the
 * graha adds its own row. Debility cancelled by neecha-bhanga scores the cancellation instead of the debility.
 */
export const STRENGTH_WEIGHTS = {
  'dignity.exalted': 5,
  'dignity.moolatrikona': 4,
  'dignity.own': 3,
  'dignity.great-friend': 2,
  'dignity.friend': 1,
  'dignity.enemy': -1,
  'dignity.great-enemy': -2,
  'dignity.debilitated': -5,
  'neecha-bhanga': 2,
  'house.lagna': 3,
  'house.kendra': 2,
  'house.trikona': 2,
  'house.dusthana': -2,
  'dig-bala': 2,
  vargottama: 2,
  combust: -3,
  'benefic-influence': 1,
  'malefic-influence': -1,
} as const;

export type StrengthFactor = keyof typeof STRENGTH_WEIGHTS;

export interface StrengthComponent {
  factor: StrengthFactor;
  weight: number;
  /** The graha whose conjunction or aspect this is, for the influence factors. */
  by?: Graha;
}

export interface GrahaStrength {
  graha: Graha;
  score: number;
  components: StrengthComponent[];
}

function placementFactor(house: number): StrengthFactor | null {
  if (house === 1) return 'house.lagna';
  if (KENDRAS.includes(house)) return 'house.kendra';
  if (TRIKONAS.includes(house)) return 'house.trikona';
  if (DUSTHANAS.includes(house)) return 'house.dusthana';
  return null;
}

/** A signed score of a graha's strength with the parts it is made of. */
export function grahaStrength(chart: Chart, graha: Graha): GrahaStrength {
  const c = grahaCondition(chart, graha);
  const components: StrengthComponent[] = [];
  const add = (factor: StrengthFactor, by?: Graha) => components.push(by ? { factor, weight: STRENGTH_WEIGHTS[factor], by } : { factor, weight: STRENGTH_WEIGHTS[factor] });
  const kind = c.dignity.kind;
  if (kind === 'debilitated' && c.neechaBhanga.length > 0) add('neecha-bhanga');
  else if (kind !== 'neutral') add(`dignity.${kind}`);
  const placement = placementFactor(c.house);
  if (placement) add(placement);
  if (c.digBala) add('dig-bala');
  if (c.margins.vargottama && !c.margins.borderline.includes('vargottama')) add('vargottama');
  if (c.combustion.combust) add('combust');
  for (const other of new Set([...c.conjunctWith, ...c.aspectedBy])) {
    // Combustion already counts the Sun's closeness.
    if (other === 'Sun' && c.combustion.combust && c.conjunctWith.includes('Sun')) continue;
    add(isNaturalBenefic(chart, other) ? 'benefic-influence' : 'malefic-influence', other);
  }
  return { graha, score: components.reduce((s, x) => s + x.weight, 0), components };
}
