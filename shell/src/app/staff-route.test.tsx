// @vitest-environment jsdom
// The operators' console through the shell's own route table: who gets it, who gets the site's
// 404 page without a file of it, and who sees "Console" in the nav. Firebase stands aside (the
// session store is set by each test) and the remotes are stand-ins that record being loaded.
import '@carzone/web-testing/setup';
import {
  KitProvider,
  loadInteractive,
  sessionStore,
  setSignedIn,
  setSignedOut,
} from '@carzone/web-kit';
import { makeSessionUser, stubApi } from '@carzone/web-testing';
import { cleanup, render, screen, within } from '@testing-library/react';
// A test builds its own memory router; the page's router comes from web-kit.
// eslint-disable-next-line no-restricted-imports
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './router.tsx';

const auth = vi.hoisted(() => ({
  loadAuth: vi.fn(() => Promise.resolve()),
  useAuthStarted: () => true,
}));
vi.mock('../lib/auth/auth-loader.ts', () => auth);

const remotes = vi.hoisted(() => {
  const loaded = new Map<string, { Component: () => string }>();
  return {
    loadRemoteModule: vi.fn((id: string) => {
      const page = { Component: () => `The page of ${id}` };
      loaded.set(id, page);
      return Promise.resolve(page);
    }),
    loadedRemoteModule: (id: string) => loaded.get(id),
    areaLabel: () => 'console',
  };
});
vi.mock('../lib/remotes/load-remote-module.ts', () => remotes);

const RENTER = makeSessionUser({ email: 'renter@example.com' });
const SUPPORT = makeSessionUser({ email: 'support@carzone.test', role: 'support' });
const FINANCE = makeSessionUser({ email: 'finance@carzone.test', role: 'finance' });

function visit(url: string) {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
  render(
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>,
  );
  return router;
}

const consoleFilesAsked = () =>
  remotes.loadRemoteModule.mock.calls.filter(([id]) => id.startsWith('mf_admin/'));

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

// A signed-in person's account menu comes with the interactive kit: loaded once, so it is there.
beforeAll(async () => {
  await loadInteractive();
}, 60_000);

beforeEach(() => {
  remotes.loadRemoteModule.mockClear();
  // The nav asks how many requests wait for a signed-in person.
  stubApi({ 'GET /api/requests': [] });
});

afterEach(() => {
  sessionStore.setState(sessionStore.getInitialState(), true);
});

describe("the operators' console in the shell", { timeout: 30_000 }, () => {
  it.each([
    ['a visitor', () => setSignedOut()],
    ['a signed-in person without a staff role', () => setSignedIn(RENTER)],
  ])(
    'is the 404 page for %s, at /admin and under it, and nothing of it is loaded',
    async (_, signIn) => {
      signIn();
      for (const url of ['/admin', '/admin/staff', '/admin/audit?actor=x']) {
        visit(url);
        expect(await screen.findByRole('heading', { name: '404 - page not found' })).toBeTruthy();
        expect(navLinks()).not.toContain('Console');
        cleanup();
      }
      expect(consoleFilesAsked()).toEqual([]);
      expect(screen.queryByText(/Console/)).toBeNull();
    },
  );

  it('opens for staff, from the console remote, with "Console" in the nav', async () => {
    setSignedIn(SUPPORT);
    visit('/admin/audit');
    expect(await screen.findByText('The page of mf_admin/audit-route')).toBeTruthy();
    expect(navLinks()).toContain('Console');
    expect(consoleFilesAsked().map(([id]) => id)).toEqual(['mf_admin/audit-route']);
  });

  it('opens for finance too: its overview and the payments', async () => {
    setSignedIn(FINANCE);
    for (const [url, id] of [
      ['/admin', 'mf_admin/overview-route'],
      ['/admin/payments', 'mf_admin/payments-route'],
    ] as const) {
      visit(url);
      expect(await screen.findByText(`The page of ${id}`)).toBeTruthy();
      expect(navLinks()).toContain('Console');
      cleanup();
    }
  });

  it('shows a console path it has no page for as the 404 page, to staff too', async () => {
    setSignedIn(SUPPORT);
    visit('/admin/no-such-part');
    expect(await screen.findByRole('heading', { name: '404 - page not found' })).toBeTruthy();
    expect(consoleFilesAsked()).toEqual([]);
  });

  it('shows "Console" in the nav to staff only', async () => {
    setSignedIn(RENTER);
    visit('/a');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(navLinks()).toContain('My Bookings');
    expect(navLinks()).not.toContain('Console');
  });
});
