/**
 * The birth time's note comes from the engine as an English sentence with no key
 * (src/astro/local-time.ts); it has three forms, read back here so the page can say it in the
 * interface language. A sentence of another form is shown as sent.
 */
import type { Language } from '../../../shared/profile';
import { chartText } from '../../i18n/chart';
import { formatClock, formatDate } from './format';

const LOCAL_MEAN = /^Read as local mean time of the birth place \((UTC[^)]+)\)\.$/;
const SKIPPED = /^(\d{2}:\d{2}(?::\d{2})?) did not exist on (\d{4}-\d{2}-\d{2}) in (\S+): the clocks moved forward\. It was read as (\d{2}:\d{2}) \((UTC[^)]+)\)\.$/;
const REPEATED = /^(\d{2}:\d{2}(?::\d{2})?) happened twice on (\d{4}-\d{2}-\d{2}) in (\S+): the clocks moved back\. The first one \((UTC[^)]+)\) was used\.$/;

export function timeNoteIn(note: string, language: Language): string {
  const t = chartText[language].timeNote;
  // English keeps the engine's own 'HH:MM' and 'YYYY-MM-DD'; other languages write them their way.
  const clock = (value: string) => (language === 'en' ? value : formatClock(value, language));
  const date = (value: string) => (language === 'en' ? value : formatDate(value, language));
  let match = LOCAL_MEAN.exec(note);
  if (match) return t.localMean(match[1]!);
  match = SKIPPED.exec(note);
  if (match) return t.skipped(clock(match[1]!), date(match[2]!), match[3]!, clock(match[4]!), match[5]!);
  match = REPEATED.exec(note);
  if (match) return t.repeated(clock(match[1]!), date(match[2]!), match[3]!, match[4]!);
  return note;
}
