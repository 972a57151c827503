import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isProfileComplete } from '../../shared/profile';
import { afterSignIn, forSignedIn, returnPathFrom, safeReturnPath, signInPathFrom, withReturnPath } from '../lib/return-path';
import { useSession } from '../lib/session';
import { ProfileLoadError } from './profile-load-error';
import { PageSkeleton } from './skeleton';

/**
 * docs/product.md, Screens and routes "guarded": skeleton lines while the session loads, /auth without a user,
 * /profile/complete while name, birth date, birth time or birth city is missing — both remembering
 * this page, path and query, to come back to. Should the look-up fail (the server's retries too),
 * its reason and Retry; a failed refresh keeps what it had.
 */
export function Guarded({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageSkeleton />;
  if (!session.data) return <ProfileLoadError session={session} />;
  if (!session.data.user) return <Navigate to={signInPathFrom(location)} replace />;
  if (!isProfileComplete(session.data.profile)) {
    return <Navigate to={withReturnPath('/profile/complete', returnPathFrom(location))} replace />;
  }
  return children;
}

/** The page to return to that /auth or /profile/complete was given (`?next=`), when it is one of ours. */
export function useReturnPath() {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next'));
}

/**
 * /auth: a signed-in visitor goes straight on to the page to return to, or / — or, with birth
 * details still missing, to /profile/complete first rather than through /. A visitor who signs in
 * here goes back to the page as AuthPage sends them; one already signed in on arriving from a
 * public page's way in goes to their own reading instead (forSignedIn).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const next = useReturnPath();
  const signedOut = !session.isPending && !session.data?.user;
  // Remembered from the render that showed the form (React's way of keeping what a render saw).
  const [signingInHere, setSigningInHere] = useState(false);
  if (signedOut && !signingInHere) setSigningInHere(true);
  if (session.isPending) return <PageSkeleton />;
  if (session.data?.user) {
    const profileComplete = isProfileComplete(session.data.profile);
    return <Navigate to={signingInHere ? afterSignIn(profileComplete, next) : forSignedIn(profileComplete, next)} replace />;
  }
  return children;
}
