import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isServerPage } from '../lib/return-path';
import { PageSkeleton } from './skeleton';

/**
 * A path the app has no page for: home, unless it is one of the server's public pages (reached
 * inside the app when sign-in returns to the page it was opened from): that the browser loads from
 * the server.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const servers = isServerPage(pathname);
  useEffect(() => {
    if (servers) window.location.replace(pathname + search + hash);
  }, [servers, pathname, search, hash]);
  return servers ? <PageSkeleton /> : <Navigate to="/" replace />;
}
