// The 64 districts for a car search's district select (/available's filters, Home's search),
// fetched only when wanted: the list (`@carzone/domain/districts`, about 6 KB) is no part of a
// page's first visit. It is asked for once the page is idle, or when the select is pointed at or
// reached first (or, on /available, its filters are opened). Bundled into each unit that uses it,
// as all of packages/ui: each unit fetches its own copy once.
import type * as Districts from '@carzone/domain/districts';
import { useSyncExternalStore } from 'react';

type DistrictsModule = typeof Districts;

let loaded: DistrictsModule | null = null;
let loading: Promise<DistrictsModule> | null = null;
const listeners = new Set<() => void>();

/** The districts' module, fetched once (a failed fetch is tried again on the next ask). */
export function loadDistricts(): Promise<DistrictsModule> {
  loading ??= import('@carzone/domain/districts').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Asks for the list without waiting for it (an event handler's or an effect's way). */
export function wantDistricts(): void {
  loadDistricts().catch(() => {
    // Offline, say: the select keeps what it shows, and the next ask tries again.
  });
}

/** Whether `id` is one of the districts (fetches the list when it is not there yet). */
export async function isKnownDistrict(id: string): Promise<boolean> {
  return (await loadDistricts()).isDistrictId(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The districts once fetched, else null: always null while the server's HTML is taken over, which
 * did not have them. Fetching is the search's to ask for (`wantDistricts`), when a person starts
 * using it: never on its own, so no first visit downloads the list.
 */
export function useDistricts(): readonly Districts.District[] | null {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return module?.DISTRICTS ?? null;
}
