import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { personChartQuery } from './get-person-chart';

/** The signed-in user's birth chart: saving the birth details refreshes it. */
export const chartQuery = queryOptions({
  queryKey: queryKeys.chart(),
  queryFn: () => unwrap(api.chart.$get()),
  // The chart only changes with the birth details; today's panchang changes once a day.
  staleTime: 5 * 60_000,
});

/** The user's chart, or with `personId` a saved person's (the same shape). */
export function useChart(personId?: string) {
  return useQuery(personId ? personChartQuery(personId) : chartQuery);
}
