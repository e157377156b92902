import type { CarSort } from '@carzone/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@carzone/web-kit';
import {
  normaliseSearch,
  readCarListAddress,
  writeCarListAddress,
  type CarListAddress,
} from './car-list-address.ts';
import type { CarListView } from './car-list-view.ts';

/** Typing settles for this long before the search is sent (each search is a server round trip). */
export const SEARCH_DELAY_MS = 300;

/**
 * Search text, sort and view of the Available Cars page, kept in the address. The sort and the
 * view go there at once; the search box's text once typing settles. Each change replaces the
 * history entry, and a new search or sort makes the router run the page's loader again.
 */
export function useCarListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readCarListAddress(searchParams);
  const [draft, setDraft] = useState(address.q);
  // `seen`: the address's search at the last render; `written`: the last search this hook put
  // there. The address shows a write only once the loader has answered, and the visitor may have
  // typed on meanwhile, so only a change the hook did not make (Back, Forward, a link) may
  // overwrite the box.
  const [sync, setSync] = useState({ seen: address.q, written: address.q });
  if (address.q !== sync.seen) {
    const ours = address.q === sync.written;
    setSync({ seen: address.q, written: address.q });
    if (!ours) setDraft(address.q);
  }

  // The address changes only once the loader has answered: until then, the last change written
  // is what the next one builds on, or a sort chosen meanwhile would drop the search (or the
  // reverse). Once the address moves (to it, or elsewhere by Back), it is the base again.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const write = useCallback(
    (changes: Partial<CarListAddress>) => {
      if (changes.q !== undefined) {
        const written = normaliseSearch(changes.q);
        setSync((current) => ({ ...current, written }));
      }
      const base = pending.current ?? searchParams;
      const next = writeCarListAddress(base, changes);
      // The same address again would load the same list again.
      if (next.toString() === base.toString()) return;
      pending.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const typed = normaliseSearch(draft);
  useEffect(() => {
    // Already there, or already on its way (sent by Enter or with a sort).
    if (typed === address.q || typed === sync.written) return;
    const timer = setTimeout(() => write({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, address.q, sync.written, write]);

  return {
    /** What the search box shows. */
    draft,
    sort: address.sort,
    view: address.view,
    setDraft,
    /** Sends the typed search now (Enter), without waiting for typing to settle. */
    searchNow: () => write({ q: typed }),
    clearSearch: () => {
      setDraft('');
      write({ q: '' });
    },
    // The search typed so far goes along, so the list never shows one without the other.
    setSort: (sort: CarSort) => write({ q: typed, sort }),
    setView: (view: CarListView) => write({ view }),
  };
}
