/**
 * Yogas of a birth chart with the conditions that form them and those that weaken or cancel them,
 * as plain data: a reading must never present a spoiled yoga (a Budha-Aditya with Mercury burnt
 * by the Sun, a Kemadruma undone by a kendra) as a full one.
 */
import { bodyOf } from './chart';
import type { Chart, ChartBody } from './chart';
import type { Planet } from './ephemeris';
import { DUSTHANAS, KENDRAS, aspectsSign, housesRuledBy, isNaturalBenefic, lordOfHouse, marginsOf, neechaBhanga } from './strength';
import type { NeechaBhangaRule } from './strength';
import { SIGN_LORDS, houseFrom } from './zodiac';
import type { Graha } from './zodiac';

export type YogaKey =
  | 'gaja-kesari' | 'budha-aditya' | 'chandra-mangala'
  | 'ruchaka' | 'bhadra' | 'hamsa' | 'malavya' | 'shasha'
  | 'raja' | 'dhana' | 'viparita-raja' | 'neecha-bhanga-raja' | 'parivartana'
  | 'kemadruma' | 'adhi' | 'sunapha' | 'anapha' | 'durudhara' | 'amala';

export type YogaStrength = 'full' | 'weak' | 'cancelled';

export interface Yoga {
  key: YogaKey;
  grahas: Graha[];
  /** Houses from the lagna of the grahas forming it, in their order. */
  houses: number[];
  strength: YogaStrength;
  /**
   * Stable keys: how it forms (e.g. 'conjunction', 'exchange', 'harsha') and what weakens or
   * cancels it, naming the graha after a colon (e.g. 'combust:Mercury', 'kendra-from-moon:Jupiter').
   */
  reasons: string[];
}

