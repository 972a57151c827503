import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Today's daily card (GET /api/readings/today), worded in the page's language. */
export const dayGlanceQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.dayGlance(language),
    queryFn: ({ signal }) => unwrap(api.readings.today.$get({}, { init: { signal } })),
    // Windows that end drop out on the server: ask again every few minutes, not on every visit.
    staleTime: 5 * 60_000,
  });

export function useDayGlance(language: string) {
  return useQuery(dayGlanceQuery(language));
}
