import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from './skeleton';

/** The public city pages and their Hindi (src/server/public-pages), which the server draws, not the app. */
const SERVER_PAGE = /^\/(hi\/)?(panchang\/[^/]+|festivals(\/.*)?|muhurta\/.+|cities)$/;

/**
 * A path the app has no page for: home, unless it is one of the server's public pages (reached
 * inside the app when sign-in returns to the page it was opened from): that the browser loads from
 * the server.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const servers = SERVER_PAGE.test(pathname);
  useEffect(() => {
    if (servers) window.location.replace(pathname + search + hash);
  }, [servers, pathname, search, hash]);
  return servers ? <PageSkeleton /> : <Navigate to="/" replace />;
}
