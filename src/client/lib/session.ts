import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messages } from '../../shared/messages';
import { api, ApiError, unwrap } from './api';
import { dropPersonalCache } from './personal-cache';
import { queryKeys } from './query-keys';
import { signInPathFrom } from './return-path';

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

/** The server refused a request because nobody is signed in: the session ended, here or elsewhere. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Nobody is signed in any more: the user's cached data goes, and the session says so, which sends
 * the visitor from any guarded page to /auth (guards.tsx). Signing out ends here, and so does any
 * request refused as signed out (main.tsx). The session query itself stays, so that what shows
 * it hears of the change.
 */
export function forgetUser(queryClient: QueryClient) {
  const session = queryClient.getQueryCache().find({ queryKey: sessionQuery.queryKey, exact: true });
  queryClient.removeQueries({ predicate: (query) => query !== session });
  queryClient.setQueryData(sessionQuery.queryKey, { user: null, profile: null });
  // The service worker's offline copies of the user's data too (ADR 016).
  dropPersonalCache();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Loaded only now: the reminder's code is no part of the pages that never show it.
      await import('./push-reminders').then((reminders) => reminders.endReminderOnSignOut()).catch(() => undefined);
      return unwrap(api.auth['sign-out'].$post());
    },
    onSuccess: async () => {
      forgetUser(queryClient);
      // Also from a page anyone may see (the legal pages), which no guard watches. Signing in again
      // comes back here.
      await navigate(signInPathFrom(window.location), { replace: true });
    },
    meta: { errorMessage: messages.signOutFailed },
  });
}
