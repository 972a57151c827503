/**
 * Everything about one civil day at a place in one call, for a reading or the chart page: the five
 * limbs at sunrise, the kaal periods, what changes during the day, the lunar month, the fasts and
 * festivals, and the lucky colour and number.
 */
import { dayTimeline } from './day-timeline';
import type { DayTimeline } from './day-timeline';
import { observancesOn } from './festivals';
import type { Observance } from './festivals';
import { computeKaal } from './kaal';
import type { Kaal } from './kaal';
import { luckyFor } from './lucky';
import type { Lucky } from './lucky';
import { lunarDateAt } from './lunar-month';
import type { LunarDate } from './lunar-month';
import { computePanchang } from './panchang';
import type { Panchang, PanchangPlace } from './panchang';
import type { SkyBasis } from './transit-events';

export interface DayPanchang {
  panchang: Panchang;
  /** Lunar month and fortnight at sunrise. */
  lunar: LunarDate;
  kaal: Kaal;
  timeline: DayTimeline;
  observances: Observance[];
  lucky: Lucky;
}

/**
 * The day's panchang for a civil date 'YYYY-MM-DD' at a place. The timeline's Moon signs and
 * nakshatras follow the zodiac given (the almanac's by default); the limbs at sunrise are the almanac's.
 */
export function dayPanchang(date: string, place: PanchangPlace, basis?: SkyBasis): DayPanchang {
  const panchang = computePanchang(date, place);
  return {
    panchang,
    lunar: lunarDateAt(panchang.atMs),
    kaal: computeKaal(date, place),
    timeline: dayTimeline(date, place, basis),
    observances: observancesOn(date, place),
    lucky: luckyFor(panchang.vara.index, panchang.nakshatra.index),
  };
}
