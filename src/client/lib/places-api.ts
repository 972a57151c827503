import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

/** One suggestion as GET /api/places answers it. */
export type Place = InferResponseType<typeof api.places.$get, 200>['places'][number];

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.places(q),
    queryFn: ({ signal }) => unwrap(api.places.$get({ query: { q } }, { init: { signal } })),
    staleTime: Infinity,
    enabled: q.trim().length >= 2,
  });

export function usePlaces(q: string) {
  return useQuery(placesQuery(q));
}
