import { useEffect } from 'react';

/**
 * Starts a page at its top. BrowserRouter keeps the scroll position across navigations, so a
 * reading opened from far down a list (or after following a streamed reading down the page)
 * would otherwise open in its middle.
 */
export function useScrollToTop(key?: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
