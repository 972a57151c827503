import type { UseQueryResult } from '@tanstack/react-query';
import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * What a page shows in place of its data: a spinner while the first answer loads, the server's
 * message with a retry when it failed and nothing is on screen; null once there is data to show.
 */
export function QueryFallback({ query, loading }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'data' | 'isFetching' | 'refetch'>; loading: string }) {
  const common = useText(commonText);
  if (query.isPending) {
    return (
      <div className="flex min-h-[30dvh] items-center justify-center text-muted">
        <Spinner label={loading} status />
      </div>
    );
  }
  if (!query.isError || query.data) return null;
  return (
    <div role="alert" className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-night-700/10">
      <p className="text-ink">{query.error?.message}</p>
      <Button className="mt-4" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {common.pageError.retry}
      </Button>
    </div>
  );
}
