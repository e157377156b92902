// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { mountRemoteHarness } from './mount-remote-harness';

it("mounts a remote's pages below its base path, framed where the shell has its layout", async () => {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/remotes/mf-test/about');
  mountRemoteHarness(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/about', element: <h1>About</h1> },
    ],
    '/remotes/mf-test/',
  );
  const heading = await vi.waitFor(
    () => document.querySelector('h1') ?? Promise.reject(new Error('not rendered yet')),
    { timeout: 10_000 },
  );
  expect(heading.textContent).toBe('About');
  expect(heading.parentElement?.classList).toContain('chakra-container');
});
