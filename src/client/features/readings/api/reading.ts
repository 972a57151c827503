import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** One of the user's readings, for its result page. */
export const readingQuery = (readingId: string) =>
  queryOptions({
    queryKey: queryKeys.readings.one(readingId),
    queryFn: () => unwrap(api.readings[':readingId'].$get({ param: { readingId } })),
  });
