import type { Plugin } from 'vite';

/**
 * The host's map of shared modules: the federation's virtual module, which imports the eager
 * shared file and which the host's entry (`remoteEntry.js`) imports dynamically before it
 * initialises the shares.
 */
export const SHARED_MODULES_MAP = /localSharedImportMap/;

/**
 * Ends the module with a pause for the browser (a tap, a key, a paint), except in a hidden tab,
 * where nothing waits and a timer may come a second late. `scheduler.yield` where the browser has
 * it (Chromium), a timer elsewhere; as web-kit's `yieldToBrowser`, which this file cannot import.
 */
export const YIELD_TO_THE_BROWSER =
  'if(!document.hidden)await(globalThis.scheduler?.yield?.()??new Promise(r=>setTimeout(r,0)));';

/**
 * The eager shared file evaluates as the map's import, and the federation's entry then
 * initialises the shares (React, web-kit with Chakra) in the same task, as a promise's
 * continuation: one task of 70–95 ms on a phone (4× CPU), the only one over 50 ms after the first
 * paint on `/` and `/available` (decision 016, and its measurement log in docs/performance.md).
 * A top-level await at the map's end lets the browser in between, so the two halves are tasks of
 * their own.
 */
export function sharesInitialisedAfterAYield(): Plugin {
  return {
    name: 'carzone:shares-initialised-after-a-yield',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.moduleIds.some((id) => SHARED_MODULES_MAP.test(id))) return null;
      // Appended, so no line moves: the existing source map stays true (`map: null`).
      return { code: `${code}\n${YIELD_TO_THE_BROWSER}\n`, map: null };
    },
  };
}
