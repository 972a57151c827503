import { lazy, Suspense, useDeferredValue, useSyncExternalStore } from 'react';

// The card and its push code load when a page shows it, not with the app's shared code: the
// first page a visitor opens (/auth) does not pay for them.
const DailyReminderCard = lazy(() => import('./daily-reminder-card'));

const subscribeToNothing = () => () => {};

/**
 * "Today's horoscope" (daily-reminder-card.tsx), for the dashboard and the profile page. Drawn in
 * the browser only: the build's drawing of the dashboard leaves it out (it depends on this browser's
 * push subscription), and the app adds it once it has taken that drawing over.
 */
export function DailyReminderSwitch() {
  // Deferred: after taking the drawing over, React renders a snapshot that differs from the
  // drawing's at once, in the same long task as every other such change; as a transition, the
  // card's code and its drawing wait for a gap instead.
  const inBrowser = useDeferredValue(useSyncExternalStore(subscribeToNothing, () => true, () => false));
  return inBrowser ? (
    <Suspense fallback={null}>
      <DailyReminderCard />
    </Suspense>
  ) : null;
}
