import { useEffect } from 'react';
import { trackPageView } from './track';

/** A page view each time the route changes. */
export function usePageViews(pathname: string) {
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
