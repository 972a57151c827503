/**
 * The year in the Indian eras, from the amanta lunar month.
 *
 * - Shaka samvat (the national calendar's era, used by South Indian almanacs): years counted from
 *   78 CE; a year begins with the lunar month Chaitra (Chaitra Shukla Pratipada, the day after the
 *   new moon that ends Phalguna), so from then until the next Chaitra it is the Gregorian year of
 *   that Chaitra minus 78.
 * - Vikram samvat, Chaitradi (North India): the same new year, 135 years ahead of Shaka.
 * - Vikram samvat, Kartikadi (Gujarat): the same era, but the year begins with Kartika (the day
 *   after Diwali), so from Chaitra to Ashvin it is one behind the Chaitradi count.
 * - Samvatsara: the name of the year in the sixty-year cycle as South Indian almanacs count it,
 *   one name per Shaka year (Shaka 1942 = Sharvari, 1948 = Parabhava). North Indian almanacs name
 *   the year by Jupiter's mean motion instead, a cycle that skips a name every 85 years or so; it
 *   is not given here.
 *
 * An adhika Chaitra starts the year too: it is the first month named Chaitra.
 */
import type { LunarMonth } from './lunar-month';
import { SAMVATSARAS, type SamvatsaraName } from './samvatsaras';

export interface Samvat {
  shaka: number;
  /** Chaitradi Vikram samvat (North India). */
  vikram: number;
  /** Kartikadi Vikram samvat (Gujarat). */
  vikramKartikadi: number;
  /** The Shaka year's name in the sixty-year cycle (South Indian reckoning). */
  samvatsara: { number: number; name: SamvatsaraName };
}

const KARTIKA = 7;
const SYNODIC_MONTH_MS = 29.530589 * 86_400_000;
const SHAKA_EPOCH = 78;
const VIKRAM_AHEAD = 135;
/** Shaka 1942 (2020–21) was Sharvari, the 34th name: the cycle is (Shaka + 11) mod 60, 0-based. */
const SAMVATSARA_OFFSET = 11;

/** The eras' years of the amanta lunar month a day belongs to. */
export function samvatOf(month: Pick<LunarMonth, 'index' | 'startMs'>): Samvat {
  // Chaitra begins between late February and late April. Stepping back one mean month per month
  // lands within a month of it (an adhika month in between adds one), so never in another year.
  const chaitraYear = new Date(month.startMs - month.index * SYNODIC_MONTH_MS).getUTCFullYear();
  const shaka = chaitraYear - SHAKA_EPOCH;
  const vikram = shaka + VIKRAM_AHEAD;
  const index = (((shaka + SAMVATSARA_OFFSET) % 60) + 60) % 60;
  return {
    shaka,
    vikram,
    vikramKartikadi: month.index >= KARTIKA ? vikram : vikram - 1,
    samvatsara: { number: index + 1, name: SAMVATSARAS[index]! },
  };
}
