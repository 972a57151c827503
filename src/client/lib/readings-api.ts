import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { StoredReadingType } from '../../shared/match';
import type { ReadingType } from '../../shared/reading-types';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

/** The newest readings: the history's first page (the dashboard shows the first three). */
export const readingsQuery = queryOptions({
  queryKey: queryKeys.readings.newest(),
  queryFn: () => unwrap(api.readings.$get({ query: {} })),
});

/** The history's type filter: every type, or one of them (Kundli Milan reports too). */
export type HistoryFilter = 'all' | StoredReadingType;

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
          query: { ...(search ? { q: search } : {}), ...(filter === 'all' ? {} : { type: filter }), ...(pageParam ? { cursor: pageParam } : {}) },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const readingQuery = (readingId: string) =>
  queryOptions({
    queryKey: queryKeys.readings.one(readingId),
    queryFn: () => unwrap(api.readings[':readingId'].$get({ param: { readingId } })),
  });

/**
 * The reading of this type whose period is running now, or null: asking for it again opens it for
 * nothing (ADR 006).
 */
export const currentReadingQuery = (readingType: ReadingType) =>
  queryOptions({
    queryKey: queryKeys.readings.current(readingType),
    queryFn: () => unwrap(api.readings.current.$get({ query: { readingType } })),
  });
