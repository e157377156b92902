import type { FederationManifest } from '@carzone/first-visit';
import { describe, expect, it } from 'vitest';
import { cachedReader, checkedFirstRoutes } from './published-files.ts';

describe('cachedReader', () => {
  it('reads a manifest once while it is fresh, and again in the background once stale', async () => {
    let clock = 0;
    const reads: string[] = [];
    let version = 1;
    const read = cachedReader<FederationManifest>({
      maxAgeMs: 1000,
      now: () => clock,
      read: async (url) => {
        reads.push(url);
        return { exposes: [{ name: `v${version}` }] };
      },
    });
    expect(await read('m')).toEqual({ exposes: [{ name: 'v1' }] });
    clock = 500;
    expect(await read('m')).toEqual({ exposes: [{ name: 'v1' }] });
    expect(reads).toHaveLength(1);

    version = 2;
    clock = 1500;
    // Stale: answered at once with what it has, fetched again for the next page.
    expect(await read('m')).toEqual({ exposes: [{ name: 'v1' }] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read('m')).toEqual({ exposes: [{ name: 'v2' }] });
    expect(reads).toHaveLength(2);
  });

  it('does not hold the page for a remote that does not answer, nor for one that fails', async () => {
    const slow = cachedReader<FederationManifest>({
      waitMs: 20,
      read: () => new Promise(() => {}),
    });
    const started = Date.now();
    expect(await slow('m')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);

    const failing = cachedReader<FederationManifest>({
      read: () => Promise.reject(new Error('502')),
    });
    expect(await failing('m')).toBeUndefined();
  });

  it('waits for a remote that had no manifest yet once the answer is stale', async () => {
    let clock = 0;
    const remote: { manifest?: FederationManifest } = {};
    const read = cachedReader<FederationManifest>({
      maxAgeMs: 1000,
      now: () => clock,
      read: async () => remote.manifest,
    });
    expect(await read('m')).toBeUndefined(); // the remote was still starting
    remote.manifest = { exposes: [] };
    clock = 1500;
    expect(await read('m')).toEqual({ exposes: [] });
  });
});

describe('checkedFirstRoutes', () => {
  it("keeps a remote's own first routes and drops a list naming another remote's modules", () => {
    const list = { '/': { modules: ['mf_catalog/recent-listings'], data: ['/api/allCars'] } };
    expect(checkedFirstRoutes(list, 'mf_catalog', 'u').get('/')?.modules).toEqual([
      'mf_catalog/recent-listings',
    ]);
    // The marketing remote cannot have the page preload the catalogue's code.
    expect(checkedFirstRoutes(list, 'mf_marketing', 'u').size).toBe(0);
    expect(checkedFirstRoutes(undefined, 'mf_catalog', 'u').size).toBe(0);
    expect(checkedFirstRoutes('nonsense', 'mf_catalog', 'u').size).toBe(0);
  });
});
