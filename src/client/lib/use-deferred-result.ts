import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** A query's state, narrowed the way TanStack Query's own result is: data is there on success. */
export type DeferredResult<TData> =
  | { status: 'pending'; isPending: true; isError: false; data: TData | undefined }
  | { status: 'error'; isPending: false; isError: true; data: TData | undefined }
  | { status: 'success'; isPending: false; isError: false; data: TData };

/**
 * A query's status and data as a card should draw them: an answer is drawn in a transition, which
 * React renders in slices with the browser let in between, rather than at once.
 *
 * Why: TanStack Query reaches React through useSyncExternalStore, whose updates always render
 * synchronously. On the dashboard the answers often land while the app is taking the drawn-ahead
 * page over, and React then drew every card's content in one long task (Lighthouse's Total Blocking
 * Time on a slow phone). Here the urgent render keeps the previous status and data, so it changes
 * nothing on screen, and the new ones follow at transition priority.
 */
export function useDeferredResult<TData, TError>(result: UseQueryResult<TData, TError>): DeferredResult<TData> {
  // Both are deferred together, so they always come from the same render: a success has its data.
  const status = useDeferredValue(result.status);
  const data = useDeferredValue(result.data);
  return { status, data, isPending: status === 'pending', isError: status === 'error' } as DeferredResult<TData>;
}
