import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** One saved person. Under ['people'], so any change to the list refreshes it too. */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: ['people', id],
    queryFn: () => unwrap(api.people[':id'].$get({ param: { id } })),
    // A missing person stays missing: no point asking three times.
    retry: false,
  });

export function usePerson(id: string) {
  return useQuery(personQuery(id));
}
