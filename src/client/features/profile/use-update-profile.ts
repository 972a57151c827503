import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BirthDetailsInput } from '../../../shared/profile-schema';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { setSessionProfile } from '../../lib/session';

const saveBirthDetails = (details: BirthDetailsInput) => unwrap(api.profile.$put({ json: details }));

type Saved = Awaited<ReturnType<typeof saveBirthDetails>>;

/**
 * Saves the user's birth details (PUT /api/profile), for /profile/complete and /profile's edit
 * form alike. The saved profile goes into the session at once, and what is worked out from the
 * birth details is asked for again: the chart, and the panchang of days at the birth place.
 */
export function useUpdateProfile({ onSuccess, onError }: { onSuccess?: (saved: Saved) => unknown; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBirthDetails,
    onSuccess: async (saved) => {
      setSessionProfile(queryClient, saved.profile);
      // Not awaited: the page moves on at once, and a chart or panchang on screen follows when it is in.
      void queryClient.invalidateQueries({ queryKey: queryKeys.chart() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.panchang.atBirthPlace() });
      await onSuccess?.(saved);
    },
    onError,
  });
}
