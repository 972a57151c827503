/**
 * Disha shool, the "thorn of the direction": the quarter one should not set out towards on a
 * weekday. Muhurta Chintamani's yatra chapter gives the cardinal table, which almanacs print with
 * the folk couplet "som shanichar purab na chalu, mangal budh uttar disi kalu, ravi shukra jo
 * pashchim jaay, … bihfe dakshin kare payana": Monday and Saturday east, Tuesday and Wednesday
 * north, Sunday and Friday west, Thursday south. (Some almanacs add a corner to each; the
 * cardinal table is the one they share.)
 */
export type Direction = 'east' | 'west' | 'north' | 'south';

/** Sunday (0) to Saturday (6). */
const DISHA_SHOOL: readonly Direction[] = ['west', 'east', 'north', 'north', 'south', 'west', 'east'];

export function dishaShool(weekday: number): Direction {
  const direction = DISHA_SHOOL[weekday];
  if (!direction) throw new RangeError(`No weekday ${weekday}`);
  return direction;
}
