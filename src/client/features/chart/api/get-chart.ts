import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { personChartQuery } from './get-person-chart';

/** The signed-in user's birth chart. Saving the profile should invalidate ['chart'] too. */
export const chartQuery = queryOptions({
  queryKey: ['chart'],
  queryFn: () => unwrap(api.chart.$get()),
  // The chart only changes with the birth details; today's panchang changes once a day.
  staleTime: 5 * 60_000,
});

/** The user's chart, or with `personId` a saved person's (the same shape). */
export function useChart(personId?: string) {
  return useQuery(personId ? personChartQuery(personId) : chartQuery);
}
