import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { api, unwrap } from './api';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => unwrap(api.me.$get()),
  staleTime: 30_000,
});

/** The signed-in user and profile; `user` is null when nobody is signed in. */
export function useSession() {
  return useQuery(sessionQuery);
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
