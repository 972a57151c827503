import { useEffect } from 'react';
import { trackPageView } from './analytics';

/** A page view each time the route changes (issue 5 §5). */
export function usePageViews(pathname: string) {
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
