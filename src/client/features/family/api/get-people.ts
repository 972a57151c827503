import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The people the user saved, in the order added, and how many they may save. */
export const peopleQuery = queryOptions({
  queryKey: ['people'],
  queryFn: () => unwrap(api.people.$get()),
});

export function usePeople() {
  return useQuery(peopleQuery);
}
