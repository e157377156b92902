import { use } from 'react';
import type * as InteractiveParts from './interactive';

export type InteractiveKit = typeof InteractiveParts;

let loading: Promise<InteractiveKit> | undefined;

/**
 * Starts loading the interactive parts (at once, or ahead of need: on hover, when idle). Being a
 * chunk of the web-kit singleton, not a package of its own, they share its one Chakra.
 */
export function loadInteractive(): Promise<InteractiveKit> {
  if (!loading) {
    const promise = import('./interactive');
    loading = promise;
    // React's `use()` reads these fields: once set, it renders at once instead of suspending.
    void promise.then((kit) => Object.assign(promise, { status: 'fulfilled', value: kit }));
  }
  return loading;
}

/**
 * True once the interactive parts have loaded (a component can then render with them at once),
 * without starting to load them.
 */
export function isInteractiveLoaded(): boolean {
  return (loading as { status?: string } | undefined)?.status === 'fulfilled';
}

/**
 * The interactive parts for a component to render with: `const { Dialog } = useInteractive()`.
 * It suspends until they have loaded, so render it inside a `<Suspense>` with a fallback of the
 * same size.
 */
export function useInteractive(): InteractiveKit {
  return use(loadInteractive());
}
