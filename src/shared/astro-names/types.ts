import type { Graha } from '../../astro/zodiac';

/**
 * The names of a chart's pieces in one language, in the engine's order: a language adds one
 * module of this shape, and the readings, the match report, the PDF and every page name grahas,
 * signs, nakshatras and houses from it.
 */
export interface AstroNames {
  /** The grahas by the engine's key, as a chart in this language names them. */
  graha: Readonly<Record<Graha, string>>;
  /** Two letters a graha is printed with inside a chart's house. */
  grahaAbbr: Readonly<Record<Graha, string>>;
  /** The twelve signs, Mesha first (the engine's sign index). */
  signs: readonly string[];
  /** The 27 nakshatras, Ashwini first (the engine's nakshatra index). */
  nakshatras: readonly string[];
  /** Houses 1 to 12 as a sentence names them before "house": '10th', 'दसवें'. */
  houses: readonly string[];
  /** The Gregorian months, January first, and the weekdays, Sunday first, as dates are written. */
  months: readonly string[];
  weekdays: readonly string[];
}
