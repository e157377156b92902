// A Vitest `setupFiles` entry for component tests in jsdom.
import { toaster } from '@carzone/web-kit';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the layout APIs Chakra's (Zag) components observe; inert stand-ins are enough here.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo ??= () => {};

afterEach(() => {
  // Testing Library cleans up by itself only when test globals are on; they are off here.
  cleanup();
  // The toaster is a page-wide singleton; one test's toasts must not leak into the next.
  toaster().remove();
});
