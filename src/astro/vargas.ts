/**
 * Divisional charts (vargas) by Parashara's rules, BPHS ch. 6 ("Shodasa vargas"), as Jagannatha
 * Hora draws them by default; the variants of other authors are in docs/decisions/026. A varga
 * depends only on a longitude, so every function here is pure arithmetic on the sidereal degree.
 *
 * Sign indices are 0–11 from Aries. "Odd" signs are the odd-numbered ones counting Aries as the
 * first (Aries, Gemini, Leo …), which are the even indices here.
 */
import type { Chart } from './chart';
import { navamsaSignOf } from './navamsa';
import { signOf } from './zodiac';
import type { Graha } from './zodiac';

/** The sixteen divisions of BPHS ch. 6, by the number of parts a sign is cut into. */
export const DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type Division = (typeof DIVISIONS)[number];
export type VargaName = `D${Division}`;

const isOddSign = (sign: number): boolean => sign % 2 === 0;
/** 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava). */
const modality = (sign: number): number => sign % 3;

/** The sign's part (0-based) a degree within the sign falls in, for a division into n equal parts. */
function partOf(degree: number, n: number): number {
  return Math.min(n - 1, Math.floor((degree * n) / 30));
}

/**
 * Trimsamsa (D30), BPHS ch. 6: unequal parts ruled by the five non-luminaries. Odd signs:
 * Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5°, each giving its odd sign (Aries, Aquarius,
 * Sagittarius, Gemini, Libra); even signs the reverse order and the lords' even signs (Taurus,
 * Virgo, Pisces, Capricorn, Scorpio).
 */
const TRIMSAMSA_ODD: ReadonlyArray<readonly [upTo: number, sign: number]> = [[5, 0], [10, 10], [18, 8], [25, 2], [30, 6]];
const TRIMSAMSA_EVEN: ReadonlyArray<readonly [upTo: number, sign: number]> = [[5, 1], [12, 5], [20, 11], [25, 9], [30, 7]];

function trimsamsaSign(sign: number, degree: number): number {
  const table = isOddSign(sign) ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
  return (table.find(([upTo]) => degree < upTo) ?? table[table.length - 1]!)[1];
}

/** Where the count of parts starts for a sign, for the divisions that count on from a starting sign. */
const START: Readonly<Partial<Record<Division, (sign: number) => number>>> = {
  1: (s) => s,
  // D7 saptamsa, BPHS ch. 6: odd signs from themselves, even signs from their 7th.
  7: (s) => (isOddSign(s) ? s : s + 6),
  // D10 dasamsa, BPHS ch. 6: odd signs from themselves, even signs from their 9th.
  10: (s) => (isOddSign(s) ? s : s + 8),
  // D12 dvadasamsa, BPHS ch. 6: from the sign itself.
  12: (s) => s,
  // D16 shodasamsa, BPHS ch. 6: movable signs from Aries, fixed from Leo, dual from Sagittarius.
  16: (s) => [0, 4, 8][modality(s)]!,
  // D20 vimsamsa, BPHS ch. 6: movable from Aries, fixed from Sagittarius, dual from Leo.
  20: (s) => [0, 8, 4][modality(s)]!,
  // D24 chaturvimsamsa (siddhamsa), BPHS ch. 6: odd signs from Leo, even signs from Cancer.
  24: (s) => (isOddSign(s) ? 4 : 3),
  // D40 khavedamsa, BPHS ch. 6: odd signs from Aries, even signs from Libra.
  40: (s) => (isOddSign(s) ? 0 : 6),
  // D45 akshavedamsa, BPHS ch. 6: movable from Aries, fixed from Leo, dual from Sagittarius.
  45: (s) => [0, 4, 8][modality(s)]!,
  // D60 shashtiamsa, BPHS ch. 6: from the sign itself.
  60: (s) => s,
};

/** The sign a sidereal longitude falls in, in the divisional chart D`division`. */
export function vargaSignOf(longitude: number, division: Division): number {
  const lon = ((longitude % 360) + 360) % 360;
  const sign = signOf(lon);
  const degree = lon - sign * 30;
  switch (division) {
    // D2 hora: in odd signs the first half is the Sun's hora (Leo), the second the
    // Moon's (Cancer); in even signs the reverse.
    case 2: return (degree < 15) === isOddSign(sign) ? 4 : 3;
    // D3 drekkana: the sign itself, its 5th, its 9th.
    case 3: return (sign + 4 * partOf(degree, 3)) % 12;
    // D4 chaturthamsa: the sign, its 4th, 7th and 10th.
    case 4: return (sign + 3 * partOf(degree, 4)) % 12;
    // D9 navamsa, and D27 nakshatramsa or bhamsa (fiery signs from Aries, earthy from Cancer,
    // airy from Libra, watery from Capricorn): both are the parts counted on from 0° Aries.
    case 9: return navamsaSignOf(lon);
    case 27: return Math.floor((lon * 27) / 30) % 12;
    case 30: return trimsamsaSign(sign, degree);
    default: return (START[division]!(sign) + partOf(degree, division)) % 12;
  }
}

/** The lagna and the nine grahas' signs in one divisional chart. */
export type VargaPlacements = Record<Graha | 'Lagna', number>;

export function vargaPlacements(chart: Chart, division: Division): VargaPlacements {
  const out = { Lagna: vargaSignOf(chart.ascendant.longitude, division) } as VargaPlacements;
  for (const body of chart.bodies) out[body.name] = vargaSignOf(body.longitude, division);
  return out;
}

/** All sixteen divisional charts of a chart, keyed 'D1' … 'D60'. */
export function allVargas(chart: Chart): Record<VargaName, VargaPlacements> {
  return Object.fromEntries(DIVISIONS.map((d) => [`D${d}`, vargaPlacements(chart, d)])) as Record<VargaName, VargaPlacements>;
}

/** Vargottama: the same sign in the rasi (D1) and the navamsa (D9), which BPHS counts as strength. */
export function isVargottama(longitude: number): boolean {
  return signOf(((longitude % 360) + 360) % 360) === navamsaSignOf(((longitude % 360) + 360) % 360);
}

/** The grahas (and 'Lagna') of a chart that are vargottama, in the chart's order. */
export function vargottamaOf(chart: Chart): Array<Graha | 'Lagna'> {
  const points: Array<[Graha | 'Lagna', number]> = [['Lagna', chart.ascendant.longitude], ...chart.bodies.map((b): [Graha, number] => [b.name, b.longitude])];
  return points.filter(([, lon]) => isVargottama(lon)).map(([name]) => name);
}
