import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { MATCH_READING_TYPE } from '../../../shared/match';
import { isReadingType, resultHeading } from '../../../shared/reading-types';
import { BackButton } from '../../components/back-button';
import { Button, ButtonLink } from '../../components/button';
import { PageContainer } from '../../components/page-header';
import { ReadingTypeIcon } from '../../components/reading-type-icon';
import { StateCard } from '../../components/state-card';
import { commonText } from '../../i18n/common';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { readingQuery } from './api/reading';
import { NextReadings } from './next-readings';
import { ReadingActions } from './reading-actions';
import { ReadingBody } from './reading-body';
import { ReadingResultSkeleton } from './reading-result-skeleton';

/** docs/product.md, Screens and routes /reading/result/{reading_id}: the full reading, to keep and to share. */
export function ReadingResultPage() {
  const { readingId = '' } = useParams();
  const query = useQuery(readingQuery(readingId));
  const { data: session } = useSession();
  const { language } = useLanguage();
  const common = useText(commonText);
  const t = useText(readingsText).result;

  if (query.isPending) return <ReadingResultSkeleton label={t.loading} />;

  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageContainer>
        <StateCard
          title={missing ? t.notFoundTitle : t.errorTitle}
          tone="error"
          headingLevel={1}
          actions={
            <>
              <ButtonLink to="/">{t.backToDashboard}</ButtonLink>
              {!missing && (
                <Button variant="secondary" onClick={() => void query.refetch()}>
                  {common.pageError.retry}
                </Button>
              )}
            </>
          }
        >
          {missing ? t.notFound : common.readingFetchFailed}
        </StateCard>
      </PageContainer>
    );
  }

  const { reading } = query.data;
  // A Kundli Milan report is kept with the readings but has a page of its own.
  if (reading.readingType === MATCH_READING_TYPE) return <Navigate to={`/match/${reading.readingId}`} replace />;
  const name = session?.profile?.name;
  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer width="max-w-5xl">
        <BackButton />
        <header className="night-sky mt-2 overflow-hidden rounded-3xl px-5 py-7 text-night-100 shadow-lg ring-1 ring-gold-400/30 sm:px-8 sm:py-9">
          <div className="flex items-start gap-4">
            {isReadingType(reading.readingType) && (
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-2xl bg-night-700 text-gold-300 ring-1 ring-gold-400/30 sm:h-14 sm:w-14">
                <ReadingTypeIcon type={reading.readingType} className="h-7 w-7" />
              </span>
            )}
            <div className="min-w-0">
              <h1 className="font-display text-3xl font-bold leading-tight text-gold-300 sm:text-5xl">
                {resultHeading(reading.readingType, language)}
              </h1>
              <p className="mt-1 text-night-100/90">{name ? t.guidanceFor(name) : t.guidance}</p>
              <p className="mt-2 text-sm text-night-100/70">
                <time dateTime={reading.createdAt}>{formatDate(reading.createdAt, language)}</time>
              </p>
            </div>
          </div>
        </header>

        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start">
          <article className="rounded-3xl bg-white px-5 py-6 shadow-sm ring-1 ring-night-700/10 [font-variant-numeric:lining-nums] sm:px-9 sm:py-9">
            {/* The reading stays in the language it was written in, whatever the interface's. */}
            <div lang={reading.language}>
              <ReadingBody text={reading.predictionText} headingLevel={2} />
            </div>
            <p className="mt-8 border-t border-night-700/10 pt-4 text-xs text-muted">{t.disclaimer}</p>
          </article>
          {/* One set of actions: pinned to the bottom of the screen on phones, beside the text on wide screens. */}
          <aside
            aria-label={t.actionsLabel}
            className="sticky bottom-0 z-10 -mx-4 border-t border-night-700/10 bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:top-24 lg:bottom-auto lg:mx-0 lg:rounded-3xl lg:border-0 lg:bg-white lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-night-700/10"
          >
            <p className="mb-3 hidden text-sm font-semibold text-night-800 lg:block">{t.actionsTitle}</p>
            <ReadingActions reading={reading} />
          </aside>
        </div>
        {isReadingType(reading.readingType) && <NextReadings after={reading.readingType} />}
      </PageContainer>
    </div>
  );
}
