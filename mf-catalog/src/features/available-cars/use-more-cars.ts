import type { Car, CarListParams } from '@carzone/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchCarPage, type CarPage } from './car-page-api.ts';

/** The first page the loader brought, and the search (text, sort, dates, prices) it answers. */
export interface FirstCarPage extends CarPage {
  search: CarListParams;
}

interface MorePages {
  /** The first page these follow: a new search (a new first page) starts the list over. */
  first: FirstCarPage;
  cars: Car[];
  /** How far into the server's list the pages so far reach: the offset of the next page. */
  reached: number;
  total: number;
  estimated: boolean;
  status: 'idle' | 'loading' | 'failed';
  /** Where the latest page starts in the list shown, or null before any. */
  appendedFrom: number | null;
}

/**
 * The cars of the loader's first page followed by those "Show more" fetched, for the same search
 * (text, sort, dates and prices). Each next page starts where the last one ended (`offset`), and the list ends when it
 * reaches the server's latest total. An estimated total is at least one more than the pages so far
 * while they come back full, so the list goes on until a page comes back short (its total exact)
 * or empty.
 */
export function useMoreCars(first: FirstCarPage) {
  const [more, setMore] = useState<MorePages | null>(null);
  const current = more?.first === first ? more : null;
  const abort = useRef<AbortController | null>(null);
  // A page still on its way when the search changes or the page closes is not wanted any more.
  useEffect(() => () => abort.current?.abort(), [first]);

  const cars = useMemo(
    () => (current ? [...first.cars, ...current.cars] : first.cars),
    [first, current],
  );
  const reached = current?.reached ?? first.cars.length;
  const total = current?.total ?? first.total;
  const estimated = current?.estimated ?? first.estimated;
  const status = current?.status ?? 'idle';

  async function showMore() {
    if (status === 'loading') return;
    const controller = new AbortController();
    abort.current = controller;
    const before: MorePages = current ?? {
      first,
      cars: [],
      reached,
      total,
      estimated,
      status: 'idle',
      appendedFrom: null,
    };
    setMore({ ...before, status: 'loading' });
    try {
      const page = await fetchCarPage({ ...first.search, offset: reached }, controller.signal);
      if (!Array.isArray(page.cars as unknown)) throw new Error('The next page is not a list.');
      // Cars listed since the first page push the rest down, so a car may come twice: once is enough.
      const shown = new Set([...first.cars, ...before.cars].map((car) => car._id));
      setMore({
        first,
        cars: [...before.cars, ...page.cars.filter((car) => !shown.has(car._id))],
        reached: reached + page.cars.length,
        // An empty page means cars were removed since: the list has ended wherever it is.
        total: page.cars.length === 0 ? reached : page.total,
        estimated: page.cars.length > 0 && page.estimated,
        status: 'idle',
        appendedFrom: cars.length,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      setMore({ ...before, status: 'failed' });
    }
  }

  return {
    cars,
    total,
    estimated,
    hasMore: reached < total,
    status,
    appendedFrom: current?.appendedFrom ?? null,
    showMore,
  };
}
