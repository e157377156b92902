import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** In the browser, the page is React's unless a first screen is being taken over (below). */
let hydrated = true;
const listeners = new Set<() => void>();

/**
 * Called as a first screen's take-over starts (false) and ends (true). The end is told to the
 * hooks in a task of its own, after the take-over's commit, and they re-render in a transition
 * (useHydrated): a phone's main thread is never held for them (docs/performance.md).
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

/** The store's value is read as a component renders, never pushed (see useHydrated). */
const subscribeToNothing = () => () => {};

/**
 * False while the page is the HTML rendered ahead of time (and while React takes it over), true
 * once React runs it. A form's send button waits for it: before that, the browser would send the
 * form itself, reloading the page (with what was typed in its address).
 *
 * Its readers learn that the take-over is over in a transition, not as a store's change (which
 * React renders at once and in one piece): they are whole forms and toolbars (118 components on
 * Home, 236 on /available), and in one piece that was a task of 190 ms on a phone
 * (docs/performance.md).
 */
export function useHydrated(): boolean {
  const now = useSyncExternalStore(
    subscribeToNothing,
    () => hydrated,
    () => false,
  );
  const [hydratedAtMount] = useState(now);
  const [toldSince, setToldSince] = useState(false);
  useEffect(() => {
    if (hydratedAtMount) return;
    const tell = () => startTransition(() => setToldSince(true));
    if (hydrated) {
      tell();
      return;
    }
    listeners.add(tell);
    return () => {
      listeners.delete(tell);
    };
  }, [hydratedAtMount]);
  return now || toldSince;
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
