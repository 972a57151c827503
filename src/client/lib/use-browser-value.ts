import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * `read()`, a value only the browser knows and that does not change while the page is open; but
 * `drawn` while React takes over HTML drawn ahead (the build's prerender), which could not know it,
 * so that the page first matches its HTML. React renders again with `read()` right after.
 */
export function useBrowserValue<T>(read: () => T, drawn: T): T {
  return useSyncExternalStore(unchanging, read, () => drawn);
}
