// When a part below the fold is about to be seen: what waits for it (its hydration, its code and
// data) starts then, not with the page. Before the person scrolls, only what is on the screen
// counts as about to be seen: a part just below the fold of a tall screen waits for the first
// scroll, so every screen's first visit loads the same first screen (docs/decisions/019).
import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the screen a part counts as near once the page moves: a flick. */
const NEAR_SCREEN_MARGIN = '400px 0px';

/**
 * Calls `onNear` once, when any of `elements` is on the screen, or within a flick of it once the
 * page has been scrolled (at once if either already holds). Returns what stops watching.
 */
export function whenNearScreen(elements: Iterable<Element>, onNear: () => void): () => void {
  const withinFlick = new Set<Element>();
  let scrolled = window.scrollY > 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    onScreen.disconnect();
    nearScreen.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
  const near = () => {
    // An observer's report already queued still arrives after the other one stopped watching.
    if (stopped) return;
    stop();
    onNear();
  };
  const onScreen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) near();
  });
  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) withinFlick.add(entry.target);
        else withinFlick.delete(entry.target);
      }
      if (scrolled && withinFlick.size > 0) near();
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  const onScroll = () => {
    scrolled = true;
    if (withinFlick.size > 0) near();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const element of elements) {
    onScreen.observe(element);
    nearScreen.observe(element);
  }
  return stop;
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
