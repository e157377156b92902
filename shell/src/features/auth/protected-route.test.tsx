// The guard is driven through a real (memory) router, as the shell's route table uses it: the
// middleware runs before the protected page's loader, which stands in for loading its remote.
import { sessionStore, setSignedIn, setSignedOut } from '@carzone/web-kit';
// A test builds its own memory router; the page's router comes from web-kit.
// eslint-disable-next-line no-restricted-imports
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireSignedIn } from './protected-route.tsx';

// Firebase Auth stands aside: loading it answers at once unless a test holds it back, and the
// session store (which Firebase writes in the app) is set by each test.
const auth = vi.hoisted(() => ({ loadAuth: vi.fn<() => Promise<unknown>>() }));
vi.mock('../../lib/auth/auth-loader.ts', () => auth);

const RAHIM = { email: 'rahim@example.com', displayName: 'Rahim', photoURL: null };

type Router = ReturnType<typeof createMemoryRouter>;

let router: Router | undefined;

/** Opens `url` on a site with a public Home, the sign-in page and a guarded /bookings. */
function visit(url: string) {
  const loadProtectedPage = vi.fn(() => ({ bookings: [] }));
  router = createMemoryRouter(
    [
      { path: '/', Component: () => null },
      { path: '/signin', Component: () => null },
      {
        middleware: [requireSignedIn],
        children: [{ path: '/bookings', loader: loadProtectedPage, Component: () => null }],
      },
    ],
    { initialEntries: ['/'] },
  );
  // Resolves once the navigation has ended, wherever it led.
  const arrived = router.navigate(url);
  return { router, loadProtectedPage, arrived };
}

const whereIs = (current: Router) =>
  `${current.state.location.pathname}${current.state.location.search}`;

/** Gives a guard that is waiting every chance to move on (it must not). */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  auth.loadAuth.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  router?.dispose();
  router = undefined;
  sessionStore.setState(sessionStore.getInitialState(), true);
});

describe('requireSignedIn', () => {
  it('sends a signed-out visitor to sign in, remembering the page and its query, and loads nothing of it', async () => {
    setSignedOut();
    const { router, loadProtectedPage, arrived } = visit('/bookings?status=upcoming');
    await arrived;

    expect(whereIs(router)).toBe(`/signin?from=${encodeURIComponent('/bookings?status=upcoming')}`);
    expect(loadProtectedPage).not.toHaveBeenCalled();
  });

  it('lets a signed-in user through to the page and its data', async () => {
    setSignedIn(RAHIM);
    const { router, loadProtectedPage, arrived } = visit('/bookings');
    await arrived;

    expect(whereIs(router)).toBe('/bookings');
    expect(loadProtectedPage).toHaveBeenCalledTimes(1);
    expect(router.state.errors).toBeNull();
  });

  it('waits while authentication is loading, then lets the user in once they are known', async () => {
    const { router, loadProtectedPage, arrived } = visit('/bookings');
    await aWhile();
    expect(router.state.navigation.state).toBe('loading');
    expect(whereIs(router)).toBe('/');
    expect(loadProtectedPage).not.toHaveBeenCalled();

    setSignedIn(RAHIM);
    await arrived;
    expect(whereIs(router)).toBe('/bookings');
    expect(loadProtectedPage).toHaveBeenCalledTimes(1);
  });

  it('waits while authentication is loading, then sends a signed-out visitor to sign in', async () => {
    const { router, loadProtectedPage, arrived } = visit('/bookings');
    await aWhile();
    expect(router.state.navigation.state).toBe('loading');
    expect(whereIs(router)).toBe('/');

    setSignedOut();
    await arrived;
    expect(whereIs(router)).toBe(`/signin?from=${encodeURIComponent('/bookings')}`);
    expect(loadProtectedPage).not.toHaveBeenCalled();
  });

  it('waits for Firebase Auth to load before trusting the first guess that nobody is signed in', async () => {
    let firebaseAnswered: () => void = () => {};
    auth.loadAuth.mockReturnValue(new Promise<void>((resolve) => (firebaseAnswered = resolve)));
    setSignedOut(); // the shell's guess at start-up when no session hint is stored
    const { router, loadProtectedPage, arrived } = visit('/bookings');
    await aWhile();
    expect(auth.loadAuth).toHaveBeenCalled();
    expect(whereIs(router)).toBe('/');

    // Firebase restores the user's sign-in and answers.
    setSignedIn(RAHIM);
    firebaseAnswered();
    await arrived;
    expect(whereIs(router)).toBe('/bookings');
    expect(loadProtectedPage).toHaveBeenCalledTimes(1);
  });

  it('refuses a signed-in account without an e-mail address, which CarZone needs', async () => {
    setSignedIn({ ...RAHIM, email: '' });
    const { router, loadProtectedPage, arrived } = visit('/bookings');
    await arrived;

    expect(whereIs(router)).toBe(`/signin?from=${encodeURIComponent('/bookings')}`);
    expect(loadProtectedPage).not.toHaveBeenCalled();
  });
});
