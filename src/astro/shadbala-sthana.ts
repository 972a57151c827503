/**
 * Sthana bala, positional strength, BPHS ch. 27 ("Shadbala"): uchcha, saptavargaja, ojhayugma,
 * kendradi and drekkana bala, in virupas (60 to a rupa). Conventions: docs/decisions/027.
 */
import { differenceDegrees } from './angle';
import type { Planet } from './ephemeris';
import { DEEP_EXALTATION, MOOLATRIKONA, compoundRelationship, naturalRelationship, temporalFriend } from './strength';
import type { Relationship } from './strength';
import { vargaSignOf } from './vargas';
import type { Division } from './vargas';
import { SIGN_LORDS, houseFrom, signOf } from './zodiac';

export interface SthanaBala {
  uchcha: number;
  saptavargaja: number;
  ojhayugma: number;
  kendradi: number;
  drekkana: number;
  total: number;
}

/** Uchcha bala: a third of the arc (0–180°) from the point of deep debility, 60 at deep exaltation. */
export function uchchaBala(planet: Planet, longitude: number): number {
  return Math.abs(differenceDegrees(longitude, DEEP_EXALTATION[planet] + 180)) / 3;
}

/** The seven vargas of saptavargaja bala: rasi, hora, drekkana, saptamsa, navamsa, dvadasamsa, trimsamsa. */
const SAPTAVARGA: readonly Division[] = [1, 2, 3, 7, 9, 12, 30];

/**
 * Points in one varga, BPHS ch. 27: moolatrikona 45, own sign 30, great friend's sign 22.5,
 * friend's 15, neutral's 7.5, enemy's 3.75, great enemy's 1.875.
 */
const RELATION_VIRUPAS: Readonly<Record<Relationship, number>> = {
  'great-friend': 22.5, friend: 15, neutral: 7.5, enemy: 3.75, 'great-enemy': 1.875,
};

/**
 * Saptavargaja bala. Moolatrikona is counted in the rasi only, and there by the whole sign, as
 * Jagannatha Hora and both worked examples count it (docs/decisions/027); in the other vargas the
 * sign counts as own sign or by the relationship with its lord. The temporal half of each relationship is read from the rasi chart, as for the
 * Vimshopaka bala.
 */
export function saptavargajaBala(planet: Planet, longitudes: Record<Planet, number>): number {
  const longitude = longitudes[planet];
  let sum = 0;
  for (const division of SAPTAVARGA) {
    const sign = vargaSignOf(longitude, division);
    const lord = SIGN_LORDS[sign]!;
    if (division === 1 && sign === MOOLATRIKONA[planet].sign) sum += 45;
    else if (lord === planet) sum += 30;
    else sum += RELATION_VIRUPAS[compoundRelationship(naturalRelationship(planet, lord), temporalFriend(signOf(longitude), signOf(longitudes[lord])))];
  }
  return sum;
}

/** Ojhayugma bala, BPHS ch. 27: the Moon and Venus 15 each in an even rasi and an even navamsa, the others in odd ones. */
export function ojhayugmaBala(planet: Planet, longitude: number): number {
  const wantsEven = planet === 'Moon' || planet === 'Venus';
  // Index 0 is Aries, the first (odd) sign.
  const fits = (sign: number) => (sign % 2 === 1) === wantsEven;
  return (fits(signOf(longitude)) ? 15 : 0) + (fits(vargaSignOf(longitude, 9)) ? 15 : 0);
}

/** Kendradi bala, BPHS ch. 27: 60 in a kendra from the lagna, 30 in a panaphara, 15 in an apoklima (whole signs). */
export function kendradiBala(longitude: number, ascendant: number): number {
  const house = houseFrom(signOf(longitude), signOf(ascendant));
  return [1, 4, 7, 10].includes(house) ? 60 : [2, 5, 8, 11].includes(house) ? 30 : 15;
}

/**
 * Drekkana bala, BPHS ch. 27: 15 to the male grahas (Sun, Mars, Jupiter) in the first drekkana of
 * a sign, to the neuters (Mercury, Saturn) in the second, to the female (Moon, Venus) in the third.
 */
const DREKKANA_OF: Readonly<Record<Planet, number>> = { Sun: 0, Mars: 0, Jupiter: 0, Mercury: 1, Saturn: 1, Moon: 2, Venus: 2 };

export function drekkanaBala(planet: Planet, longitude: number): number {
  return Math.floor((longitude - signOf(longitude) * 30) / 10) === DREKKANA_OF[planet] ? 15 : 0;
}

export function sthanaBala(planet: Planet, longitudes: Record<Planet, number>, ascendant: number): SthanaBala {
  const longitude = longitudes[planet];
  const parts = {
    uchcha: uchchaBala(planet, longitude),
    saptavargaja: saptavargajaBala(planet, longitudes),
    ojhayugma: ojhayugmaBala(planet, longitude),
    kendradi: kendradiBala(longitude, ascendant),
    drekkana: drekkanaBala(planet, longitude),
  };
  return { ...parts, total: parts.uchcha + parts.saptavargaja + parts.ojhayugma + parts.kendradi + parts.drekkana };
}
