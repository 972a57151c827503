import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { isBeforeSunrise, shiftDate } from './panchang-time';
import { queryKeys } from './query-keys';

/** What /api/panchang is asked: all optional (today in India at the birth place by default). */
export type PanchangParams = { date?: string; lat?: string; lon?: string; place?: string };

export const panchangQuery = (params: PanchangParams) =>
  queryOptions({
    queryKey: queryKeys.panchang.day(params),
    queryFn: ({ signal }) => unwrap(api.panchang.$get({ query: params }, { init: { signal } })),
    // A day's panchang never changes; "today" and the birth place change rarely.
    staleTime: 10 * 60_000,
    // Stepping to the next day keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** The day's panchang: the dashboard's card (no parameters) and /panchang. */
export function usePanchang(params: PanchangParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...panchangQuery(params), enabled: options.enabled ?? true });
}

/**
 * The panchang of the day before `day`, at the same place, asked for only in the hours before
 * `day`'s sunrise: the choghadiya running then is the previous day's night's. Undefined otherwise.
 */
export function useDayBefore(day: { date: string; sunrise: string | null } | undefined, params: PanchangParams, now: number) {
  const needed = Boolean(day && isBeforeSunrise(day.sunrise, now));
  const dayBefore = usePanchang({ ...params, date: day ? shiftDate(day.date, -1) : undefined }, { enabled: needed }).data;
  return needed ? dayBefore : undefined;
}
