import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

/** GET /api/plans: the plans, cheapest first, prices in whole rupees. */
export const plansQuery = queryOptions({
  queryKey: queryKeys.plans(),
  queryFn: () => unwrap(api.plans.$get()),
  staleTime: 5 * 60_000,
});

export const usePlans = () => useQuery(plansQuery);
