import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The signed-in user's birth chart. Saving the profile should invalidate ['chart'] too. */
export const chartQuery = queryOptions({
  queryKey: ['chart'],
  queryFn: () => unwrap(api.chart.$get()),
  // The chart only changes with the birth details; today's panchang changes once a day.
  staleTime: 5 * 60_000,
});

export function useChart() {
  return useQuery(chartQuery);
}
