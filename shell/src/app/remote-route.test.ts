// @vitest-environment jsdom
// A page rendered per request brings the data its remote route's loader returned on the server:
// the browser's first run of that loader for the page's own address returns it, once.
import type { RouteModule } from '@carzone/federation/contracts';
import type { LoaderFunctionArgs, RouteObject } from '@carzone/web-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVED_ROUTE_DATA_ID } from '../lib/remotes/served-route-data.ts';

const AVAILABLE_CARS = 'mf_catalog/available-cars-route';

/** A fresh page: its modules (the served data is read once per page), the catalog provided. */
async function freshPage(served: string | undefined, catalogThere = true) {
  vi.resetModules();
  document.head.innerHTML =
    served === undefined
      ? ''
      : `<script type="application/json" id="${SERVED_ROUTE_DATA_ID}">${served}</script>`;
  const fetchedByLoader = vi.fn(async ({ request }: LoaderFunctionArgs) => ({
    fetched: new URL(request.url).search,
  }));
  const remotes = await import('../lib/remotes/load-remote-module.ts');
  if (catalogThere)
    remotes.provideRemoteModules({
      [AVAILABLE_CARS]: { Component: () => null, loader: fetchedByLoader } satisfies RouteModule,
    });
  const { remoteRoute } = await import('./remote-route.tsx');
  const route: RouteObject = remoteRoute('/available', AVAILABLE_CARS);
  const load = (url: string) =>
    (route.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({
      request: new Request(`http://localhost${url}`),
      params: {},
      context: undefined,
    } as LoaderFunctionArgs);
  return { load, fetchedByLoader, remotes };
}

const servedFor = (url: string, data: unknown) =>
  JSON.stringify({ url, data: { [AVAILABLE_CARS]: data } });

afterEach(() => {
  document.head.innerHTML = '';
});

describe("a remote route's loader on a page rendered per request", () => {
  it('returns the data the page brought for its own address, once; then asks again', async () => {
    const { load, fetchedByLoader } = await freshPage(
      servedFor('/available?q=toyota', { ok: true, cars: ['Axio'], total: 1 }),
    );
    expect(await load('/available?q=toyota')).toEqual({ ok: true, cars: ['Axio'], total: 1 });
    expect(fetchedByLoader).not.toHaveBeenCalled();
    // "Try again", Back to it later: a fresh answer.
    expect(await load('/available?q=toyota')).toEqual({ fetched: '?q=toyota' });
    expect(fetchedByLoader).toHaveBeenCalledTimes(1);
  });

  it('asks the API for any other address than the one the page was rendered for', async () => {
    const { load, fetchedByLoader } = await freshPage(
      servedFor('/available?q=toyota', { ok: true, cars: [], total: 0 }),
    );
    expect(await load('/available?q=bmw')).toEqual({ fetched: '?q=bmw' });
    expect(fetchedByLoader).toHaveBeenCalledTimes(1);
  });

  it('asks the API on a retry after the area failed to load, not the old answer', async () => {
    const { load, fetchedByLoader, remotes } = await freshPage(
      servedFor('/available', { ok: true, cars: ['Axio'], total: 1 }),
      false,
    );
    await expect(load('/available')).rejects.toThrow(/could not be loaded/);
    remotes.provideRemoteModules({
      [AVAILABLE_CARS]: { Component: () => null, loader: fetchedByLoader } satisfies RouteModule,
    });
    expect(await load('/available')).toEqual({ fetched: '' });
  });

  it('asks the API on a page that brought nothing, or something unreadable', async () => {
    for (const served of [undefined, 'not json', '{"url":"/available"}']) {
      const { load } = await freshPage(served);
      expect(await load('/available'), String(served)).toEqual({ fetched: '' });
    }
  });
});
