/**
 * Navamsa (D9) sign: each sign splits into nine parts of 3°20'. Counting the parts continuously
 * from 0° Aries and wrapping every twelve gives the classical rule (movable signs start from
 * themselves, fixed signs from the ninth, dual signs from the fifth).
 */
export function navamsaSignOf(longitude: number): number {
  return Math.floor((longitude * 9) / 30) % 12;
}
