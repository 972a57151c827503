import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchSideInput, MatchSystem } from '../../../../shared/match-schema';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** A match report the user owns (the page draws it in the interface language). */
export const matchQuery = (matchId: string) =>
  queryOptions({
    queryKey: queryKeys.match(matchId),
    queryFn: () => unwrap(api.matches[':matchId'].$get({ param: { matchId } })),
    // A saved report never changes.
    staleTime: Infinity,
  });

/**
 * Makes the report of two charts, or finds the saved one (`existing`: nothing was spent). A new
 * report is a reading: the history and the profile's credits change.
 */
export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { a: MatchSideInput; b: MatchSideInput; system: MatchSystem }) => unwrap(api.matches.$post({ json: request })),
    onSuccess: async (result) => {
      if (result.existing) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.readings.all() }), queryClient.invalidateQueries({ queryKey: queryKeys.session() })]);
    },
  });
}

/**
 * Reads a saved report again with the ten poruthams beside its gunas (nothing is spent). The
 * report comes back with them; its history preview now opens with their count.
 */
export function useAddPoruthams(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.matches[':matchId'].poruthams.$post({ param: { matchId } })),
    onSuccess: async (body) => {
      queryClient.setQueryData(matchQuery(matchId).queryKey, body);
      await queryClient.invalidateQueries({ queryKey: queryKeys.readings.all() });
    },
  });
}
