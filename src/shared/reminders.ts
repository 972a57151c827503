// The daily "Today's horoscope" reminder by Web Push (docs/product.md, Daily reminder): the rules
// the server checks and the browser's switch offers.

/** Browsers one account may get the reminder on: each is one more request every morning. */
export const REMINDER_DEVICES_LIMIT = 5;

/** India time, when the user has not chosen one. */
export const DEFAULT_REMINDER_TIME = '07:00';

/**
 * 'HH:MM' in India time, on the hour or the half hour: the times the switch offers, and all the
 * database takes.
 */
export const reminderTimePattern = /^([01][0-9]|2[0-3]):(00|30)$/;

/** Where the notification takes the reader: today's reading, which opening it does not spend. */
export const REMINDER_URL = '/reading/daily';

/** The push message's JSON: what the service worker shows, and where a tap on it goes. */
export type ReminderPayload = { title: string; body: string; url: string; icon: string };
