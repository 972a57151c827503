import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: ['places', q.toLowerCase()],
    queryFn: ({ signal }) => unwrap(api.places.$get({ query: { q } }, { init: { signal } })),
    staleTime: Infinity,
    enabled: q.trim().length >= 2,
  });

export function usePlaces(q: string) {
  return useQuery(placesQuery(q));
}
