import { KitProvider, type SessionUser } from '@carzone/web-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  MemoryRouter,
  RouterProvider,
  useRouteError,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { signInAs } from './session';

export interface RenderOptions {
  /** Renders as this user, signed in (the session store is set before anything renders). */
  signedInAs?: SessionUser;
}

/** Stands in for the shell's error boundary: a 404 route error response shows its message. */
function TestErrorBoundary() {
  const error = useRouteError();
  return (
    <p>
      {isRouteErrorResponse(error)
        ? `${error.status}: ${String(error.data)}`
        : 'Something went wrong'}
    </p>
  );
}

/**
 * Renders one route module (loader + Component) at `url` (or a location with history state),
 * inside the kit, as the shell would.
 */
export function renderRoute(
  route: Omit<RouteObject, 'children' | 'index'> & { path: string },
  url: InitialEntry,
  { signedInAs }: RenderOptions = {},
) {
  if (signedInAs) signInAs(signedInAs);
  const router = createMemoryRouter(
    [{ ...route, ErrorBoundary: TestErrorBoundary, HydrateFallback: () => null }],
    { initialEntries: [url] },
  );
  const view = render(
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>,
  );
  return { ...view, router };
}

/** Renders a view as the shell would: inside the kit (theme and toaster) and a router at `path`. */
export function renderPage(
  ui: ReactElement,
  { path = '/', signedInAs }: { path?: string } & RenderOptions = {},
) {
  if (signedInAs) signInAs(signedInAs);
  return render(
    <KitProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </KitProvider>,
  );
}
