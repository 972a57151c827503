import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isProfileComplete } from '../../shared/profile';
import { useSession } from '../lib/session';
import { ProfileLoadError } from './profile-load-error';
import { PageSpinner } from './spinner';

/**
 * docs/product.md, Screens and routes "guarded": a spinner while the session loads, /auth without a user,
 * /profile/complete while name, birth date, birth time or birth city is missing. Should the look-up
 * fail (the server's retries too), its reason and Retry; a failed refresh keeps what it had.
 */
export function Guarded({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (!session.data) return <ProfileLoadError session={session} />;
  if (!session.data.user) return <Navigate to="/auth" replace />;
  if (!isProfileComplete(session.data.profile)) return <Navigate to="/profile/complete" replace />;
  return children;
}

/**
 * /auth: a signed-in visitor goes straight to / — or, with birth details still missing, straight
 * to /profile/complete rather than through /.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <PageSpinner />;
  if (session.data?.user) return <Navigate to={isProfileComplete(session.data.profile) ? '/' : '/profile/complete'} replace />;
  return children;
}
