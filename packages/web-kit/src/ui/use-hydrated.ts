import { useSyncExternalStore } from 'react';

/** In the browser, the page is React's unless a first screen is being taken over (below). */
let hydrated = true;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Called as a first screen's take-over starts (false) and ends (true). The end is told to the
 * hooks in a task of its own: React re-renders what reads the hook at once and in one piece (a
 * store's change is never a transition), and within the take-over's last task that would make a
 * long one longer on a phone (docs/performance.md, issue 34).
 */
let telling: ReturnType<typeof setTimeout> | undefined;
export function markPageHydrated(done: boolean): void {
  clearTimeout(telling);
  if (!done) {
    hydrated = false;
    return;
  }
  telling = setTimeout(() => {
    hydrated = true;
    for (const listener of listeners) listener();
  }, 0);
}

/**
 * False while the page is the HTML rendered ahead of time (and while React takes it over), true
 * once React runs it. A form's send button waits for it: before that, the browser would send the
 * form itself, reloading the page (with what was typed in its address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * The id of the page's one hidden sentence that says a control works once the page has loaded
 * ("Available once the page has loaded"): the main layout renders it while the page is HTML only,
 * and every control that waits for the scripts names it as its description.
 */
export const UNTIL_HYDRATED_NOTE_ID = 'until-page-loaded';

export interface UntilHydratedProps {
  disabled?: true;
  'aria-describedby'?: string;
}

/**
 * What a button that needs the page's scripts takes while they have not run: disabled (it looks
 * it, and a tap cannot reach the browser's own form handling), and described as waiting for the
 * page, so a screen reader says why. Nothing once React runs the page. Links need none of this:
 * they are links before the scripts run.
 */
export function useUntilHydrated(): UntilHydratedProps {
  return useHydrated() ? {} : { disabled: true, 'aria-describedby': UNTIL_HYDRATED_NOTE_ID };
}
