import type { Language } from '../../shared/profile';
import { readingTitle } from '../../shared/reading-types';
import { REMINDER_URL, type ReminderPayload } from '../../shared/reminders';
import { weekdayDayMonth } from '../lib/south-clock';

const LOCALES: Record<'en' | 'hi', string> = { en: 'en-GB', hi: 'hi-IN' };

/**
 * 'Tuesday 24 November', 'मंगलवार 24 नवंबर', 'செவ்வாய்க்கிழமை 24 நவம்பர்', 'మంగళవారం 24 నవంబర్':
 * the weekday, day and month on the reader's calendar.
 */
function dayName(at: Date, language: Language, timeZone: string) {
  if (language === 'ta' || language === 'te') return weekdayDayMonth(at, language, timeZone);
  // Hindi's pattern puts a comma after the weekday; the sentence reads better without it.
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', timeZone })
    .formatToParts(at)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/** The only personal data a reminder carries: the first word of the profile's name. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The icon the notification shows: the app's own, as a PNG (Android shows no SVG there). */
const REMINDER_ICON = '/icons/icon-192.png';

/**
 * The notification's words, naming the reading by its one title. Server-side only (the browser never shows them itself), so they stay
 * out of shared/messages.ts and the app's bundle. `name` is the first name, '' for none.
 */
const words: Record<Language, { title: (name: string, day: string) => string; body: string }> = {
  en: {
    title: (name, day) => (name ? `${name}, your ${readingTitle('daily')} for ${day} is ready` : `Your ${readingTitle('daily')} for ${day} is ready`),
    body: 'Tap to see what the stars say about your day.',
  },
  hi: {
    title: (name, day) => (name ? `${name}, ${day} का आपका ${readingTitle('daily', 'hi')} तैयार है` : `${day} का आपका ${readingTitle('daily', 'hi')} तैयार है`),
    body: 'आज सितारे आपके लिए क्या कहते हैं, देखने के लिए टैप करें।',
  },
  ta: {
    title: (name, day) => `${name ? `${name}, ` : ''}${day} அன்றைய உங்கள் ${readingTitle('daily', 'ta')} தயாராக உள்ளது`,
    body: 'இன்று கிரகங்கள் உங்களுக்கு என்ன சொல்கின்றன என்று பார்க்கத் தொடுங்கள்.',
  },
  te: {
    title: (name, day) => `${name ? `${name}, ` : ''}${day} నాటి మీ ${readingTitle('daily', 'te')} సిద్ధంగా ఉంది`,
    body: 'ఈరోజు గ్రహాలు మీకు ఏం చెబుతున్నాయో చూడటానికి తాకండి.',
  },
};

/** The morning's notification in the reader's language, naming their day where they live, linking to today's reading. */
export function reminderPayload(name: string, language: Language, at: Date, timeZone: string): ReminderPayload {
  const { title, body } = words[language];
  return { title: title(firstName(name), dayName(at, language, timeZone)), body, url: REMINDER_URL, icon: REMINDER_ICON };
}
