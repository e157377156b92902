// A Vitest `setupFiles` entry for component tests in jsdom.
import { clearToasts } from '@carzone/web-kit';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetSession } from './session';
import { refuseUnstubbedCalls, takeUnstubbedCalls } from './stub-api';

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

// A page's first render with the theme takes more than the default second on a busy machine
// (CI runs several suites at once); `findBy…` waits this long before it gives up, and a test that
// types and waits through several pages gets this long in all. Both are limits on waiting, not
// figures about speed: a test that fails them is stuck, not slow.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

// No test reaches a real server: a call made without `stubApi` fails the test that made it.
refuseUnstubbedCalls();

afterEach(async () => {
  // Testing Library cleans up by itself only when test globals are on; they are off here.
  cleanup();
  // The toaster and the session store are page-wide singletons: nothing of one test's toasts or
  // signed-in user may leak into the next.
  await clearToasts();
  resetSession();
  const stray = takeUnstubbedCalls();
  if (stray.length > 0) throw new Error(stray.join('\n'));
});
