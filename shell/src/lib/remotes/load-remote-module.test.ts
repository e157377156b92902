import type { RouteModule } from '@carzone/federation/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime stands in for the network: each test says what loading a module does.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/runtime', () => runtime);
// The page's words: a remote loaded in Bangla is answered once its catalog is in.
const messages = vi.hoisted(() => ({ whenMessagesReady: vi.fn(async () => {}) }));
vi.mock('@carzone/web-kit', () => messages);

const AVAILABLE_CARS = 'mf_catalog/available-cars-route';
const LOAD_TIMEOUT_MS = 15_000;

const pageModule = (): RouteModule => ({ Component: () => null });

/** A fresh copy of the loader (its registry and cache are per page), with the catalog deployed. */
async function freshLoader(
  remotes: Record<string, string> = { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
) {
  vi.resetModules();
  const loader = await import('./load-remote-module.ts');
  loader.registerRemoteEntries(remotes);
  return loader;
}

/** How a promise ended: its value, or what it threw. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  // registerRemoteEntries resolves entries against the page's address.
  vi.stubGlobal('window', { location: new URL('http://localhost:4000/available') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registerRemoteEntries', () => {
  it('registers each remote of the runtime manifest at its full address, as an ES module', async () => {
    await freshLoader({
      mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
      mf_marketing: 'https://cdn.example/mf-marketing/v7/remoteEntry.js',
    });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      {
        name: 'mf_catalog',
        entry: 'http://localhost:4000/remotes/mf-catalog/remoteEntry.js',
        type: 'module',
      },
      {
        name: 'mf_marketing',
        entry: 'https://cdn.example/mf-marketing/v7/remoteEntry.js',
        type: 'module',
      },
    ]);
  });
});

describe('loadRemoteModule', () => {
  it('loads a module by its contract id and keeps it: the second call does not load again', async () => {
    const page = pageModule();
    runtime.loadRemote.mockResolvedValue(page);
    const { loadRemoteModule, loadedRemoteModule } = await freshLoader();
    expect(loadedRemoteModule(AVAILABLE_CARS)).toBeUndefined();

    await expect(loadRemoteModule(AVAILABLE_CARS)).resolves.toBe(page);
    await expect(loadRemoteModule(AVAILABLE_CARS)).resolves.toBe(page);

    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith(AVAILABLE_CARS);
    expect(loadedRemoteModule(AVAILABLE_CARS)).toBe(page);
  });

  it("answers only once the remote's words for the page's language are in", async () => {
    const page = pageModule();
    runtime.loadRemote.mockResolvedValue(page);
    let catalogIn: () => void = () => {};
    messages.whenMessagesReady.mockReturnValueOnce(
      new Promise<void>((resolve) => (catalogIn = resolve)),
    );
    const { loadRemoteModule } = await freshLoader();
    let answered = false;
    const loading = loadRemoteModule(AVAILABLE_CARS).then(() => (answered = true));
    await vi.waitFor(() => expect(messages.whenMessagesReady).toHaveBeenCalled());
    expect(answered).toBe(false);
    catalogIn();
    await loading;
    expect(answered).toBe(true);
  });

  it('calls an area the runtime manifest does not list unavailable, without asking the runtime', async () => {
    const { loadRemoteModule, RemoteUnavailableError } = await freshLoader();
    const result = await outcome(loadRemoteModule('mf_booking/my-bookings-route'));

    expect(result).toEqual({ rejected: expect.any(RemoteUnavailableError) });
    expect((result as { rejected: { moduleId: string } }).rejected.moduleId).toBe(
      'mf_booking/my-bookings-route',
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('turns a failed load into RemoteUnavailableError, and the next call tries again and can succeed', async () => {
    const page = pageModule();
    const networkDown = new TypeError('Failed to fetch dynamically imported module');
    runtime.loadRemote.mockRejectedValueOnce(networkDown).mockResolvedValueOnce(page);
    const { loadRemoteModule, loadedRemoteModule, RemoteUnavailableError } = await freshLoader();

    const first = await outcome(loadRemoteModule(AVAILABLE_CARS));
    expect(first).toEqual({ rejected: expect.any(RemoteUnavailableError) });
    expect((first as { rejected: Error }).rejected.cause).toBe(networkDown);
    expect(loadedRemoteModule(AVAILABLE_CARS)).toBeUndefined();

    await expect(loadRemoteModule(AVAILABLE_CARS)).resolves.toBe(page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('treats an empty module as a failure, and keeps nothing', async () => {
    runtime.loadRemote.mockResolvedValueOnce(undefined).mockResolvedValueOnce(pageModule());
    const { loadRemoteModule, RemoteUnavailableError } = await freshLoader();

    await expect(loadRemoteModule(AVAILABLE_CARS)).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadRemoteModule(AVAILABLE_CARS)).resolves.toEqual({
      Component: expect.any(Function),
    });
  });

  it('gives up on a remote that does not answer within 15 s, then tries it again on the next call', async () => {
    vi.useFakeTimers();
    const page = pageModule();
    runtime.loadRemote
      .mockReturnValueOnce(new Promise(() => {})) // never answers
      .mockResolvedValueOnce(page);
    const { loadRemoteModule, RemoteUnavailableError } = await freshLoader();

    let settled = false;
    const first = outcome(loadRemoteModule(AVAILABLE_CARS)).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    const result = await first;
    expect(result).toEqual({ rejected: expect.any(RemoteUnavailableError) });
    expect(String((result as { rejected: Error }).rejected.cause)).toContain('15000 ms');

    await expect(loadRemoteModule(AVAILABLE_CARS)).resolves.toBe(page);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves no timer behind once a module has loaded', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockResolvedValue(pageModule());
    const { loadRemoteModule } = await freshLoader();
    await loadRemoteModule(AVAILABLE_CARS);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('areaLabel', () => {
  it('names the area a module belongs to in words a visitor understands', async () => {
    const { areaLabel } = await freshLoader();
    expect(areaLabel(AVAILABLE_CARS)).toBe('car catalog');
    expect(areaLabel('mf_marketing/faq-route')).toBe('information pages');
  });
});
