/**
 * A year's fasts, festivals, Sankrantis and eclipses for one place, as a printed almanac lists
 * them: each on the civil date it is kept there (festivals.ts: the rule that picks the day), with
 * its tithi's span and the moment of the day it is kept at. The same tithi can be kept on another
 * date in another zone; that is the point of a calendar per city.
 */
import { addDays, civilDayBounds } from './day-timeline';
import { eclipsesOver, type Eclipse } from './eclipses';
import { observancesOn, observanceWindow, type ObservanceKind, type Observance } from './festivals';
import type { MonthReckoning } from './lunar-month';
import type { PanchangPlace } from './panchang';

export interface CalendarEntry {
  /** The civil date at the place, 'YYYY-MM-DD'. */
  date: string;
  key: string;
  /** English name with the lunar month and fortnight where the key alone is not enough. */
  name: string;
  kind: ObservanceKind;
  rule: Observance['rule'];
  /** The tithi kept, start to end; null for a Sankranti. */
  tithi: { number: number; name: string; startMs: number; endMs: number } | null;
  /** When it is kept that day at the place (an instant when start = end); null for the whole day. */
  window: { startMs: number; endMs: number } | null;
}

export interface YearCalendar {
  year: number;
  observances: CalendarEntry[];
  eclipses: Eclipse[];
}

/** The year's calendar at a place; monthly fasts named by the month reckoning given (amanta unless told). */
export function festivalCalendar(year: number, place: PanchangPlace, reckoning: MonthReckoning = 'amanta'): YearCalendar {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  const after = `${String(year + 1).padStart(4, '0')}-01-01`;
  const observances: CalendarEntry[] = [];
  for (let date = first; date < after; date = addDays(date)) {
    for (const o of observancesOn(date, place, reckoning)) {
      const window = observanceWindow(o, date, place);
      observances.push({
        date, key: o.key, name: o.name, kind: o.kind, rule: o.rule,
        tithi: o.tithi && { number: o.tithi.number, name: o.tithi.name, startMs: o.tithi.startMs, endMs: o.tithi.endMs },
        window: window && { startMs: window.fromMs, endMs: window.toMs },
      });
    }
  }
  const eclipses = eclipsesOver(place, civilDayBounds(first, place.timezone).startMs, civilDayBounds(after, place.timezone).startMs);
  return { year, observances, eclipses };
}
