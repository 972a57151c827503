import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The newest readings: the history's first page (the dashboard shows the first three). */
export const newestReadingsQuery = queryOptions({
  queryKey: queryKeys.readings.newest(),
  queryFn: () => unwrap(api.readings.$get({ query: {} })),
});
