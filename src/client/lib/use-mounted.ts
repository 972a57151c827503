import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen, for work that can outlive it (a request, a stream, a
 * timer): a page the user has left must not move on, open a dialog or set state.
 */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on mount: StrictMode unmounts and remounts every component once in development.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
