/**
 * Drik bala, aspectual strength, BPHS ch. 27, with the aspect values of BPHS's chapter on drishti:
 * the sum of the aspects a graha receives from the benefics less that from the malefics, a quarter
 * of it counted. Also the benefic or malefic nature that paksha bala and drik bala share.
 */
import { normalizeDegrees } from './angle';
import { PLANETS } from './ephemeris';
import type { Planet } from './ephemeris';
import { signOf } from './zodiac';

/**
 * The natural benefics of a chart for Shadbala: Jupiter and Venus; the Moon when waxing (less than
 * 180° ahead of the Sun); Mercury unless the malefics in his sign outnumber the benefics there
 * (BPHS ch. 3: Mercury joined by malefics is a malefic). Malefics: the Sun, Mars, Saturn, Rahu,
 * Ketu and the waning Moon.
 */
export function shadbalaBenefics(longitudes: Record<Planet, number>, rahu: number): Set<Planet> {
  const benefics = new Set<Planet>(['Jupiter', 'Venus']);
  const waxing = normalizeDegrees(longitudes.Moon - longitudes.Sun) < 180;
  if (waxing) benefics.add('Moon');
  const sign = signOf(longitudes.Mercury);
  const company = [...PLANETS.filter((p) => p !== 'Mercury' && signOf(longitudes[p]) === sign)];
  const good = company.filter((p) => benefics.has(p)).length;
  const bad = company.length - good + [rahu, rahu + 180].filter((n) => signOf(normalizeDegrees(n)) === sign).length;
  if (bad <= good) benefics.add('Mercury');
  return benefics;
}

/**
 * Sphuta drishti, BPHS (the chapter on drishti): the aspect value (virupas, 60 full) of a graha on a point `arc`
 * degrees ahead of it, in pieces: none below 30°, rising to 15 at 60° and 45 at 90°, falling to
 * 30 at 120° and 0 at 150°, rising to the full 60 at 180°, falling to none at 300° and beyond. The special full aspects add: Saturn 45 for 60–90° and
 * 270–300°, Mars 15 for 90–120° and 210–240°, Jupiter 30 for 120–150° and 240–270°.
 */
export function sphutaDrishti(aspecting: Planet, arc: number): number {
  const d = normalizeDegrees(arc);
  let value: number;
  if (d < 30) value = 0;
  else if (d < 60) value = (d - 30) / 2;
  else if (d < 90) value = d - 60 + 15;
  else if (d < 120) value = (120 - d) / 2 + 30;
  else if (d < 150) value = 150 - d;
  else if (d < 180) value = (d - 150) * 2;
  else if (d < 300) value = (300 - d) / 2;
  else value = 0;
  if (aspecting === 'Saturn' && ((d >= 60 && d < 90) || (d >= 270 && d < 300))) value += 45;
  if (aspecting === 'Mars' && ((d >= 90 && d < 120) || (d >= 210 && d < 240))) value += 15;
  if (aspecting === 'Jupiter' && ((d >= 120 && d < 150) || (d >= 240 && d < 270))) value += 30;
  return value;
}

/** Drik bala of one graha: (aspects of the benefics − aspects of the malefics) / 4, the seven grahas aspecting. */
export function drikBala(planet: Planet, longitudes: Record<Planet, number>, benefics: Set<Planet>): number {
  let sum = 0;
  for (const other of PLANETS) {
    if (other === planet) continue;
    const value = sphutaDrishti(other, longitudes[planet] - longitudes[other]);
    sum += benefics.has(other) ? value : -value;
  }
  return sum / 4;
}
