import { StrictMode } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { setSignedOut } from '../session/session-store';
import { Container } from '../chakra/core';
import { KitProvider } from '../ui/kit-provider';
import { prepareStyleSystem } from '../ui/theme';

/**
 * Runs a remote alone, for working on it without the shell: its pages under its own base path,
 * inside a plain page frame where the shell has its layout, with the theme and toaster, and
 * nobody signed in (only the shell talks to Firebase).
 */
export function mountRemoteHarness(routes: RouteObject[], basePath: string): void {
  setSignedOut();
  const framed: RouteObject = {
    element: (
      <Container maxW="7xl" py={{ base: 6, md: 10 }}>
        <Outlet />
      </Container>
    ),
    HydrateFallback: () => null,
    children: routes,
  };
  const router = createBrowserRouter([framed], { basename: basePath.replace(/\/$/, '') });
  // Once the theme's page-wide CSS is in the page: a remote alone is served no page that has it.
  // React DOM's client is imported here, not at the top: web-kit is in the shell's first shared
  // file, whose evaluation would otherwise run React DOM's in its own long task.
  void Promise.all([import('react-dom/client'), prepareStyleSystem()]).then(([{ createRoot }]) =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <KitProvider>
          <RouterProvider router={router} />
        </KitProvider>
      </StrictMode>,
    ),
  );
}