/** The seven planets: only they own signs, and only they count for the lunar yogas. */
const PLANETS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** The five that are neither luminary nor node, as the Moon-based yogas count them. */
const TARA_GRAHAS: readonly Planet[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

function yoga(chart: Chart, key: YogaKey, grahas: Graha[], reasons: string[], weakening: string[], cancelled = false): Yoga {
  return {
    key, grahas, houses: grahas.map((g) => bodyOf(chart, g).house),
    strength: cancelled ? 'cancelled' : weakening.length > 0 ? 'weak' : 'full',
    reasons: [...reasons, ...weakening],
  };
}

const isDebilitated = (b: ChartBody) => b.dignity === 'debilitated';

/** What spoils a graha for a yoga: combustion, debility not cancelled, a 6th/8th/12th house. */
function afflictions(chart: Chart, graha: Graha, which: ReadonlyArray<'combust' | 'debilitated' | 'dusthana'> = ['combust', 'debilitated', 'dusthana']): string[] {
  const b = bodyOf(chart, graha);
  const out: string[] = [];
  if (which.includes('debilitated') && isDebilitated(b) && neechaBhanga(chart, graha).length === 0) out.push(`debilitated:${graha}`);
  if (which.includes('combust') && b.combust) out.push(`combust:${graha}`);
  if (which.includes('dusthana') && DUSTHANAS.includes(b.house)) out.push(`dusthana:${graha}`);
  return out;
}

/** How two grahas are joined: the same sign, a sign exchange, or full aspects on each other; null if not. */
export function linkOf(chart: Chart, a: Graha, b: Graha): 'conjunction' | 'exchange' | 'mutual-aspect' | null {
  const x = bodyOf(chart, a);
  const y = bodyOf(chart, b);
  if (x.sign === y.sign) return 'conjunction';
  if (SIGN_LORDS[x.sign] === b && SIGN_LORDS[y.sign] === a) return 'exchange';
  if (aspectsSign(a, x.sign, y.sign) && aspectsSign(b, y.sign, x.sign)) return 'mutual-aspect';
  return null;
}

/* ------------------------------------------------------------- lunar and solar */

/** Jupiter in a kendra from the Moon; weak if Jupiter is debilitated, combust or in a dusthana. */
export function gajaKesari(chart: Chart): Yoga | null {
  const jupiter = bodyOf(chart, 'Jupiter');
  if (!KENDRAS.includes(houseFrom(jupiter.sign, bodyOf(chart, 'Moon').sign))) return null;
  return yoga(chart, 'gaja-kesari', ['Jupiter', 'Moon'], [], afflictions(chart, 'Jupiter'));
}

/** Sun and Mercury in one sign; never full while Mercury is combust, which it usually is. */
export function budhaAditya(chart: Chart): Yoga | null {
  if (bodyOf(chart, 'Sun').sign !== bodyOf(chart, 'Mercury').sign) return null;
  return yoga(chart, 'budha-aditya', ['Sun', 'Mercury'], [], afflictions(chart, 'Mercury', ['combust', 'debilitated']));
}

/** Moon and Mars in one sign; weak when either is debilitated. */
export function chandraMangala(chart: Chart): Yoga | null {
  if (bodyOf(chart, 'Moon').sign !== bodyOf(chart, 'Mars').sign) return null;
  return yoga(chart, 'chandra-mangala', ['Moon', 'Mars'], [], [...afflictions(chart, 'Moon', ['debilitated']), ...afflictions(chart, 'Mars', ['debilitated'])]);
}

/**
 * Sunapha (a planet in the 2nd from the Moon), Anapha (in the 12th), Durudhara (both), counting
 * Mars, Mercury, Jupiter, Venus and Saturn only.
 */
export function lunarFlank(chart: Chart): Yoga | null {
  const moon = bodyOf(chart, 'Moon').sign;
  const at = (n: number) => TARA_GRAHAS.filter((p) => houseFrom(bodyOf(chart, p).sign, moon) === n);
  const second = at(2);
  const twelfth = at(12);
  if (second.length === 0 && twelfth.length === 0) return null;
  const key: YogaKey = second.length > 0 && twelfth.length > 0 ? 'durudhara' : second.length > 0 ? 'sunapha' : 'anapha';
  return yoga(chart, key, ['Moon', ...second, ...twelfth], [], []);
}

/**
 * Kemadruma: no planet but the Sun (and the nodes) in the 2nd or 12th from the Moon. Cancelled
 * when a planet stands in a kendra from the lagna or from the Moon, or the Moon in a kendra from
 * the lagna; each such graha is named.
 */
export function kemadruma(chart: Chart): Yoga | null {
  if (lunarFlank(chart)) return null;
  const lagna = chart.ascendant.sign;
  const moon = bodyOf(chart, 'Moon').sign;
  const cancelling: string[] = [];
  for (const p of TARA_GRAHAS) {
    const sign = bodyOf(chart, p).sign;
    if (KENDRAS.includes(houseFrom(sign, lagna))) cancelling.push(`kendra-from-lagna:${p}`);
    if (KENDRAS.includes(houseFrom(sign, moon))) cancelling.push(`kendra-from-moon:${p}`);
  }
  if (KENDRAS.includes(houseFrom(moon, lagna))) cancelling.push('kendra-from-lagna:Moon');
  return yoga(chart, 'kemadruma', ['Moon'], [], cancelling, cancelling.length > 0);
}

/**
 * Adhi: the natural benefics (Jupiter, Venus, Mercury) in the 6th, 7th and 8th from the Moon; full
 * with all three there, weak with two, or when one of them is combust or debilitated.
 */
export function adhi(chart: Chart): Yoga | null {
  const moon = bodyOf(chart, 'Moon').sign;
  const benefics: Planet[] = ['Mercury', 'Jupiter', 'Venus'];
  const placed = benefics.filter((p) => [6, 7, 8].includes(houseFrom(bodyOf(chart, p).sign, moon)) && isNaturalBenefic(chart, p));
  if (placed.length < 2) return null;
  const weakening = [...(placed.length < 3 ? ['two-benefics-only'] : []), ...placed.flatMap((p) => afflictions(chart, p, ['combust', 'debilitated']))];
  return yoga(chart, 'adhi', placed, [], weakening);
}

/** Amala: a natural benefic in the 10th from the lagna or from the Moon. */
export function amala(chart: Chart): Yoga | null {
  const refs: Array<[string, number]> = [['lagna', chart.ascendant.sign], ['moon', bodyOf(chart, 'Moon').sign]];
  const found = chart.bodies.filter((b) => b.name !== 'Moon' && isNaturalBenefic(chart, b.name) && refs.some(([, r]) => houseFrom(b.sign, r) === 10));
  if (found.length === 0) return null;
  const reasons = refs.flatMap(([name, r]) => found.filter((b) => houseFrom(b.sign, r) === 10).map((b) => `tenth-from-${name}:${b.name}`));
  // One benefic in good shape is enough; only when all are spoiled is the yoga weak.
  const spoiled = found.map((b) => afflictions(chart, b.name, ['combust', 'debilitated']));
  return yoga(chart, 'amala', found.map((b) => b.name), reasons, spoiled.every((s) => s.length > 0) ? spoiled.flat() : []);
}

/* ----------------------------------------------------------- mahapurusha */

const MAHAPURUSHA: ReadonlyArray<[Planet, YogaKey]> = [['Mars', 'ruchaka'], ['Mercury', 'bhadra'], ['Jupiter', 'hamsa'], ['Venus', 'malavya'], ['Saturn', 'shasha']];

/** Pancha Mahapurusha: Mars, Mercury, Jupiter, Venus or Saturn in its own or exaltation sign in a kendra from the lagna. */
export function mahapurusha(chart: Chart): Yoga[] {
  return MAHAPURUSHA.flatMap(([planet, key]) => {
    const b = bodyOf(chart, planet);
    if ((b.dignity !== 'own' && b.dignity !== 'exalted') || !KENDRAS.includes(b.house)) return [];
    const sandhi = marginsOf(b).sandhi ? [`sandhi:${planet}`] : [];
    return [yoga(chart, key, [planet], [b.dignity], [...afflictions(chart, planet, ['combust']), ...sandhi])];
  });
}

/* ---------------------------------------------------------------- lordships */

/** Pairs of distinct planets, one ruling a house of `first`, the other one of `second`, joined by conjunction, exchange or mutual aspect. */
function lordCombinations(chart: Chart, key: YogaKey, first: readonly number[], second: readonly number[]): Yoga[] {
  const rules = (p: Planet, houses: readonly number[]) => housesRuledBy(chart, p).some((h) => houses.includes(h));
  const out: Yoga[] = [];
  for (let i = 0; i < PLANETS.length; i++) {
    for (let j = i + 1; j < PLANETS.length; j++) {
      const a = PLANETS[i]!;
      const b = PLANETS[j]!;
      if (!((rules(a, first) && rules(b, second)) || (rules(b, first) && rules(a, second)))) continue;
      const link = linkOf(chart, a, b);
      if (link) out.push(yoga(chart, key, [a, b], [link], [...afflictions(chart, a), ...afflictions(chart, b)]));
    }
  }
  return out;
}

/** Raja yoga: a kendra lord with a trikona lord (the lagna lord counts as both, but not with itself). */
export function rajaYogas(chart: Chart): Yoga[] {
  return lordCombinations(chart, 'raja', KENDRAS, [1, 5, 9]);
}

/** Dhana yoga: a lord of the 2nd or 11th with a lord of the 1st, 5th or 9th. */
export function dhanaYogas(chart: Chart): Yoga[] {
  return lordCombinations(chart, 'dhana', [2, 11], [1, 5, 9]);
}

const VIPARITA_NAMES: Readonly<Record<number, string>> = { 6: 'harsha', 8: 'sarala', 12: 'vimala' };

/**
 * Viparita Raja yoga: the lord of the 6th, 8th or 12th placed in the 6th, 8th or 12th (Harsha,
 * Sarala, Vimala). Weak when that lord also rules the lagna, whose lord in a dusthana hurts the self.
 */
export function viparitaRajaYogas(chart: Chart): Yoga[] {
  return DUSTHANAS.flatMap((h) => {
    const lord = lordOfHouse(chart, h);
    if (!DUSTHANAS.includes(bodyOf(chart, lord).house)) return [];
    return [yoga(chart, 'viparita-raja', [lord], [VIPARITA_NAMES[h]!], housesRuledBy(chart, lord).includes(1) ? [`lagna-lord:${lord}`] : [])];
  });
}

const KENDRA_RULES: readonly NeechaBhangaRule[] = ['debilitation-lord-in-kendra', 'exaltation-lord-in-kendra', 'planet-exalted-there-in-kendra'];

/**
 * Neecha-bhanga Raja yoga: a debilitated planet whose debility is cancelled. Full when a kendra rule
 * cancels it; weak when only the dispositor's company or the navamsa does.
 */
export function neechaBhangaRajaYogas(chart: Chart): Yoga[] {
  return PLANETS.flatMap((p) => {
    const rules = neechaBhanga(chart, p);
    if (rules.length === 0) return [];
    return [yoga(chart, 'neecha-bhanga-raja', [p], rules, rules.some((r) => KENDRA_RULES.includes(r)) ? [] : ['no-kendra-rule'])];
  });
}

/**
 * Parivartana: two planets in each other's signs. Maha when both houses are good, Khala when one
 * is the 3rd, Dainya (weak) when one is the 6th, 8th or 12th.
 */
export function parivartanaYogas(chart: Chart): Yoga[] {
  const out: Yoga[] = [];
  for (let i = 0; i < PLANETS.length; i++) {
    for (let j = i + 1; j < PLANETS.length; j++) {
      const a = PLANETS[i]!;
      const b = PLANETS[j]!;
      if (linkOf(chart, a, b) !== 'exchange') continue;
      const houses = [bodyOf(chart, a).house, bodyOf(chart, b).house];
      const dainya = houses.some((h) => DUSTHANAS.includes(h));
      const kind = dainya ? 'dainya' : houses.includes(3) ? 'khala' : 'maha';
      out.push(yoga(chart, 'parivartana', [a, b], [kind], dainya ? ['dusthana-exchange'] : []));
    }
  }
  return out;
}

/** Every yoga this module knows that the chart has, the cancelled ones included (marked so). */
export function findYogas(chart: Chart): Yoga[] {
  const single = [gajaKesari, budhaAditya, chandraMangala, lunarFlank, kemadruma, adhi, amala].map((f) => f(chart));
  return [
    ...single.filter((y): y is Yoga => y !== null),
    ...mahapurusha(chart), ...rajaYogas(chart), ...dhanaYogas(chart), ...viparitaRajaYogas(chart),
    ...neechaBhangaRajaYogas(chart), ...parivartanaYogas(chart),
  ];
}

