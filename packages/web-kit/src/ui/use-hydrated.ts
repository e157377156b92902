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
