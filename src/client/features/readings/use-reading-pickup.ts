import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReadingInProgress } from '../../../server/readings/reading-service';
import type { ReadingType } from '../../../shared/reading-types';
import { currentReadingQuery } from './api/current-reading';

/** How often the page asks after a reading the server is writing without a stream to this page. */
const followMs = 1000;

/**
 * 'writing': the server is writing this period's reading, though not to this page's stream (the
 * page was reloaded, or its stream was cut); 'ready': that reading is saved; 'lost': the stream was
 * cut and the server has neither the reading nor a reading in progress (it failed, and its credit
 * went back); 'asking': the stream was cut and the server has not answered about the reading since
 * (a network error cuts the page off from the server until the network is back); 'idle': nothing
 * to pick up.
 */
export type Pickup =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'writing'; draft: ReadingInProgress }
  | { phase: 'ready'; readingId: string; draft: ReadingInProgress | null }
  | { phase: 'lost' };

/**
 * The period's reading (GET /api/readings/current), followed every second while the server writes
 * it, or after `cutAt` until the server has answered about it. Only the owner is ever told.
 */
export function useReadingPickup(type: ReadingType, { enabled, cutAt }: { enabled: boolean; cutAt: number | null }) {
  const query = useQuery({
    ...currentReadingQuery(type),
    enabled,
    refetchInterval: ({ state }) => (state.data?.writing || (cutAt !== null && state.dataUpdatedAt < cutAt) ? followMs : false),
  });
  const { data } = query;
  // The last text seen being written: it stays on the page once the reading is saved.
  const [seen, setSeen] = useState<ReadingInProgress | null>(null);
  const writing = data?.writing ?? null;
  // Kept while rendering (React's pattern for state that follows a prop), not in an effect.
  if (writing && writing !== seen) setSeen(writing);

  const answeredSinceCut = cutAt !== null && query.dataUpdatedAt >= cutAt && !query.isFetching;
  let pickup: Pickup = { phase: 'idle' };
  if (writing) pickup = { phase: 'writing', draft: writing };
  else if (data?.reading && (seen || answeredSinceCut)) pickup = { phase: 'ready', readingId: data.reading.readingId, draft: seen };
  else if (answeredSinceCut && !data?.reading) pickup = { phase: 'lost' };
  else if (cutAt !== null) pickup = { phase: 'asking' };
  return { current: data?.reading ?? null, pickup };
}
