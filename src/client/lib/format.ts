// Dates, times and money the way Indian readers expect them: '15 May 1990', '2:30 pm', '₹1,499'.

import type { Language } from '../../shared/profile';

/**
 * Each formatter is made on first use: building one loads locale data (tens of milliseconds on a
 * phone), and a page that shows no date should not pay for it while it loads.
 */
function once<T>(make: () => T) {
  let value: T | undefined;
  return () => (value ??= make());
}

// Hindi dates from the browser's own 'hi-IN' data: '24 नवंबर 2026', month in Devanagari and digits
// in Latin, as Hindi newspapers and apps write them.
const dateFormats: Record<Language, () => Intl.DateTimeFormat> = {
  en: once(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })),
  hi: once(() => new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })),
};
const dayFormat = once(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
const rupees = once(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** An instant (ISO string or Date) as a calendar date in India, in the interface's language. */
export function formatDate(value: string | Date, language: Language = 'en') {
  return dateFormats[language]().format(typeof value === 'string' ? new Date(value) : value);
}

/** A calendar date 'YYYY-MM-DD' as written ('15 May 1990'), with no time-zone shift. */
export function formatCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return dayFormat().format(new Date(`${value}T00:00:00Z`));
}

/** 'HH:MM' (24-hour) as '2:30 pm'. */
export function formatClockTime(value: string) {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Calendar dates 'YYYY-MM-DD' (both inclusive) as a span: '24 Nov – 30 Nov 2026', or with both
 * years when it crosses one ('28 Dec 2026 – 3 Jan 2027'), one date when they are the same day.
 */
export function formatPeriod(start: string, end: string) {
  const parse = (value: string) => {
    const [y, m, d] = value.split('-').map(Number);
    return { year: y!, dayMonth: `${d} ${SHORT_MONTHS[m! - 1] ?? ''}` };
  };
  const [a, b] = [parse(start), parse(end)];
  if (start === end) return `${b.dayMonth} ${b.year}`;
  return a.year === b.year ? `${a.dayMonth} – ${b.dayMonth} ${b.year}` : `${a.dayMonth} ${a.year} – ${b.dayMonth} ${b.year}`;
}

export const formatRupees = (amount: number) => rupees().format(amount);
