/**
 * The personal filter of a muhurta: a window good for the day must also be good for the people
 * it is for. Two checks from the birth Moon, as Muhurta Chintamani (shubhashubha prakarana) gives
 * them, in our own words:
 * - Tara bala: count from the birth nakshatra to the day's nakshatra (inclusive) and take the
 *   count's place in a cycle of nine: 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak, 6 Sadhana,
 *   7 Naidhana, 8 Mitra, 9 Parama Mitra. Sampat, Kshema, Sadhana, Mitra and Parama Mitra are
 *   favourable; Janma is mixed and, like Vipat, Pratyak and Naidhana, is not offered.
 * - Chandra bala: the transiting Moon's sign counted from the birth Moon's sign must be the 1st,
 *   3rd, 6th, 7th, 10th or 11th, for the whole window.
 * Every person must pass both: a wedding window has to suit bride and groom alike (the
 * muhurta texts ask tara bala and chandra bala of both; docs/decisions/045).
 *
 * For a wedding the "tribala" adds Guru bala for the bride and Surya bala for the groom, each
 * counted from their Moon sign (Dharmasindhu, vivaha: "for the bride Guru bala is chief, for the
 * groom Ravi bala"; the same in the tribala shuddhi write-ups decision 045 cites):
 * - Jupiter in the 2nd, 5th, 7th, 9th or 11th from the bride's sign is good; in the 1st, 3rd, 6th
 *   or 10th it is made good by a Guru puja (the almanacs' "pujya"); in the 4th, 8th or 12th it is
 *   harmful and the window is not offered, unless Jupiter stands in Karka, Dhanu or Meena (its
 *   exaltation and own signs), where the text says it does no harm: we still ask the puja there.
 * - The Sun in the 3rd, 6th, 10th or 11th from the groom's sign is good; anywhere else it is made
 *   good by the worship the text prescribes, so it never closes a window, only says so.
 */
import type { MuhurtaReason, MuhurtaWindow } from './muhurta';
import { NAKSHATRA_SPAN, NAKSHATRAS } from './nakshatra';
import { ALMANAC_SKY, siderealLongitude, type SkyBasis } from './transit-events';
import { houseFrom, signOf, SIGNS } from './zodiac';

export type WeddingRole = 'bride' | 'groom';

export interface BirthMoon {
  /** A label for the reasons ('the bride', 'person 1'). */
  label: string;
  /** Birth nakshatra 0 (Ashwini) … 26 (Revati), and the birth Moon's sidereal sign 0 … 11. */
  nakshatra: number;
  sign: number;
  /** For a wedding, which of the two this is: Guru bala is read for the bride, Surya bala for the groom. */
  role?: WeddingRole;
}

export const TARAS = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhana', 'Naidhana', 'Mitra', 'Parama Mitra'] as const;
export const GOOD_TARAS: ReadonlySet<number> = new Set([2, 4, 6, 8, 9]);
export const GOOD_CHANDRA_HOUSES: ReadonlySet<number> = new Set([1, 3, 6, 7, 10, 11]);

export const GURU_BALA_GOOD: ReadonlySet<number> = new Set([2, 5, 7, 9, 11]);
export const GURU_BALA_WITH_PUJA: ReadonlySet<number> = new Set([1, 3, 6, 10]);
/** Karka, Dhanu, Meena: Jupiter exalted or in its own sign harms from no house. */
const JUPITER_STRONG_SIGNS: ReadonlySet<number> = new Set([3, 8, 11]);
export const SURYA_BALA_GOOD: ReadonlySet<number> = new Set([3, 6, 10, 11]);

/** A wedding graha's strength for the bride or groom: good, good after worship, or (Jupiter only) refused. */
export type Bala = 'good' | 'puja' | 'refused';

export function guruBala(house: number, jupiterSign: number): Bala {
  if (GURU_BALA_GOOD.has(house)) return 'good';
  return GURU_BALA_WITH_PUJA.has(house) || JUPITER_STRONG_SIGNS.has(jupiterSign) ? 'puja' : 'refused';
}

export function suryaBala(house: number): Bala {
  return SURYA_BALA_GOOD.has(house) ? 'good' : 'puja';
}

const worst = (balas: Bala[]): Bala => (balas.includes('refused') ? 'refused' : balas.includes('puja') ? 'puja' : 'good');

/**
 * Guru or Surya bala of one person over a window: the graha's sign at its start and end (Jupiter
 * and the Sun rarely change sign inside one), counted from the person's Moon sign.
 */
