/**
 * Clock times and dates as Tamil and Telugu write them: the part of the day before the time
 * ("காலை 7:24", "సాయంత్రం 6:40") and the month by its name ("7 டிசம்பர் 2026"). Intl's ta-IN and
 * te-IN data say "AM"/"PM" in a short date and put Telugu's day part after the time, which neither
 * a Tamil nor a Telugu panchangam does; so the words are ours, the month names from shared/astro-names.
 */
import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import { indiaWallClock } from '../../shared/india-time';

export type SouthLanguage = 'ta' | 'te';

/**
 * Morning until noon, afternoon until four, evening until seven, night until four in the morning:
 * the day parts a Tamil or Telugu speaker names on the clock (காலை/ఉదయం … இரவு/రాత్రి).
 */
const dayParts: Record<SouthLanguage, { morning: string; afternoon: string; evening: string; night: string }> = {
  ta: { morning: 'காலை', afternoon: 'மதியம்', evening: 'மாலை', night: 'இரவு' },
  te: { morning: 'ఉదయం', afternoon: 'మధ్యాహ్నం', evening: 'సాయంత్రం', night: 'రాత్రి' },
};

const months: Record<SouthLanguage, readonly string[]> = { ta: namesTa.months, te: namesTe.months };

/** 'காலை 7:24' from 7 and '24' (a 24-hour clock's hour and minutes). */
export function clockTime(hours: number, minutes: string | number, language: SouthLanguage) {
  const words = dayParts[language];
  const part = hours >= 4 && hours < 12 ? words.morning : hours >= 12 && hours < 16 ? words.afternoon : hours >= 16 && hours < 19 ? words.evening : words.night;
  return `${part} ${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`;
}

/** '7 டிசம்பர் 2026' from '2026-12-07'; without the year, '7 டிசம்பர்'. */
export function calendarDay(isoDay: string, language: SouthLanguage, options: { year?: boolean } = {}) {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const dayMonth = `${day} ${months[language][month - 1]}`;
  return options.year === false ? dayMonth : `${dayMonth} ${year}`;
}

/** An instant as India's clock shows it, in words: its date ('7 டிசம்பர் 2026') and time ('காலை 7:24'). */
export function indiaMoment(moment: Date, language: SouthLanguage) {
  const { day, time } = indiaWallClock(moment);
  const [hours, minutes] = time.split(':') as [string, string];
  return { date: calendarDay(day, language), dayMonth: calendarDay(day, language, { year: false }), time: clockTime(Number(hours), minutes, language) };
}

const weekdayNames: Record<SouthLanguage, readonly string[]> = { ta: namesTa.weekdays, te: namesTe.weekdays };
const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'செவ்வாய்க்கிழமை 24 நவம்பர்': the weekday, day and month of an instant on the calendar of `timeZone`. */
export function weekdayDayMonth(at: Date, language: SouthLanguage, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'numeric', timeZone }).formatToParts(at).map((part) => [part.type, part.value]),
  );
  return `${weekdayNames[language][englishWeekdays.indexOf(parts.weekday ?? '')]} ${parts.day} ${months[language][Number(parts.month) - 1]}`;
}

/** The weekdays' short names, as a calendar's column heads print them. */
const shortWeekdays: Record<SouthLanguage, readonly string[]> = {
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
  te: ['ఆది', 'సోమ', 'మంగళ', 'బుధ', 'గురు', 'శుక్ర', 'శని'],
};

/** The weekday of a calendar day 'YYYY-MM-DD', 0 for Sunday. */
const weekdayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

/** 'திங்கட்கிழமை, 7 டிசம்பர் 2026', or with `short`, 'திங்கள், 7 டிசம்பர்'. */
export function dayWithWeekday(isoDay: string, language: SouthLanguage, options: { short?: boolean } = {}) {
  const day = weekdayOf(isoDay);
  return options.short ? `${shortWeekdays[language][day]}, ${calendarDay(isoDay, language, { year: false })}` : `${weekdayNames[language][day]}, ${calendarDay(isoDay, language)}`;
}
