import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MATCH_READING_TYPE } from '../../../shared/match';
import { isReadingType } from '../../../shared/reading-types';
import { ButtonLink } from '../../components/button';
import { MatchIcon, ReadingTypeIcon } from '../../components/reading-type-icon';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { formatDate } from '../../lib/format';
import { previewText, readingPath, readingTitleOf } from '../../lib/reading-info';
import { dashboardText } from '../../i18n/dashboard';
import { useLanguage, useText } from '../../i18n/text';
import { newestReadingsQuery } from './api/newest-readings';
import { Card } from '../../components/card';
import { useDeferredResult } from '../../lib/use-deferred-result';

// docs/product.md, Limits: the dashboard shows the 3 latest readings, 150 characters each.
const recentCount = 3;
const previewLength = 150;

export function RecentReadings({ freeAvailable }: { freeAvailable: boolean }) {
  const readings = useDeferredResult(useQuery(newestReadingsQuery));
  const { language } = useLanguage();
  const t = useText(dashboardText).recent;
  return (
    <Card aria-labelledby="recent-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-heading" className="font-display text-2xl font-bold text-night-800">
          {t.title}
        </h2>
        {readings.data && readings.data.readings.length > 0 && (
          <Link to="/readings" className="rounded-lg px-2 py-1 text-sm font-semibold text-saffron-700 hover:bg-saffron-50">
            {t.viewAll} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>

      {readings.isPending ? (
        // The shape of the list: a title with its date over three lines of the reading, three times.
        <Skeleton label={t.loading} className="mt-3 divide-y divide-night-700/10">
          {[0, 1, 2].map((row) => (
            <div key={row} className="py-3">
              <span className="flex items-center justify-between gap-2">
                <SkeletonLine className="my-1 h-4 w-36" />
                <SkeletonLine className="h-3 w-16" />
              </span>
              <SkeletonLine className="mt-2 h-3.5 w-full" />
              <SkeletonLine className="mt-2 h-3.5 w-full" />
              <SkeletonLine className="mt-2 h-3.5 w-2/3" />
            </div>
          ))}
        </Skeleton>
      ) : readings.isError ? (
        <div role="alert" className="mt-4 rounded-2xl bg-red-50 p-4">
          <h3 className="font-semibold text-maroon-700">{t.failedTitle}</h3>
          <p className="mt-1 text-sm text-maroon-700">{t.failed}</p>
        </div>
      ) : readings.data.readings.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-sand/60 p-5 text-center">
          <h3 className="font-display text-xl font-bold text-night-800">{t.emptyTitle}</h3>
          <p className="mt-1 text-sm text-muted">{t.empty}</p>
          <ButtonLink to="/reading/daily" className="mt-4 w-full">
            {freeAvailable ? t.getFree : t.getFirst}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-night-700/10">
          {readings.data.readings.slice(0, recentCount).map((reading) => (
            <li key={reading.readingId}>
              <Link to={readingPath(reading)} className="group -mx-2 block rounded-xl px-2 py-3 hover:bg-sand/60">
                <span className="flex items-center gap-2">
                  {isReadingType(reading.readingType) ? (
                    <ReadingTypeIcon type={reading.readingType} className="h-4 w-4 shrink-0 text-saffron-600" />
                  ) : (
                    reading.readingType === MATCH_READING_TYPE && <MatchIcon className="h-4 w-4 shrink-0 text-saffron-600" />
                  )}
                  <span className="font-semibold text-night-800 group-hover:text-saffron-700">{readingTitleOf(reading.readingType, language)}</span>
                  <time dateTime={reading.createdAt} className="ml-auto shrink-0 text-xs text-muted">
                    {formatDate(reading.createdAt, language)}
                  </time>
                </span>
                {/* The reading keeps the language it was written in, whatever the page is shown in. */}
                <span lang={reading.language} className="mt-1 line-clamp-3 text-sm leading-relaxed text-ink/80">{previewText(reading.predictionText, previewLength)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