function balaOver(w: MuhurtaWindow, person: BirthMoon & { role: WeddingRole }, basis: SkyBasis) {
  const graha = person.role === 'bride' ? 'Jupiter' : 'Sun';
  const signs = [...new Set([w.startMs, w.endMs - 1].map((ms) => signOf(siderealLongitude(graha, ms, basis))))];
  const houses = signs.map((sign) => houseFrom(sign, person.sign));
  const bala = worst(signs.map((sign, i) => (graha === 'Jupiter' ? guruBala(houses[i]!, sign) : suryaBala(houses[i]!))));
  return { graha, houses, bala };
}

/** The tara (1–9) of the day's nakshatra for a birth nakshatra. */
export function taraOf(birthNakshatra: number, dayNakshatra: number): number {
  return ((dayNakshatra - birthNakshatra + 27) % 27) % 9 + 1;
}

/**
 * The Moon's nakshatras and signs over a window in the people's own zodiac. Their birth Moons are
 * cast with the account's ayanamsa (docs/decisions/046), so the day's Moon is counted in the same
 * one: a Raman janma nakshatra against a Lahiri day star would count across two zodiacs. The
 * window is hours long and the Moon moves one way, so its start and end hold every change. In
 * the almanac's own zodiac these are the window's own, as the panchang prints them.
 */
function moonOver(w: MuhurtaWindow, basis: SkyBasis): { nakshatras: number[]; signs: number[] } {
  if (basis.ayanamsa === ALMANAC_SKY.ayanamsa) return { nakshatras: [w.nakshatra.index], signs: [...w.moonSigns] };
  const longitudes = [w.startMs, w.endMs - 1].map((ms) => siderealLongitude('Moon', ms, basis));
  return { nakshatras: [...new Set(longitudes.map((l) => Math.floor(l / NAKSHATRA_SPAN) % 27))], signs: longitudes.map((l) => signOf(l)) };
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * The windows that suit every person, each with two reasons naming them all: one for tara bala
 * ('tara bala for Asha: … ; for Ravi: …') and one for chandra bala; and for a wedding's bride and
 * groom, one for Guru bala and one for Surya bala.
 */
export function forPeople(windows: readonly MuhurtaWindow[], people: readonly BirthMoon[], basis: SkyBasis = ALMANAC_SKY): MuhurtaWindow[] {
  return windows.flatMap((w) => {
    const taras: Array<{ person: string; tara: number; birthNakshatra: number }> = [];
    const moons: Array<{ person: string; houses: number[]; birthSign: number }> = [];
    const moon = people.length ? moonOver(w, basis) : null;
    const dayNakshatra = moon?.nakshatras[0] ?? w.nakshatra.index;
    for (const person of people) {
      const dayTaras = moon!.nakshatras.map((n) => taraOf(person.nakshatra, n));
      const tara = dayTaras[0]!;
      const houses = moon!.signs.map((sign) => houseFrom(sign, person.sign));
      if (!dayTaras.every((t) => GOOD_TARAS.has(t)) || !houses.every((h) => GOOD_CHANDRA_HOUSES.has(h))) return [];
      taras.push({ person: person.label, tara, birthNakshatra: person.nakshatra });
      moons.push({ person: person.label, houses: [...new Set(houses)], birthSign: person.sign });
    }
    if (!people.length) return [w];
    const strengths: MuhurtaReason[] = [];
    const strengthReasons: string[] = [];
    for (const person of people) {
      if (!person.role) continue;
      const { graha, houses, bala } = balaOver(w, { ...person, role: person.role }, basis);
      if (bala === 'refused') return [];
      const puja = bala === 'puja';
      strengths.push({ key: person.role === 'bride' ? 'guru-bala' : 'surya-bala', person: person.label, houses, puja });
      strengthReasons.push(`${person.role === 'bride' ? 'guru' : 'surya'} bala for ${person.label}, the ${person.role}: ${graha === 'Sun' ? 'the Sun' : graha} in the ${houses.map(ordinal).join(' then ')} from ${SIGNS[person.sign]!.english}${puja ? `, good after a ${person.role === 'bride' ? 'Guru' : 'Surya'} puja` : ''}`);
    }
    const reasons = [
      `tara bala for ${taras.map((p) => `${p.person}: ${NAKSHATRAS[dayNakshatra]!.sanskrit} is the ${TARAS[p.tara - 1]} tara from ${NAKSHATRAS[p.birthNakshatra]!.sanskrit}`).join('; for ')}`,
      `chandra bala for ${moons.map((p) => `${p.person}: the Moon transits the ${p.houses.map(ordinal).join(' then ')} from ${SIGNS[p.birthSign]!.english}`).join('; for ')}`,
    ];
    const why: MuhurtaReason[] = [
      { key: 'tara', people: taras },
      { key: 'chandra', people: moons },
      ...strengths,
    ];
    return [{ ...w, reasons: [...w.reasons, ...reasons, ...strengthReasons], why: [...w.why, ...why] }];
  });
}
