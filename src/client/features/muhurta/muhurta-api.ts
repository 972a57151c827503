import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { MuhurtaEvent } from '../../../astro/muhurta-rules';
import { api, unwrap } from '../../lib/api';

/** What /api/muhurta is asked: the purpose and both dates always, a city and the personal filter when chosen. */
export type MuhurtaParams = { purpose: MuhurtaEvent; from: string; to: string; lat?: string; lon?: string; place?: string; personal?: '1' };

export type MuhurtaResult = InferResponseType<typeof api.muhurta.$get, 200>;
export type MuhurtaWindowView = MuhurtaResult['windows'][number];

// The key lives with the page: the shared query keys are in every page's code, the sign-in page's too.
export const muhurtaQuery = (params: MuhurtaParams) =>
  queryOptions({
    queryKey: ['muhurta', params.purpose, params.from, params.to, params.lat ?? '', params.lon ?? '', params.place ?? '', params.personal ?? ''],
    queryFn: ({ signal }) => unwrap(api.muhurta.$get({ query: params }, { init: { signal } })),
    // A range's windows never change; the reader's place and Premium rarely.
    staleTime: 30 * 60_000,
    // Changing the purpose or the months keeps the last list on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useMuhurtas = (params: MuhurtaParams) => useQuery(muhurtaQuery(params));
