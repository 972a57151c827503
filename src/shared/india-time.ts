/**
 * The zone of India's calendar. "Today", a reading's period and every date the app shows are
 * counted in it, wherever the server or the reader happens to be: the product's readers are in
 * India, and a day must not change with a server's own zone.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * India's offset from UTC, in minutes: +05:30 all year (no daylight saving since 1945). A date or
 * clock time in India is UTC shifted by it, which the browser works out without loading any
 * locale data (its first Intl formatter of a page costs a phone tens of milliseconds).
 */
export const INDIA_UTC_OFFSET_MINUTES = 330;

/** An instant's wall-clock reading in India: its date 'YYYY-MM-DD' and time 'HH:MM' (24-hour). */
export function indiaWallClock(value: Date) {
  const shifted = new Date(value.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Today's date in India (or at `now`), as 'YYYY-MM-DD'. */
export const todayInIndia = (now = new Date()) => indiaWallClock(now).day;
