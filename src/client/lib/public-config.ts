import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

let loading: ReturnType<typeof fetchPublicConfig> | undefined;

function fetchPublicConfig() {
  return unwrap(api['public-config'].$get());
}

/**
 * GET /api/public-config, asked once per page load (analytics and the pages share the answer); a
 * failed attempt is forgotten so the next one asks again.
 */
export function loadPublicConfig() {
  loading ??= fetchPublicConfig().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type PublicConfig = Awaited<ReturnType<typeof fetchPublicConfig>>;

/** The server's public configuration for the pages: it does not change while the server runs. */
export const publicConfigQuery = queryOptions({ queryKey: queryKeys.publicConfig(), queryFn: loadPublicConfig, staleTime: Infinity });

/** The public configuration once it is in; undefined meanwhile. */
export const usePublicConfig = () => useQuery(publicConfigQuery).data;

/** Where users write to us (SUPPORT_EMAIL); undefined until the server has said. */
export const useSupportEmail = () => usePublicConfig()?.supportEmail;
