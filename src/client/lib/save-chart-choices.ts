import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChartChoices } from '../../shared/chart-choices';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';
import { setSessionProfile } from './session';

/**
 * Saves the chart choices on the profile. Everything cast from them follows: the chart and its
 * Deeper tabs and day card (under the chart's key), readings, saved people's charts and muhurta
 * searches with the personal filter.
 */
export function useSaveChartChoices(onSaved?: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ChartChoices) => unwrap(api.profile['chart-choices'].$put({ json })),
    onSuccess: (saved) => {
      setSessionProfile(queryClient, saved.profile);
      for (const queryKey of [queryKeys.chart(), queryKeys.readings.all(), queryKeys.people.all(), ['muhurta']]) void queryClient.invalidateQueries({ queryKey });
      onSaved?.(saved.message);
    },
  });
}
