// A first-visit test: it runs in a fresh module registry, as a first visit loads nothing before
// its HTML (another file's lazy import under way would make the server render suspend).
// Home's search as a first screen: it comes as HTML, and a visitor may tick With driver before
// the scripts have run. The tick must reach the search once React has taken the page over.
import {
  createBrowserRouter,
  KitProvider,
  markPageHydrated,
  RouterProvider,
} from '@carzone/web-kit';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeSearch } from './home-search.tsx';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Home, at the page's address (jsdom's, `/`), as the browser's router has it. */
const homeRouter = () =>
  createBrowserRouter([
    { path: '/', Component: HomeSearch },
    { path: '/available', Component: () => <p>Available Cars</p> },
  ]);

const page = (router: ReturnType<typeof homeRouter>) => (
  <KitProvider>
    <RouterProvider router={router} />
  </KitProvider>
);

describe("Home's search taken over from its HTML", () => {
  it('keeps With driver ticked before the scripts ran, and searches with it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(homeRouter()));
    document.body.append(container);
    const box = screen.getByRole('checkbox', { name: 'With driver' }) as HTMLInputElement;
    box.checked = true;

    const router = homeRouter();
    markPageHydrated(false);
    await act(async () => {
      root = hydrateRoot(container, page(router));
    });
    markPageHydrated(true);
    expect(box.checked).toBe(true);

    const search = await screen.findByRole('button', { name: 'Search' });
    await waitFor(() => expect((search as HTMLButtonElement).disabled).toBe(false));
    act(() => (search as HTMLButtonElement).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/available'));
    expect(router.state.location.search).toBe('?driver=with');
  });
});
