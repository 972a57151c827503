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
 */
import type { MuhurtaReason, MuhurtaWindow } from './muhurta';
import { NAKSHATRAS } from './nakshatra';
import { houseFrom, SIGNS } from './zodiac';

export interface BirthMoon {
  /** A label for the reasons ('the bride', 'person 1'). */
  label: string;
  /** Birth nakshatra 0 (Ashwini) … 26 (Revati), and the birth Moon's sidereal sign 0 … 11. */
  nakshatra: number;
  sign: number;
}

export const TARAS = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhana', 'Naidhana', 'Mitra', 'Parama Mitra'] as const;
export const GOOD_TARAS: ReadonlySet<number> = new Set([2, 4, 6, 8, 9]);
export const GOOD_CHANDRA_HOUSES: ReadonlySet<number> = new Set([1, 3, 6, 7, 10, 11]);

/** The tara (1–9) of the day's nakshatra for a birth nakshatra. */
export function taraOf(birthNakshatra: number, dayNakshatra: number): number {
  return ((dayNakshatra - birthNakshatra + 27) % 27) % 9 + 1;
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * The windows that suit every person, each with two reasons naming them all: one for tara bala
 * ('tara bala for Asha: … ; for Ravi: …') and one for chandra bala.
 */
export function forPeople(windows: readonly MuhurtaWindow[], people: readonly BirthMoon[]): MuhurtaWindow[] {
  return windows.flatMap((w) => {
    const taras: Array<{ person: string; tara: number; birthNakshatra: number }> = [];
    const moons: Array<{ person: string; houses: number[]; birthSign: number }> = [];
    for (const person of people) {
      const tara = taraOf(person.nakshatra, w.nakshatra.index);
      const houses = w.moonSigns.map((sign) => houseFrom(sign, person.sign));
      if (!GOOD_TARAS.has(tara) || !houses.every((h) => GOOD_CHANDRA_HOUSES.has(h))) return [];
      taras.push({ person: person.label, tara, birthNakshatra: person.nakshatra });
      moons.push({ person: person.label, houses: [...new Set(houses)], birthSign: person.sign });
    }
    if (!people.length) return [w];
    const reasons = [
      `tara bala for ${taras.map((p) => `${p.person}: ${w.nakshatra.name} is the ${TARAS[p.tara - 1]} tara from ${NAKSHATRAS[p.birthNakshatra]!.sanskrit}`).join('; for ')}`,
      `chandra bala for ${moons.map((p) => `${p.person}: the Moon transits the ${p.houses.map(ordinal).join(' then ')} from ${SIGNS[p.birthSign]!.english}`).join('; for ')}`,
    ];
    const why: MuhurtaReason[] = [
      { key: 'tara', people: taras },
      { key: 'chandra', people: moons },
    ];
    return [{ ...w, reasons: [...w.reasons, ...reasons], why: [...w.why, ...why] }];
  });
}
