import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Marks the <style> in a page's head that holds the rules of its first screen, rendered ahead of
 * time (prerender/render-ahead.tsx); its value lists their Emotion ids, space-separated.
 *
 * Not Emotion's own `data-emotion="css <ids>"`: Emotion's cache moves every such element twice as
 * it is made (to the end of the head, then into its sheet), and Chromium re-parses a moved style
 * element and restyles the whole page for it. That was 50–100 ms of a phone's main thread (4×
 * CPU) inside the start-up's longest task, for rules that were already in place.
 */
export const FIRST_SCREEN_STYLES_ATTRIBUTE = 'data-carzone-first-screen-styles';

let pageCache: EmotionCache | undefined;

/**
 * Emotion's cache for the page, made on first use: it takes the first screen's rules as inserted,
 * so neither hydration nor a later render writes them again, and leaves their element where the
 * page put it. (Emotion's default cache, made as @emotion/react loads, finds no element of its own
 * kind in such a page and moves nothing.)
 */
export function pageStyleCache(): EmotionCache {
  if (pageCache) return pageCache;
  const cache = createCache({ key: 'css' });
  for (const style of document.querySelectorAll(`style[${FIRST_SCREEN_STYLES_ATTRIBUTE}]`)) {
    for (const id of style.getAttribute(FIRST_SCREEN_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
      if (id) cache.inserted[id] = true;
    }
  }
  pageCache = cache;
  return cache;
}
