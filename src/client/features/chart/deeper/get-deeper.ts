import { queryOptions } from '@tanstack/react-query';
import type { ChartDeeperView } from '../../../../shared/chart-deeper-view';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The chart in depth, the user's own or (with `personId`) a saved person's; asked for only when the Deeper section opens. */
export const deeperQuery = (personId?: string) =>
  queryOptions({
    queryKey: personId ? queryKeys.people.chartDeeper(personId) : queryKeys.chartDeeper(),
    queryFn: (): Promise<ChartDeeperView> =>
      personId ? unwrap(api.people[':id'].chart.deeper.$get({ param: { id: personId } })) : unwrap(api.chart.deeper.$get()),
    // Like the chart, it changes only with the birth details (and the running periods once a day).
    staleTime: 5 * 60_000,
  });
