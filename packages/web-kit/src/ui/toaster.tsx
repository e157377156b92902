import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as ToasterViewModule from './toaster-view';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

// The toaster's UI and state machine load with the first toast, so a first visit never downloads
// them. A toast waits until the view is on the page: one made before it mounts would not show.
let viewModule: Promise<typeof ToasterViewModule> | undefined;
const loadView = () => (viewModule ??= import('./toaster-view'));
let LazyToasterView: ReturnType<typeof lazyView> | undefined;
const lazyView = () => lazy(() => loadView().then(({ ToasterView }) => ({ default: ToasterView })));

let viewRequested = false;
const requestListeners = new Set<() => void>();
let markViewMounted: () => void = () => {};
const viewMounted = new Promise<void>((resolve) => {
  markViewMounted = resolve;
});

function requestView(): void {
  if (viewRequested) return;
  viewRequested = true;
  for (const listener of requestListeners) listener();
}

function subscribeToRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function showToast(kind: ToastKind, title: string, description?: string): void {
  requestView();
  void Promise.all([viewMounted, loadView()]).then(([, { toaster }]) =>
    toaster().create({ type: kind, title, description }),
  );
}

/** Where toasts appear: mounted once by KitProvider; renders nothing until the first toast. */
export function AppToaster() {
  const requested = useSyncExternalStore(
    subscribeToRequest,
    () => viewRequested,
    // A first screen rendered ahead of time (the shell's prerender) has no toast.
    () => false,
  );
  if (!requested) return null;
  LazyToasterView ??= lazyView();
  return (
    <Suspense fallback={null}>
      <LazyToasterView onMounted={markViewMounted} />
    </Suspense>
  );
}

/** Removes every toast (tests: one test's toasts must not leak into the next). */
export async function clearToasts(): Promise<void> {
  if (viewModule) (await viewModule).toaster().remove();
}
