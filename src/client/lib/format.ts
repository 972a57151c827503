// Dates, times and money the way Indian readers expect them, in each interface language:
// '15 May 1990' / '15 मई 1990' / '15 மே 1990', '2:30 pm' / 'दोपहर 2:30' / 'மதியம் 2:30' / 'మధ్యాహ్నం 2:30',
// '₹1,499' in all. Hindi, Tamil and Telugu keep Western digits with their own month names, as their
// newspapers and apps write dates.

import type { Language } from '../../shared/profile';
import { indiaWallClock } from '../../shared/india-time';

/**
 * Each formatter is made on first use: building one loads locale data (tens of milliseconds on a
 * phone), and a page that shows no date should not pay for it while it loads.
 */
function once<T>(make: () => T) {
  let value: T | undefined;
  return () => (value ??= make());
}

// 'दोपहर 2:30': Hindi names the part of the day instead of am/pm.
const hindiClock = once(() => new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' }));
const rupees = once(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** An instant (ISO string or Date) as a calendar date in India, in the interface's language. */
export function formatDate(value: string | Date, language: Language = 'en') {
  return formatCalendarDate(indiaWallClock(typeof value === 'string' ? new Date(value) : value).day, language);
}

/**
 * A calendar date 'YYYY-MM-DD' as written ('15 May 1990', '15 मई 1990'), with no time-zone shift:
 * what the 'en-IN' and 'hi-IN' long date formats write (tested against them), from the month names
 * below rather than an Intl formatter, whose locale data a phone loads first.
 */
export function formatCalendarDate(value: string, language: Language = 'en') {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [year, month, day] = value.split('-').map(Number);
  return `${day} ${LONG_MONTHS[language][month! - 1]} ${year}`;
}

/**
 * 'HH:MM' (24-hour), or a local ISO time '2026-11-24T14:30:00+05:30', as '2:30 pm' or 'दोपहर 2:30'.
 * The hours and minutes are read from the string itself, so a place's local time stays its own
 * whatever the browser's zone.
 */
export function formatClockTime(value: string, language: Language = 'en') {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (language === 'hi') return hindiClock().format(new Date(Date.UTC(2000, 0, 1, hours, Number(match[2]))));
  if (language !== 'en') return `${DAY_PARTS[language][dayPartOf(hours)]} ${hours % 12 || 12}:${match[2]}`;
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

/**
 * A stretch of the day from its two ends ('13:30' or local ISO times): ['1:30', '3:00 pm'], the
 * am/pm once when both ends share it, so a range fits half a phone's width; ['10:30 am', '12:00 pm']
 * when they do not. Hindi names the part of the day before the time, so it keeps the first one:
 * ['दोपहर 1:30', '3:00']. Pages join them with an unspaced en dash ('1:30–3:00 pm'), as ranges are
 * printed.
 */
export function clockRange(start: string, end: string, language: Language = 'en'): [string, string] {
  const from = formatClockTime(start, language);
  const to = formatClockTime(end, language);
  if (language !== 'en') {
    const period = /^(\S+) /;
    const shared = period.exec(from)?.[1];
    return shared && shared === period.exec(to)?.[1] ? [from, to.replace(period, '')] : [from, to];
  }
  const meridiem = / ([ap]m)$/;
  const shared = meridiem.exec(from)?.[1];
  return shared && shared === meridiem.exec(to)?.[1] ? [from.replace(meridiem, ''), to] : [from, to];
}

/**
 * The part of the day a Tamil or Telugu time is named by, at the hours the platform's Hindi day
 * periods change (night from 9 pm, morning from 4 am, afternoon from noon, evening from 4 pm), so a
 * time falls in the same part in every language. The platform's own Tamil and Telugu data names
 * only am/pm ('முற்பகல்', 'AM'), which neither reader says.
 */
const dayPartOf = (hours: number) => (hours < 4 || hours >= 21 ? 3 : hours < 12 ? 0 : hours < 16 ? 1 : 2);
const DAY_PARTS: Record<'ta' | 'te', readonly [morning: string, afternoon: string, evening: string, night: string]> = {
  ta: ['காலை', 'மதியம்', 'மாலை', 'இரவு'],
  te: ['ఉదయం', 'మధ్యాహ్నం', 'సాయంత్రం', 'రాత్రి'],
};

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  // Hindi's own abbreviations ('नव॰') are rarely seen; the months are short enough written out.
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  // Written out, as Tamil and Telugu papers date an article; the spellings of astro-names/ta.ts and
  // te.ts (copied, not imported, so an English page does not carry those modules; a test holds them equal).
  ta: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
  te: ['జనవరి', 'ఫిబ్రవరి', 'మార్చి', 'ఏప్రిల్', 'మే', 'జూన్', 'జూలై', 'ఆగస్టు', 'సెప్టెంబర్', 'అక్టోబర్', 'నవంబర్', 'డిసెంబర్'],
};

const LONG_MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  hi: MONTHS.hi,
  ta: MONTHS.ta,
  te: MONTHS.te,
};

/** A calendar date 'YYYY-MM-DD' (or the date of a local ISO time) without its year: '27 Jan' / '27 जनवरी'. */
export function formatDayMonth(value: string, language: Language = 'en') {
  const [, m, d] = value.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[language][m! - 1] ?? ''}`;
}

/**
 * Calendar dates 'YYYY-MM-DD' (both inclusive) as a span: '24 Nov – 30 Nov 2026', or with both
 * years when it crosses one ('28 Dec 2026 – 3 Jan 2027'), one date when they are the same day.
 */
export function formatPeriod(start: string, end: string, language: Language = 'en') {
  const parse = (value: string) => ({ year: Number(value.slice(0, 4)), dayMonth: formatDayMonth(value, language) });
  const [a, b] = [parse(start), parse(end)];
  if (start === end) return `${b.dayMonth} ${b.year}`;
  return a.year === b.year ? `${a.dayMonth} – ${b.dayMonth} ${b.year}` : `${a.dayMonth} ${a.year} – ${b.dayMonth} ${b.year}`;
}

/** A calendar date 'YYYY-MM-DD' in short: '24 Nov 2026' / '24 नवंबर 2026' (a date of birth on a card). */
export const formatShortDate = (value: string, language: Language = 'en') => formatPeriod(value, value, language);

/**
 * An instant (ISO string or Date) as its date and time in India: '24 Nov 2026, 7:05 pm' /
 * '24 नवंबर 2026, शाम 7:05', for when something happened, not just the day.
 */
export function formatDateTime(value: string | Date, language: Language = 'en') {
  const { day, time } = indiaWallClock(typeof value === 'string' ? new Date(value) : value);
  return `${formatShortDate(day, language)}, ${formatClockTime(time, language)}`;
}

export const formatRupees = (amount: number) => rupees().format(amount);
