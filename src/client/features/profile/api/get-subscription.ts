import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: () => unwrap(api.subscription.$get()),
});

export const useSubscription = () => useQuery(subscriptionQuery);
