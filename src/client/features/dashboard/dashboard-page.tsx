import { accessLevel } from '../../../shared/access';
import { ButtonLink } from '../../components/button';
import { DailyReminderCard } from '../../components/daily-reminder-card';
import { EntitlementBanner } from '../../components/entitlement-banner';
import { PageContainer } from '../../components/page-header';
import { StateCard } from '../../components/state-card';
import { dashboardText } from '../../i18n/dashboard';
import { useText } from '../../i18n/text';
import { useSession } from '../../lib/session';
import { AskCard } from './ask-card';
import { KundliCard } from './kundli-card';
import { OfflineBanner } from './offline-banner';
import { BirthPlaceBanner } from './birth-place-banner';
import { TodayPanchangCard } from './today-panchang-card';
import { DayGlanceCard } from './day-glance-card';
import { ReadingTypeGrid } from './reading-type-grid';
import { RecentReadings } from './recent-readings';

/** docs/product.md, Screens and routes '/': greeting, what the user may read, the eight readings, the latest three. */
export function DashboardPage() {
  const { data } = useSession();
  const t = useText(dashboardText);
  const profile = data?.profile;
  if (!data?.user || !profile) {
    return (
      <PageContainer>
        <StateCard tone="error" actions={<ButtonLink to="/auth">{t.goToLogin}</ButtonLink>}>
          {t.authError}
        </StateCard>
      </PageContainer>
    );
  }

  const level = accessLevel(profile);
  // docs/product.md, Screens and routes: the FREE tag stays until the free reading is used or the user is premium.
  const freeAvailable = !profile.hasUsedFreeReading && !profile.isPremium;

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer className="space-y-8 sm:space-y-10">
        <OfflineBanner />
        <BirthPlaceBanner profile={profile} />
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{t.eyebrow}</p>
            <h1 className="mt-1 font-display text-4xl font-bold text-night-800 sm:text-5xl">
              {t.greeting} <span className="text-saffron-700">{profile.name}</span>
            </h1>
            <p className="mt-1 text-muted">{t.intro}</p>
          </div>
          {!profile.isPremium && (
            <ButtonLink to="/premium" variant="secondary" className="self-start sm:self-auto">
              <span className="text-gold-500" aria-hidden="true">★</span>
              {t.upgrade}
            </ButtonLink>
          )}
        </header>

        <EntitlementBanner profile={profile}>
          {level === 'free' && (
            // Not 'Get Your Free Reading': that label belongs to the empty history card below.
            <ButtonLink to="/reading/daily" className="w-full sm:w-auto">
              {t.startToday}
            </ButtonLink>
          )}
          {level === 'none' && (
            <>
              <ButtonLink to="/share-unlock" className="flex-1 whitespace-nowrap px-3! sm:flex-none sm:px-5!">
                {t.shareToUnlock}
              </ButtonLink>
              <ButtonLink to="/premium" variant="secondary" className="flex-1 whitespace-nowrap px-3! sm:flex-none sm:px-5!">
                {t.goPremium}
              </ButtonLink>
            </>
          )}
        </EntitlementBanner>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <ReadingTypeGrid level={level} />
          <aside className="space-y-6">
            <TodayPanchangCard />
            <KundliCard />
            <DailyReminderCard />
            <RecentReadings freeAvailable={freeAvailable} />
            {/* Last, for now: the server's drawing of the dashboard does not hold this card, so above
                the drawn cards its arrival would move them after the app takes the page over. */}
            <DayGlanceCard />
            {/* After the drawn cards too, for the same reason. */}
            <AskCard />
          </aside>
        </div>
      </PageContainer>
    </div>
  );
}
