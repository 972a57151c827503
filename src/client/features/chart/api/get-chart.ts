import { useQuery } from '@tanstack/react-query';
import { chartQuery } from '../../../lib/chart-api';
import { personChartQuery } from './get-person-chart';

/** The user's chart, or with `personId` a saved person's (the same shape). */
export function useChart(personId?: string) {
  return useQuery(personId ? personChartQuery(personId) : chartQuery);
}
