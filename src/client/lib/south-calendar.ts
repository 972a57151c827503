// Where the South Indian reading of the day stands for a reader, by their language. A Tamil or
// Telugu reader opens a panchang for their own calendar: the card of it comes before the North
// Indian choghadiya, and its first line is their own date (docs/decisions/054).
import type { AlmanacView } from '../../astro/almanac-view';
import { astroName } from '../../shared/astro-names/astro-name';
import { tamilMonthNameIn } from '../../shared/astro-names/south-calendar-names';
import type { Language } from '../../shared/profile';
import { astroText } from '../i18n/astro';

/** Whether the South Indian card comes before the choghadiya card. */
export const southCardLeads = (language: Language) => language === 'ta' || language === 'te';

/**
 * The South Indian calendar lines in the order the reader reads them: a Tamil panchangam heads the
 * day with the Tamil solar date, a Telugu one with the lunar month and the year (చైత్రం …, విశ్వావసు
 * నామ సంవత్సరం); the others keep the Tamil date first.
 */
export const southLines = (language: Language): readonly ['tamil', 'telugu'] | readonly ['telugu', 'tamil'] =>
  language === 'te' ? (['telugu', 'tamil'] as const) : (['tamil', 'telugu'] as const);

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
