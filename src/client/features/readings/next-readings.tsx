import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { accessLevel } from '../../../shared/access';
import type { ProfileView } from '../../../shared/profile';
import type { ReadingType } from '../../../shared/reading-types';
import { ReadingTypeIcon } from '../../components/reading-type-icon';
import { commonText } from '../../i18n/common';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { readingTitleOf } from '../../lib/reading-info';
import { useSession } from '../../lib/session';
import { currentReadingQuery } from './api/current-reading';

/**
 * What each reading leads on to: a forecast to the next longer one, then to the parts of life
 * people ask about most.
 */
const nextAfter: Record<ReadingType, ReadingType[]> = {
  daily: ['weekly', 'career', 'love'],
  weekly: ['monthly', 'career', 'love'],
  monthly: ['quarterly', 'career', 'health'],
  quarterly: ['yearly', 'career', 'health'],
  yearly: ['career', 'love', 'health'],
  career: ['yearly', 'love', 'health'],
  love: ['monthly', 'career', 'health'],
  health: ['monthly', 'career', 'love'],
  life: ['yearly', 'career', 'love'],
};

type Cost = 'owned' | 'premium' | 'free' | 'share' | 'locked';

/**
 * What the next reading of a type costs this user. The server decides both halves: the profile
 * from /api/me (the same access levels the dashboard's banner shows) and whether this period
 * already has that reading (opening it again is free).
 */
function costOf(profile: ProfileView | null | undefined, owned: boolean): Cost {
  if (owned) return 'owned';
  const level = accessLevel(profile);
  return level === 'none' ? 'locked' : level;
}

const costTone: Record<Cost, string> = {
  owned: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30',
  premium: 'bg-night-800 text-gold-300 ring-gold-400/40',
  free: 'bg-saffron-500 text-night-950 ring-saffron-600/40',
  share: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30',
  locked: 'bg-white text-night-800 ring-night-700/20',
};

/** Below a reading: two or three others to read next, each with what it would cost this user. */
export function NextReadings({ after }: { after: ReadingType }) {
  const { readingDescriptions } = useText(commonText);
  const { language } = useLanguage();
  const t = useText(readingsText).next;
  const profile = useSession().data?.profile;
  const types = nextAfter[after];
  const current = useQueries({ queries: types.map((type) => ({ ...currentReadingQuery(type), enabled: !!profile })) });
  if (!profile) return null;

  const label = (cost: Cost) => (cost === 'share' ? t.cost.share(profile.sharesAvailable) : t.cost[cost]);
  return (
    <section aria-labelledby="next-readings-heading" className="mt-8">
      <h2 id="next-readings-heading" className="font-display text-2xl font-bold text-night-800">
        {t.title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {types.map((type, index) => {
          const cost = costOf(profile, !!current[index]?.data?.reading);
          return (
            <li key={type}>
              <Link
                to={`/reading/${type}`}
                className="group flex h-full items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-saffron-400/60"
              >
                <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-night-800 text-gold-300">
                  <ReadingTypeIcon type={type} className="h-6 w-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-display text-lg font-bold leading-tight text-night-800">{readingTitleOf(type, language)}</span>
                  <span className="mt-1 block text-sm leading-snug text-muted">{readingDescriptions[type]}</span>
                  <span className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${costTone[cost]}`}>{label(cost)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
