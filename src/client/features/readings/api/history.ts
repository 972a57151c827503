import { infiniteQueryOptions } from '@tanstack/react-query';
import type { StoredReadingType } from '../../../../shared/match';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The history's type filter: every type, or one of them (Kundli Milan reports too), or the question threads. */
export type HistoryFilter = 'all' | 'questions' | StoredReadingType;

/**
 * The history for a search and a type filter, a page at a time: the server searches all of the
 * user's readings and says where the next page starts (`nextCursor`, null on the last).
 */
export const historyQuery = (search: string, filter: HistoryFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.readings.history(search, filter),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.readings.$get({
          query: { ...(search ? { q: search } : {}), ...(filter === 'all' || filter === 'questions' ? {} : { type: filter }), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
