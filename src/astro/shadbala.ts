/**
 * Shadbala, the six strengths of the seven grahas, BPHS ch. 27: sthana (position), dig
 * (direction), kala (time), cheshta (motion), naisargika (nature) and drik (aspect), in virupas
 * (60 to a rupa), with the minimum BPHS asks of each graha and the ratio to it. Rahu and Ketu have
 * none. The conventions where authors differ are in docs/decisions/027.
 *
 * `shadbalaOf(chart)` reads the sky once (shadbala-sky.ts); `shadbalaFrom(sky)` is pure, so a book's
 * worked example can be given its own longitudes.
 */
import { differenceDegrees, normalizeDegrees } from './angle';
import type { Chart } from './chart';
import { PLANETS } from './ephemeris';
import type { Planet } from './ephemeris';
import { drikBala, shadbalaBenefics } from './shadbala-drik';
import { kalaBala } from './shadbala-kala';
import type { KalaBala } from './shadbala-kala';
import { shadbalaSkyOf } from './shadbala-sky';
import type { ShadbalaSky } from './shadbala-sky';
import { sthanaBala } from './shadbala-sthana';
import type { SthanaBala } from './shadbala-sthana';

export interface GrahaShadbala {
  sthana: SthanaBala;
  dig: number;
  kala: KalaBala;
  cheshta: number;
  naisargika: number;
  drik: number;
  /** The six added, virupas. */
  total: number;
  /** The total in rupas (virupas / 60). */
  rupas: number;
  /** The minimum in rupas BPHS asks of this graha. */
  required: number;
  /** rupas / required: 1 or more is strong enough. */
  ratio: number;
}

/**
 * Minimum Shadbala in rupas, BPHS ch. 27 (and B. V. Raman, "Graha and Bhava Balas"): Sun 6.5
 * (390 virupas), Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5.
 */
export const REQUIRED_RUPAS: Readonly<Record<Planet, number>> = {
  Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5,
};

/**
 * Naisargika bala, BPHS ch. 27: 60 × k / 7 in the order of natural luminosity, Saturn 1, Mars 2,
 * Mercury 3, Jupiter 4, Venus 5, Moon 6, Sun 7.
 */
const NAISARGIKA: Readonly<Record<Planet, number>> = {
  Sun: 60, Moon: 360 / 7, Venus: 300 / 7, Jupiter: 240 / 7, Mercury: 180 / 7, Mars: 120 / 7, Saturn: 60 / 7,
};

/**
 * Dig bala, BPHS ch. 27: a third of the arc (0–180°) from the point where the graha is powerless,
 * opposite the one where it is strongest: Jupiter and Mercury in the east (the ascendant), the Sun
 * and Mars in the south (the midheaven), Saturn in the west (the descendant), the Moon and Venus in
 * the north (the nadir).
 */
function digBala(planet: Planet, sky: ShadbalaSky): number {
  const strongest = planet === 'Jupiter' || planet === 'Mercury' ? sky.ascendant
    : planet === 'Sun' || planet === 'Mars' ? sky.midheaven
      : planet === 'Saturn' ? sky.ascendant + 180 : sky.midheaven + 180;
  return (180 - Math.abs(differenceDegrees(sky.longitudes[planet], strongest))) / 3;
}

/**
 * Cheshta bala, BPHS ch. 27: the cheshta kendra is the seeghrochcha less the mean of the graha's
 * mean and true longitudes, taken within 180° and divided by 3. For Mars, Jupiter and Saturn the
 * seeghrochcha is the mean Sun; for Mercury and Venus it is their own heliocentric mean longitude
 * and their mean longitude is the mean Sun's. The Sun and Moon get none here: their ayana and
 * paksha bala stand for their motion (docs/decisions/027).
 */
function cheshtaBala(planet: Planet, sky: ShadbalaSky): number {
  if (planet === 'Sun' || planet === 'Moon') return 0;
  const inner = planet === 'Mercury' || planet === 'Venus';
  const seeghrochcha = inner ? sky.meanLongitudes[planet] : sky.meanLongitudes.Sun;
  const mean = inner ? sky.meanLongitudes.Sun : sky.meanLongitudes[planet];
  const middle = normalizeDegrees(mean + differenceDegrees(sky.longitudes[planet], mean) / 2);
  return Math.abs(differenceDegrees(seeghrochcha, middle)) / 3;
}

export function shadbalaFrom(sky: ShadbalaSky): Record<Planet, GrahaShadbala> {
  const benefics = shadbalaBenefics(sky.longitudes, sky.rahu);
  const sthana = Object.fromEntries(PLANETS.map((p) => [p, sthanaBala(p, sky.longitudes, sky.ascendant)])) as Record<Planet, SthanaBala>;
  const dig = Object.fromEntries(PLANETS.map((p) => [p, digBala(p, sky)])) as Record<Planet, number>;
  const kala = kalaBala(sky, benefics, Object.fromEntries(PLANETS.map((p) => [p, sthana[p].total + dig[p]])) as Record<Planet, number>);
  return Object.fromEntries(PLANETS.map((p) => {
    const cheshta = cheshtaBala(p, sky);
    const drik = drikBala(p, sky.longitudes, benefics);
    const total = sthana[p].total + dig[p] + kala[p].total + cheshta + NAISARGIKA[p] + drik;
    const rupas = total / 60;
    return [p, {
      sthana: sthana[p], dig: dig[p], kala: kala[p], cheshta, naisargika: NAISARGIKA[p], drik,
      total, rupas, required: REQUIRED_RUPAS[p], ratio: rupas / REQUIRED_RUPAS[p],
    }];
  })) as Record<Planet, GrahaShadbala>;
}

/** The Shadbala of a birth chart's seven grahas. Throws RangeError where the Sun does not rise or set. */
export function shadbalaOf(chart: Chart): Record<Planet, GrahaShadbala> {
  return shadbalaFrom(shadbalaSkyOf(chart));
}
