import { useHydrated } from '@carzone/web-kit';
import { useLayoutEffect } from 'react';

/**
 * A page that came as HTML can be scrolled before its scripts run (on a slow phone, for seconds).
 * When React then takes it over, React Router's ScrollRestoration puts a page it has no saved
 * position for at its top, throwing the person back from what they were reading. Rendered just
 * before ScrollRestoration, this reads where the page is as the take-over commits and puts it back
 * once ScrollRestoration has moved it, before anything is painted. A page React renders itself
 * (no HTML to take over) is left to ScrollRestoration.
 */
export function KeepScrollOnTakeOver() {
  const takingOver = !useHydrated();
  useLayoutEffect(() => {
    const { scrollX, scrollY } = window;
    if (!takingOver || (scrollX === 0 && scrollY === 0)) return;
    // After this commit's other layout effects (ScrollRestoration's, which run after this one's)
    // and the updates they flush, still within the same task: before the next paint.
    queueMicrotask(() => {
      if (window.scrollX !== scrollX || window.scrollY !== scrollY)
        window.scrollTo(scrollX, scrollY);
    });
    // Only the take-over's commit: later renders are the router's to scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
