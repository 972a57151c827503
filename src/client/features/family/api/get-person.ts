import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** One saved person: any change to the list refreshes it too. */
export const personQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.people.one(id),
    queryFn: () => unwrap(api.people[':id'].$get({ param: { id } })),
    // A missing person stays missing: no point asking three times.
    retry: false,
  });

export function usePerson(id: string) {
  return useQuery(personQuery(id));
}
