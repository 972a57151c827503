import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A saved person's chart, in the shape of the user's own: saving or deleting the person
 * refreshes it.
 */
export const personChartQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.people.chart(id),
    queryFn: () => unwrap(api.people[':id'].chart.$get({ param: { id } })),
    staleTime: 5 * 60_000,
    // A person who is not there (deleted, or not the user's) stays so: no point asking again.
    retry: false,
  });
