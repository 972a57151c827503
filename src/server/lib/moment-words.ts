import { INDIA_TIME_ZONE } from '../../shared/india-time';
import type { Language } from '../../shared/profile';
import { indiaMoment } from './south-clock';

// India's clock, as every time the app shows (shared/india-time.ts): "7 Dec, 3:45 pm".
const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE };
const formats: Record<Language, (moment: Date) => string> = {
  en: (moment) => new Intl.DateTimeFormat('en-IN', options).format(moment),
  hi: (moment) => new Intl.DateTimeFormat('hi-IN', options).format(moment),
  // "7 டிசம்பர், காலை 7:24" and "7 డిసెంబర్, ఉదయం 7:24": the day part before the time (lib/south-clock.ts).
  ta: (moment) => southMoment(moment, 'ta'),
  te: (moment) => southMoment(moment, 'te'),
};

function southMoment(moment: Date, language: 'ta' | 'te') {
  const { dayMonth, time } = indiaMoment(moment, language);
  return `${dayMonth}, ${time}`;
}

/** A moment a refusal names (when a limit lets the user in again), in the reader's language and time. */
export function momentInWords(moment: Date, language: Language) {
  return formats[language](moment);
}
