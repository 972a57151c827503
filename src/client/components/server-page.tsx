import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from './skeleton';

/**
 * A page the server draws, not the app: the city panchang and festival pages (and their Hindi
 * under /hi). Reached inside the app (sign-in returning to the page it was opened from), the
 * browser loads it from the server.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <PageSkeleton />;
}
