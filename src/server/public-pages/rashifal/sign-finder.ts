/**
 * The Moon sign (rashi) of a birth: the sidereal sign (Lahiri) the Moon stood in at the birth's
 * instant, by the same chart the app draws (astro/chart.ts). Without a time of birth, the sign is
 * the day's when the Moon kept one sign from the local midnight to the next; when it changed sign
 * that day (it does every two to three days), both signs are given with the minute of the change.
 */
import { bodyOf, buildChart } from '../../../astro/chart';
import { localStamp } from '../../../astro/civil-dates';
import { searchPlaces, type Place } from '../../../astro/places';
import { isRealDate } from '../../../shared/profile-schema';

export const FIRST_BIRTH_DATE = '1900-01-01';

export type FinderQuery = { date: string; time: string; place: string };

export type FinderAnswer =
  | { kind: 'sign'; sign: number; place: Place; others: Place[]; timeGiven: boolean }
  | { kind: 'changes'; before: number; after: number; at: string; place: Place; others: Place[] }
  | { kind: 'problem'; problems: Array<'date' | 'time' | 'place' | 'placeNotFound'> };

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

const moonSignAt = (date: string, time: string, place: Place) =>
  bodyOf(buildChart({ date, time, latitude: place.latitude, longitude: place.longitude, timezone: place.timezone }), 'Moon').sign;

/** The Moon's sign for a birth, or what is wrong with the question. `today` bounds the date ('YYYY-MM-DD'). */
export function findMoonSign(query: FinderQuery, today: string): FinderAnswer {
  const date = query.date.trim();
  const time = query.time.trim();
  const placeText = query.place.trim().slice(0, 120);
  const problems: Array<'date' | 'time' | 'place' | 'placeNotFound'> = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date) || date < FIRST_BIRTH_DATE || date > today) problems.push('date');
  if (time !== '' && !TIME.test(time)) problems.push('time');
  if (placeText === '') problems.push('place');
  const found = placeText === '' ? [] : searchPlaces(placeText, 6);
  if (placeText !== '' && found.length === 0) problems.push('placeNotFound');
  if (problems.length) return { kind: 'problem', problems };
  const [place, ...others] = found as [Place, ...Place[]];

  if (time !== '') return { kind: 'sign', sign: moonSignAt(date, time, place), place, others, timeGiven: true };
  const first = moonSignAt(date, '00:00', place);
  const last = moonSignAt(date, '23:59', place);
  if (first === last) return { kind: 'sign', sign: first, place, others, timeGiven: false };
  // The Moon changes sign at most once a day (it takes over two days to cross one): find the minute.
  let low = 0;
  let high = 23 * 60 + 59;
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (moonSignAt(date, clock(mid), place) === first) low = mid;
    else high = mid;
  }
  return { kind: 'changes', before: first, after: last, at: clock(high), place, others };
}

/** India's date now: the finder takes births up to it. */
export const indiaToday = (now: Date) => localStamp(now.getTime(), 'Asia/Kolkata').date;
