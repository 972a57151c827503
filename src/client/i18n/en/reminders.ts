// The daily reminder's card (components/daily-reminder-card.tsx), on the dashboard and the profile page.
import { readingTitles } from '../../../shared/reading-types';
import { plural } from '../plural';

export const reminders = {
  title: "Today's horoscope",
  intro: `A notification each morning when your ${readingTitles.daily} is ready.`,
  /** The switch's accessible name. */
  switchLabel: "Today's horoscope notifications",
  timeLabel: 'Time (where you live)',
  /** `time` is already formatted, e.g. '7:00 am'. */
  on: (time: string) => `On: every day at ${time} where you live.`,
  startsToday: 'The first one comes today.',
  startsTomorrow: 'The first one comes tomorrow.',
  otherDevices: (n: number) => plural('en', n, { one: 'It is also on for # other device.', other: 'It is also on for # other devices.' }),
  working: 'Please wait…',
  denied:
    "Notifications are blocked for this site in your browser. To allow them, open the site settings (tap the icon next to the address bar), set Notifications to Allow, then turn this on again.",
  unsupported: 'This browser cannot receive notifications. Try Chrome or Firefox; on an iPhone, add Jyotishi to your Home Screen first and open it from there.',
  dismissed: 'You closed the browser’s question without allowing notifications. Turn this on again to be asked once more.',
  loadFailed: 'Your reminder setting could not be loaded. Please reload the page.',
  /** `reason` is the browser's or the server's own message. */
  failed: (reason: string) => `The reminder could not be changed: ${reason}`,
};
