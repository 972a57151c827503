import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { HistorySkeleton } from './history-skeleton';
import { StateCard } from '../../components/state-card';
import { questionsText } from '../../i18n/questions';
import { useLanguage, useText } from '../../i18n/text';
import { commonText } from '../../i18n/common';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { threadsQuery } from '../../lib/questions-api';

/** The history's "Questions": the reader's conversations, newest first, found by the words of any question; each opens on /ask. */
export function QuestionHistory({ search }: { search: string }) {
  const t = useText(questionsText);
  const { language } = useLanguage();
  const common = useText(commonText);
  const query = useInfiniteQuery({ ...threadsQuery(search), placeholderData: keepPreviousData });
  if (query.isPending) return <HistorySkeleton label={t.asking} />;
  if (!query.data) return <StateCard tone="error" title={t.loadFailed}>{query.error?.message}</StateCard>;
  const threads = query.data.pages.flatMap((page) => page.threads);
  const matched = query.data.pages[0]?.matched ?? threads.length;
  const moreFailed = query.isFetchNextPageError && query.error;
  if (threads.length === 0) {
    return (
      <div className="mt-4">
        <StateCard title={search ? t.history.noMatch(search) : t.history.empty} actions={<ButtonLink to="/ask">{t.history.ask}</ButtonLink>} />
      </div>
    );
  }
  return (
    <>
      <p role="status" className="mt-4 text-sm text-muted">
        {t.history.count(matched)}
      </p>
      <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {threads.map((thread) => (
          <li key={thread.id}>
            <Link to={`/ask?thread=${thread.id}`} className="block h-full rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night-700/10 transition hover:ring-saffron-500">
              <p className="text-xs font-bold uppercase tracking-wider text-saffron-700 [&:lang(hi)]:tracking-normal">
                {thread.subject ? t.aboutPerson(thread.subject.name) : t.title}
              </p>
              <p className="mt-2 font-semibold text-night-800 wrap-anywhere" lang={thread.language}>
                {thread.title}
              </p>
              <p className="mt-2 text-sm text-muted">
                {formatDate(thread.updatedAt, language)} · {t.history.questionsIn(thread.turnCount)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-muted">{t.history.showing(threads.length, matched)}</p>
          {moreFailed && (
            <p role="alert" className="text-sm font-medium text-maroon-700">
              {moreFailed instanceof ApiError ? moreFailed.message : common.requestFailed}
            </p>
          )}
          <Button variant="secondary" className="w-full sm:w-auto" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t.history.loadingMore : moreFailed ? common.retry : t.history.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
