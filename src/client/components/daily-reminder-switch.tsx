import { lazy, Suspense } from 'react';

// The card and its push code load when a page shows it, not with the app's shared code: the
// first page a visitor opens (/auth) does not pay for them.
const DailyReminderCard = lazy(() => import('./daily-reminder-card'));

/** "Today's horoscope" (daily-reminder-card.tsx), for the dashboard and the profile page. */
export function DailyReminderSwitch() {
  return (
    <Suspense fallback={null}>
      <DailyReminderCard />
    </Suspense>
  );
}
