// A Tamil or Telugu reader's own calendar date, from the catalogue the page has loaded (the order of
// the South Indian lines, for the server's pages too, is shared/south-order.ts; docs/decisions/054).
import type { AlmanacView } from '../../astro/almanac-view';
import { astroName } from '../../shared/astro-names/astro-name';
import { tamilMonthNameIn } from '../../shared/astro-names/south-calendar-names';
import type { Language } from '../../shared/profile';
import { astroText } from '../i18n/astro';

/**
 * The reader's own calendar date, for a glance at the day beside the Gregorian one: 'கார்த்திகை 21'
 * for a Tamil reader, the lunar month ('మార్గశిరం') for a Telugu reader, nothing for the others.
 */
export function ownCalendarDate(day: Pick<AlmanacView, 'tamil' | 'telugu'>, language: Language): string | null {
  if (language === 'ta') return `${tamilMonthNameIn(day.tamil.month.name, 'ta')} ${day.tamil.day}`;
  if (language !== 'te') return null;
  const a = astroText.te;
  const month = astroName(a.month, day.telugu.month.name);
  return day.telugu.month.adhika ? a.adhikaMonth(month) : month;
}
