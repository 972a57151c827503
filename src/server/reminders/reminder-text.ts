import { INDIA_TIME_ZONE } from '../../shared/india-time';
import { messagesIn } from '../../shared/messages-in';
import type { Language } from '../../shared/profile';
import { REMINDER_URL, type ReminderPayload } from '../../shared/reminders';

/** 'Tuesday 24 November' and 'मंगलवार 24 नवंबर': the weekday, day and month on India's calendar. */
const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: INDIA_TIME_ZONE }),
  hi: new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: INDIA_TIME_ZONE }),
};

function dayName(at: Date, language: Language) {
  // Hindi's pattern puts a comma after the weekday; the sentence reads better without it.
  return dayFormats[language]
    .formatToParts(at)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/** The only personal data a reminder carries: the first word of the profile's name. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The icon the notification shows: the site's own, always there. */
export const REMINDER_ICON = '/favicon.svg';

/** The morning's notification in the reader's language, linking to today's reading. */
export function reminderPayload(name: string, language: Language, at: Date): ReminderPayload {
  const words = messagesIn(language);
  return { title: words.reminderTitle(firstName(name), dayName(at, language)), body: words.reminderBody, url: REMINDER_URL, icon: REMINDER_ICON };
}
