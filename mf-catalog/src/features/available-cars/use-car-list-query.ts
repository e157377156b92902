import { isCarSort, type CarSort } from '@carzone/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isCarListView, type CarListView } from './car-list-view.ts';

const DEFAULT_SORT: CarSort = 'newest';
const DEFAULT_VIEW: CarListView = 'grid';
/** Typing settles for this long before the address bar follows it. */
const URL_SYNC_DELAY_MS = 300;

export interface CarListQuery {
  query: string;
  sort: CarSort;
  view: CarListView;
}

function fromSearchParams(params: URLSearchParams): CarListQuery {
  const sort = params.get('sort') ?? '';
  const view = params.get('view');
  return {
    query: params.get('q') ?? '',
    sort: isCarSort(sort) ? sort : DEFAULT_SORT,
    view: isCarListView(view) ? view : DEFAULT_VIEW,
  };
}

/** Our three values on top of whatever else the address had; defaults are left out to keep it short. */
function toSearchParams(
  current: URLSearchParams,
  { query, sort, view }: CarListQuery,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set('q', query, '');
  set('sort', sort, DEFAULT_SORT);
  set('view', view, DEFAULT_VIEW);
  return next;
}

/**
 * Search text, sort and view of the Available Cars page. The page reacts to local state at once;
 * the address (?q=&sort=&view=) follows it shortly after, replacing the history entry, so a reload
 * or coming back from a car restores what the visitor had without filling their history.
 */
export function useCarListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<CarListQuery>(() => fromSearchParams(searchParams));

  useEffect(() => {
    const next = toSearchParams(searchParams, state);
    if (next.toString() === searchParams.toString()) return;
    const timer = setTimeout(
      () => setSearchParams(next, { replace: true, preventScrollReset: true }),
      URL_SYNC_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state, searchParams, setSearchParams]);

  return {
    ...state,
    setQuery: (query: string) => setState((current) => ({ ...current, query })),
    setSort: (sort: CarSort) => setState((current) => ({ ...current, sort })),
    setView: (view: CarListView) => setState((current) => ({ ...current, view })),
  };
}
