import { useQuery } from '@tanstack/react-query';
import { isProfileComplete, type ProfileView } from '../../../shared/profile';
import { fixBirthPlacePath } from '../../lib/fix-birth-place';
import { ButtonLink } from '../../components/button';
import { dashboardText } from '../../i18n/dashboard';
import { useText } from '../../i18n/text';
import { chartQuery } from '../../lib/chart-api';

/**
 * A profile saved before birth places had to be found on the map may hold a place the chart could
 * not locate, and then every reading is cast for a stand-in place. Says so on the dashboard with
 * a one-tap way to the birth-place field. Only a profile without coordinates asks the chart (the
 * server may still find the place by its name), so everyone else costs nothing.
 */
export function BirthPlaceBanner({ profile }: { profile: ProfileView }) {
  const t = useText(dashboardText).unlocated;
  const unpinned = isProfileComplete(profile) && profile.birthLocation.latitude === undefined;
  const chart = useQuery({ ...chartQuery, enabled: unpinned });
  if (!unpinned || !chart.data?.birth.approximate) return null;
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-saffron-400 bg-saffron-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-night-800">{t.title(profile.birthLocation.city)}</p>
        <p className="mt-1 text-sm text-ink">{t.body}</p>
      </div>
      <ButtonLink to={fixBirthPlacePath} className="shrink-0 self-start sm:self-auto">
        {t.fix}
      </ButtonLink>
    </div>
  );
}
