import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from 'react-router';
import type { AccessLevel } from '../../../shared/access';
import type { ReadingType } from '../../../shared/reading-types';
import { ReadingTypeIcon } from '../../components/reading-type-icon';
import { todayInIndia } from '../../../shared/india-time';
import { useSession } from '../../lib/session';
import { readerTimeZone, todayIn } from '../../../shared/residence';
import { dashboardReadingTypes, readingTitleOf } from '../../lib/reading-info';
import { commonText } from '../../i18n/common';
import { dashboardText } from '../../i18n/dashboard';
import { useLanguage, useText } from '../../i18n/text';
import { newestReadingsQuery } from './api/newest-readings';

/** A closed padlock, drawn so that it shows the same on every phone. */
function LockIcon({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={label} className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7.5a4 4 0 0 1 8 0V11" />
    </svg>
  );
}

/**
 * What the next reading costs this user, said on every card before they tap it: every type costs
 * the same, so the access level the server reported decides. Nothing for a member or while the free
 * reading is unused (the FREE tag says that); one credit when they hold one; else a lock and the
 * two ways to unlock. A type whose reading for the running period the user already has opens it
 * for nothing (the server answers with that reading), and says so.
 */
function ReadingCost({ level, owned }: { level: AccessLevel; owned: boolean }) {
  const t = useText(dashboardText).cost;
  if (owned && (level === 'share' || level === 'none')) return <span className="mt-2 block text-xs font-semibold text-emerald-800">{t.owned}</span>;
  if (level === 'share') return <span className="mt-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-600/30">{t.credit}</span>;
  if (level !== 'none') return null;
  return (
    <span className="mt-2 flex items-center gap-1.5 text-xs font-semibold text-night-700">
      <LockIcon label={t.locked} />
      {t.unlock}
    </span>
  );
}

/**
 * One reading's card, to /reading/{type}. Memoized, as is the Life Prediction link: the grid renders
 * again when the newest readings arrive, which is usually while the app is taking the drawn page
 * over, and at once (TanStack Query's updates are synchronous); a card whose props are unchanged then
 * costs nothing. Each holds a router Link, the costliest element of the dashboard to render.
 */
const ReadingTypeCard = memo(function ReadingTypeCard({ type, level, owned }: { type: ReadingType; level: AccessLevel; owned: boolean }) {
  const { readingDescriptions } = useText(commonText);
  const { language } = useLanguage();
  const t = useText(dashboardText);
  return (
    <li>
      <Link
        to={`/reading/${type}`}
        className="group relative flex h-full items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-night-700/10 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-saffron-400/60 sm:p-5"
      >
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-night-800 text-gold-300 transition group-hover:bg-night-700">
          <ReadingTypeIcon type={type} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="font-display text-xl font-bold leading-tight text-night-800">{readingTitleOf(type, language)}</span>
            {level === 'free' && <span className="rounded-full bg-saffron-500 px-2 py-0.5 text-[11px] font-bold tracking-wider text-night-950">{t.free}</span>}
          </span>
          <span className="mt-1 block text-sm leading-snug text-muted">{readingDescriptions[type]}</span>
          <ReadingCost level={level} owned={owned} />
        </span>
      </Link>
    </li>
  );
});

const LifeReadingLink = memo(function LifeReadingLink({ level, owned }: { level: AccessLevel; owned: boolean }) {
  const { language } = useLanguage();
  const t = useText(dashboardText);
  return (
    <Link
      to="/reading/life"
      className="mt-4 flex items-center gap-3 rounded-2xl border border-dashed border-night-700/25 px-4 py-3 text-sm text-night-800 transition hover:border-saffron-500 hover:bg-white"
    >
      <ReadingTypeIcon type="life" className="h-5 w-5 shrink-0 text-saffron-600" />
      <span className="min-w-0 flex-1">
        {t.wholeStory} <span className="font-semibold">{readingTitleOf('life', language)}</span>
        <ReadingCost level={level} owned={owned} />
      </span>
      <span aria-hidden="true">→</span>
    </Link>
  );
});

/** docs/product.md, Screens and routes: the eight reading cards, each to /reading/{type}; Life Prediction gets a quieter link. */
export function ReadingTypeGrid({ level }: { level: AccessLevel }) {
  // The newest readings the page loads anyway (Recent Readings): the types already read for the running period.
  const newest = useQuery(newestReadingsQuery);
  // Periods are counted where the reader lives (docs/decisions/023): today is that place's.
  const profile = useSession().data?.profile;
  const zone = profile ? readerTimeZone(profile) : null;
  const today = zone ? todayIn(zone) : todayInIndia();
  const owned = new Set(newest.data?.readings.filter((r) => r.period && r.period.start <= today && today <= r.period.end).map((r) => r.readingType));
  const t = useText(dashboardText);
  return (
    <section aria-labelledby="reading-types-heading">
      <h2 id="reading-types-heading" className="font-display text-2xl font-bold text-night-800 sm:text-3xl">
        {t.chooseReading}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
        {dashboardReadingTypes.map((type) => (
          <ReadingTypeCard key={type} type={type} level={level} owned={owned.has(type)} />
        ))}
      </ul>
      <LifeReadingLink level={level} owned={owned.has('life')} />
    </section>
  );
}
