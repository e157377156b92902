// When a part below the fold is about to be seen: what waits for it (its hydration, its code and
// data) starts then, not with the page.
import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the screen a part counts as near: a fast flick's distance. */
const NEAR_SCREEN_MARGIN = '400px 0px';

/**
 * Calls `onNear` once, when any of `elements` comes within a flick of the screen (at once if it
 * already is). Returns what stops watching.
 */
export function whenNearScreen(elements: Iterable<Element>, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** False until the element `ref` holds has come near the screen; true from then on. */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    return whenNearScreen([ref.current], () => setNear(true));
  }, [near, ref]);
  return near;
}
