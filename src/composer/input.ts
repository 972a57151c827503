/**
 * What the composer is given: the engine's natal chart and dashas, who the chart is for, and where
 * and by which calendar the reader reads. The composer computes nothing about people or places
 * itself: the server casts the chart from stored birth details and decides the reader's place.
 */
import type { Chart } from '../astro/chart';
import type { Dashas } from '../astro/dasha';
import type { ProfileView } from '../shared/profile';
import type { LunarMonthConvention } from '../shared/residence';

/** Whose chart: their name and gender for the wording, their birth for age and the closing. */
export type Subject = Pick<ProfileView, 'name' | 'gender' | 'birthDate' | 'birthTime' | 'birthLocation'>;

/** The natal chart as the engine cast it, for the place it was cast for. */
export interface NatalChart {
  chart: Chart;
  dashas: Dashas;
  place: { city: string; country: string; latitude: number; longitude: number; timezone: string };
  /** The birth place was not found exactly; the chart was cast for a stand-in place. */
  approximate: boolean;
  /**
   * False when the birth time is not known exactly: the chart was cast for noon or the middle of
   * a part of the day, and its ascendant and houses are the Moon's, not the lagna's.
   */
  timeKnown: boolean;
}

/**
 * Where and by which calendar a reading is read: the place whose civil days, zone, sunrise and
 * kaal times every date and time of a reading is written in, and how it names lunar months. The
 * natal chart keeps the birth place; only the reader's day moves (docs/decisions/023).
 */
export interface Reader {
  place: { label: string; latitude: number; longitude: number; timezone: string };
  lunarMonth: LunarMonthConvention;
}
