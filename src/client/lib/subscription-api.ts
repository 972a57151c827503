import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

/**
 * GET /api/subscription: the active subscription or null. Shared by the profile's subscription
 * card, the member page and the payment success page, so one invalidation refreshes all three.
 */
export const subscriptionQuery = queryOptions({
  queryKey: queryKeys.subscription(),
  queryFn: () => unwrap(api.subscription.$get()),
});
