import { queryOptions } from '@tanstack/react-query';
import type { ReadingType } from '../../../../shared/reading-types';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The reading of this type whose period is running now, or null: asking for it again opens it for
 * nothing (ADR 006).
 */
export const currentReadingQuery = (readingType: ReadingType) =>
  queryOptions({
    queryKey: queryKeys.readings.current(readingType),
    queryFn: () => unwrap(api.readings.current.$get({ query: { readingType } })),
  });
