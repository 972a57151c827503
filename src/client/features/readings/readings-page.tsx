import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messagesIn } from '../../i18n/server-messages';
import { historySearchMaxLength } from '../../../shared/reading-history';
import { Button, ButtonLink } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';
import { StateCard } from '../../components/state-card';
import { commonText } from '../../i18n/common';
import { questionsText } from '../../i18n/questions';
import { readingsText } from '../../i18n/readings';
import { useLanguage, useText } from '../../i18n/text';
import { ApiError } from '../../lib/api';
import { historyFilterTypes } from '../../lib/reading-info';
import { historyQuery, type HistoryFilter } from './api/history';
import { HistoryCard } from './history-card';
import { HistoryFilters } from './history-filters';
import { HistorySkeleton } from './history-skeleton';
import { QuestionHistory } from './question-history';

/** A pause in typing this long runs the search: not a request for every letter. */
const searchPauseMs = 300;

/**
 * The search to run: `typed` once typing pauses, and only while it is one the server takes
 * (`runnable`); meanwhile the last one run stays. Clearing the box runs at once.
 */
function useSettledSearch(typed: string, runnable: boolean) {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    if (!runnable) return;
    const timer = setTimeout(() => setSettled(typed), typed === '' ? 0 : searchPauseMs);
    return () => clearTimeout(timer);
  }, [typed, runnable]);
  return settled;
}

const isHistoryFilter = (value: string | null): value is HistoryFilter =>
  value === 'all' || value === 'questions' || (historyFilterTypes as readonly (string | null)[]).includes(value);

/** The address of a filtered history: `/readings?type=love&q=job`, nothing for All and an empty search. */
function historyAddress(filter: HistoryFilter, search: string) {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('type', filter);
  if (search) params.set('q', search);
  return params;
}

/**
 * The filter and the search as typed, kept in the page's address (replacing it, so typing adds no
 * history entries): Back from a reading, a reload or a shared link shows the same list. An unknown
 * type in the address is All.
 */
function useHistoryAddress() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const filter: HistoryFilter = isHistoryFilter(typeParam) ? typeParam : 'all';
  const addressSearch = params.get('q') ?? '';
  // The box is the page's own state (so typing never waits on the router), following the address
  // when that changes another way, such as the navigation bar's link to a plain /readings.
  const [search, setSearchState] = useState(addressSearch);
  const [followed, setFollowed] = useState(addressSearch);
  if (addressSearch !== followed) {
    setFollowed(addressSearch);
    setSearchState(addressSearch);
  }
  const show = (nextFilter: HistoryFilter, nextSearch: string) => {
    setSearchState(nextSearch);
    setFollowed(nextSearch);
    setParams(historyAddress(nextFilter, nextSearch), { replace: true });
  };
  return {
    filter,
    search,
    setFilter: (next: HistoryFilter) => show(next, search),
    setSearch: (next: string) => show(filter, next),
    clear: () => show('all', ''),
  };
}

/**
 * docs/product.md, Screens and routes /readings: every reading, newest first, a page at a time with
 * "Show more readings", searched and filtered by type on the server over all of them.
 */
export function ReadingsPage() {
  const common = useText(commonText);
  const t = useText(readingsText).history;
  const questions = useText(questionsText).history;
  const { language } = useLanguage();
  const { filter, search, setFilter, setSearch, clear } = useHistoryAddress();
  const typed = search.trim();
  const tooLong = typed.length > historySearchMaxLength;
  const applied = useSettledSearch(typed, !tooLong);
  // The list on screen stays while another search or filter loads, rather than a spinner between.
  // Questions are threads, listed by their own query (questions/question-history.tsx).
  const query = useInfiniteQuery({ ...historyQuery(applied, filter), placeholderData: keepPreviousData, enabled: filter !== 'questions' });
  const filters = <HistoryFilters search={search} onSearch={setSearch} searchError={tooLong ? messagesIn(language).historySearchTooLong : undefined} filter={filter} onFilter={setFilter} />;

  const body = () => {
    if (filter === 'questions') {
      return (
        <>
          {filters}
          <QuestionHistory search={applied} />
        </>
      );
    }
    if (query.isPending) return <HistorySkeleton label={t.loading} />;
    if (!query.data) {
      return (
        <StateCard tone="error" title={common.pageError.title} actions={<Button onClick={() => void query.refetch()}>{common.pageError.retry}</Button>}>
          {common.historyFailed}
        </StateCard>
      );
    }
    const [first] = query.data.pages;
    const total = first?.total ?? 0;
    if (total === 0) {
      return (
        <StateCard
          title={t.emptyTitle}
          actions={
            <>
              <ButtonLink to="/">{t.firstReading}</ButtonLink>
              {/* No readings yet, but perhaps questions asked: their list is one tap away. */}
              <Button variant="secondary" onClick={() => setFilter('questions')}>
                {questions.filter}
              </Button>
            </>
          }
        >
          {t.emptyText}
        </StateCard>
      );
    }
    const matched = first?.matched ?? 0;
    const shown = query.data.pages.flatMap((page) => page.readings);
    const narrowed = applied !== '' || filter !== 'all';
    const moreFailed = query.isFetchNextPageError && query.error;
    return (
      <>
        {filters}
        <p role="status" className="mt-4 text-sm text-muted">
          {narrowed ? t.matching(matched, total) : common.readings(total)}
        </p>
        {shown.length === 0 ? (
          <div className="mt-4">
            <StateCard
              title={t.noMatchTitle}
              actions={
                <Button variant="secondary" onClick={clear}>
                  {t.clearFilters}
                </Button>
              }
            >
              {/* A long word without spaces must wrap rather than push the page sideways. */}
              <span className="wrap-anywhere">{applied ? t.noMatchFor(applied) : t.noMatchText}</span>
            </StateCard>
          </div>
        ) : (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {shown.map((reading) => (
                <li key={reading.readingId}>
                  <HistoryCard reading={reading} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="mt-8 flex flex-col items-center gap-3 text-center">
                <p className="text-sm text-muted">{t.showing(shown.length, matched)}</p>
                {moreFailed && (
                  <p role="alert" className="text-sm font-medium text-maroon-700">
                    {moreFailed instanceof ApiError ? moreFailed.message : common.requestFailed}
                  </p>
                )}
                <Button variant="secondary" className="w-full sm:w-auto" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {query.isFetchingNextPage ? t.loadingMore : moreFailed ? common.retry : t.loadMore}
                </Button>
              </div>
            )}
          </div>
        )}
      </>
    );
  };

  return (
    <div className="bg-gradient-to-b from-sand to-cream">
      <PageContainer>
        <PageHeader title={t.title}>{t.intro}</PageHeader>
        {body()}
      </PageContainer>
    </div>
  );
}
