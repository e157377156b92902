import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the page is the HTML rendered ahead of time (and while React takes it over), true
 * once React runs it. A form's send button waits for it: before that, the browser would send the
 * form itself, reloading the page (with what was typed in its address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
