import { useId, useState } from 'react';
import { DEFAULT_REMINDER_TIME } from '../../shared/reminders';
import { remindersText } from '../i18n/reminders';
import { useLanguage, useText } from '../i18n/text';
import { formatClockTime } from '../lib/format';
import { askPermission, pushSupported, PushUnavailable, useReminder, type PushBlocked } from '../lib/push-reminders';
import { useBrowserValue } from '../lib/use-browser-value';
import { Card } from './card';

/** The times offered: every half hour of the India day, all the server takes. */
const times = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

/**
 * "Today's horoscope", on the dashboard and the profile page: a switch that turns the morning
 * notification on or off in this browser, and the time it comes (docs/product.md, Daily reminder).
 * The browser asks for permission only when the switch is turned on; a browser without Web Push is
 * told so instead of offered a switch.
 *
 * The build draws it into the dashboard's HTML as every browser first sees it: the switch off and
 * disabled until this browser's answer is in, the default time. Drawn there, it is in place before
 * the app starts, and the answer only enables its controls; added by the app after it had taken the
 * page over, it pushed the history card down and cost the slow phone's main thread a render, a
 * layout and a paint just as the page became usable. So the drawing assumes Web Push (as nearly
 * every visitor's browser has), and a browser without it swaps the switch for its notice after.
 */
export function DailyReminderCard() {
  const t = useText(remindersText);
  const { language } = useLanguage();
  const headingId = useId();
  const statusId = useId();
  const { query, on, off } = useReminder();
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  // A refusal the user gave earlier is told when they try the switch, not as a warning on every visit.
  const [refused, setRefused] = useState<PushBlocked | null>(null);
  const supported = useBrowserValue(pushSupported, true);
  const blocked = supported ? refused : 'unsupported';

  const device = query.data?.device ?? null;
  const enabled = device !== null;
  const time = chosenTime ?? device?.timeOfDay ?? DEFAULT_REMINDER_TIME;
  const busy = on.isPending || off.isPending;

  const turnOn = (timeOfDay: string) => {
    // Asked here, in the click itself: later, the browser would no longer show the question.
    const permission = askPermission();
    setRefused(null);
    on.mutate(
      { timeOfDay, permission },
      { onError: (error) => error instanceof PushUnavailable && setRefused(error.reason) },
    );
  };
  const toggle = () => (enabled ? off.mutate() : turnOn(time));
  const changeTime = (next: string) => {
    setChosenTime(next);
    if (enabled) turnOn(next);
  };

  const failure = [on.error, off.error].find((e) => e && !(e instanceof PushUnavailable));
  const heading = (
    <h2 id={headingId} className="font-display text-xl font-bold text-night-800">
      {t.title}
    </h2>
  );

  if (blocked === 'unsupported') {
    return (
      <Card aria-labelledby={headingId}>
        {heading}
        <p className="mt-2 text-sm text-muted">{t.unsupported}</p>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          {heading}
          <p className="mt-1 text-sm text-muted">{t.intro}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-label={t.switchLabel}
          aria-describedby={statusId}
          disabled={busy || query.isPending || query.isError}
          onClick={toggle}
          className={`relative mt-1 inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
            enabled ? 'bg-saffron-500' : 'bg-night-700/25'
          }`}
        >
          <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-7' : 'translate-x-1'}`} aria-hidden="true" />
        </button>
      </div>
      <label className="mt-4 flex flex-wrap items-center gap-3 text-sm font-medium text-night-800">
        {t.timeLabel}
        <select
          value={time}
          // Also until this browser's answer is in, as the switch: a time chosen on the page drawn
          // ahead, before the app has taken it over, would be put back to the default unseen.
          disabled={busy || query.isPending}
          onChange={(event) => changeTime(event.target.value)}
          className="min-h-11 rounded-xl border border-night-700/20 bg-white px-3 text-base disabled:cursor-not-allowed disabled:opacity-60"
        >
          {times.map((option) => (
            <option key={option} value={option}>
              {formatClockTime(option, language)}
            </option>
          ))}
        </select>
      </label>
      <div id={statusId} className="mt-3 space-y-1 text-sm" aria-live="polite">
        {busy && <p className="text-muted">{t.working}</p>}
        {!busy && enabled && (
          <p className="text-night-800">
            {t.on(formatClockTime(device.timeOfDay, language))}{' '}
            {on.data?.device.endpoint === device.endpoint && (on.data.device.startsToday ? t.startsToday : t.startsTomorrow)}
          </p>
        )}
        {!busy && query.data && query.data.otherDevices > 0 && <p className="text-muted">{t.otherDevices(query.data.otherDevices)}</p>}
        {query.isError && <p className="text-maroon-700">{t.loadFailed}</p>}
        {blocked === 'denied' && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-maroon-700">
            {t.denied}
          </p>
        )}
        {blocked === 'dismissed' && <p className="text-muted">{t.dismissed}</p>}
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-maroon-700">
            {t.failed(failure.message)}
          </p>
        )}
      </div>
    </Card>
  );
}
