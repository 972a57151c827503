import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBrowserValue } from './use-browser-value';
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

/**
 * The public configuration once it is in; undefined meanwhile. Undefined too while React takes over
 * a page prerendered at build time, which could not know it: the answer may be in by the time a
 * part of the page is taken over, and that part must first match its HTML.
 */
export function usePublicConfig() {
  const takenOver = useBrowserValue(() => true, false);
  const config = useQuery(publicConfigQuery).data;
  return takenOver ? config : undefined;
}

/** Where users write to us (SUPPORT_EMAIL); undefined until the server has said. */
export const useSupportEmail = () => usePublicConfig()?.supportEmail;

/** The Grievance Officer the legal pages name (GRIEVANCE_OFFICER_*); undefined until the server has said. */
export const useGrievanceOfficer = () => usePublicConfig()?.grievanceOfficer;
