import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { MuhurtaEvent } from '../../../astro/muhurta-rules';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** What /api/muhurta is asked: the purpose and both dates always, a city when chosen. */
export type MuhurtaParams = { purpose: MuhurtaEvent; from: string; to: string; lat?: string; lon?: string; place?: string };

export type MuhurtaResult = InferResponseType<typeof api.muhurta.$get, 200>;
export type MuhurtaWindowView = MuhurtaResult['windows'][number];
export type PersonalRequest = InferRequestType<typeof api.muhurta.personal.$post>['json'];
export type PersonalResult = InferResponseType<(typeof api.muhurta.personal)[':id']['$get'], 200>['result'];
export type PersonalSummary = InferResponseType<typeof api.muhurta.personal.$get, 200>['results'][number];

// The keys live with the page: the shared query keys are in every page's code, the sign-in page's too.
const personalKeys = {
  all: () => ['muhurta-personal'],
  one: (id: string) => ['muhurta-personal', id],
};

export const muhurtaQuery = (params: MuhurtaParams) =>
  queryOptions({
    queryKey: ['muhurta', params.purpose, params.from, params.to, params.lat ?? '', params.lon ?? '', params.place ?? ''],
    queryFn: ({ signal }) => unwrap(api.muhurta.$get({ query: params }, { init: { signal } })),
    // A range's windows never change; the reader's place rarely.
    staleTime: 30 * 60_000,
    // Changing the purpose or the months keeps the last list on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useMuhurtas = (params: MuhurtaParams, enabled = true) => useQuery({ ...muhurtaQuery(params), enabled });

/** The saved personal results, newest first. */
export const usePersonalResults = () =>
  useQuery({ queryKey: personalKeys.all(), queryFn: () => unwrap(api.muhurta.personal.$get()).then((body) => body.results) });

/** A saved personal result: it never changes. */
export const usePersonalResult = (id: string | null) =>
  useQuery({
    queryKey: personalKeys.one(id ?? ''),
    queryFn: () => unwrap(api.muhurta.personal[':id'].$get({ param: { id: id! } })).then((body) => body.result),
    enabled: id !== null,
    staleTime: Infinity,
  });

/**
 * Buys a personal result, or opens the saved one of the same search (`existing`: nothing spent).
 * A new one spends a reading: the profile's credits change.
 */
export function useCreatePersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PersonalRequest) => unwrap(api.muhurta.personal.$post({ json: request })),
    onSuccess: async (body) => {
      queryClient.setQueryData(personalKeys.one(body.id), body.result);
      // A partner typed in may have been saved to the family, even when the result was not new.
      const refreshed = [queryClient.invalidateQueries({ queryKey: personalKeys.all() }), queryClient.invalidateQueries({ queryKey: queryKeys.people.all() })];
      if (!body.existing) refreshed.push(queryClient.invalidateQueries({ queryKey: queryKeys.session() }));
      await Promise.all(refreshed);
    },
  });
}
