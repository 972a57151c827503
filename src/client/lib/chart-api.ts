import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

/** The signed-in user's birth chart (/chart, and the dashboard's check of the birth place): saving the birth details refreshes it. */
export const chartQuery = queryOptions({
  queryKey: queryKeys.chart(),
  queryFn: () => unwrap(api.chart.$get()),
  // The chart only changes with the birth details; today's panchang changes once a day.
  staleTime: 5 * 60_000,
});
