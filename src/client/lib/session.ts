import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { api, unwrap } from './api';
import { queryKeys } from './query-keys';

const fetchSession = () => unwrap(api.me.$get());

export const sessionQuery = queryOptions({
  queryKey: queryKeys.session(),
  queryFn: fetchSession,
  staleTime: 30_000,
});

type SessionProfile = NonNullable<Awaited<ReturnType<typeof fetchSession>>['profile']>;

/** The signed-in user and profile; `user` is null when nobody is signed in. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** A profile the server just saved, into the session at once: the navbar, banner and guards follow it. */
export function setSessionProfile(queryClient: QueryClient, profile: SessionProfile) {
  queryClient.setQueryData(sessionQuery.queryKey, (old) => (old ? { ...old, profile } : old));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => unwrap(api.auth['sign-out'].$post()),
    onSuccess: async () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, { user: null, profile: null });
      await navigate('/auth', { replace: true });
    },
    meta: { errorMessage: messages.signOutFailed },
  });
}
