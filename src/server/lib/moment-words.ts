import { INDIA_TIME_ZONE } from '../../shared/india-time';
import type { Language } from '../../shared/profile';

// India's clock, as every time the app shows (shared/india-time.ts): "7 Dec, 3:45 pm".
const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE };
const formats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', options),
  hi: new Intl.DateTimeFormat('hi-IN', options),
};

/** A moment a refusal names (when a limit lets the user in again), in the reader's language and time. */
export function momentInWords(moment: Date, language: Language) {
  return formats[language].format(moment);
}
