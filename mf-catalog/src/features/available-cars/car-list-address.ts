import {
  DEFAULT_CAR_SORT,
  MAX_CAR_SEARCH_LENGTH,
  carListQueryString,
  isCarSort,
  type CarSort,
} from '@carzone/domain';
import { isCarListView, type CarListView } from './car-list-view.ts';

// The Available Cars page keeps its state in its address (?q=&sort=&view=), so Back, Forward, a
// reload and a shared link all show the same list. These read and write it, for the loader, the
// page and `shouldRevalidate` alike.

const DEFAULT_VIEW: CarListView = 'grid';

export interface CarListAddress {
  /** The search, trimmed and cut to what the server accepts. */
  q: string;
  sort: CarSort;
  view: CarListView;
}

/** A search as it is sent: trimmed and never longer than the server accepts, so never refused. */
export const normaliseSearch = (text: string) => text.trim().slice(0, MAX_CAR_SEARCH_LENGTH);

/** What an address asks for; anything unreadable (an old or hand-edited link) is the default. */
export function readCarListAddress(params: URLSearchParams): CarListAddress {
  const sort = params.get('sort') ?? '';
  const view = params.get('view');
  return {
    q: normaliseSearch(params.get('q') ?? ''),
    sort: isCarSort(sort) ? sort : DEFAULT_CAR_SORT,
    view: isCarListView(view) ? view : DEFAULT_VIEW,
  };
}

/** The address with `changes` on top of whatever else it had; defaults are left out. */
export function writeCarListAddress(
  current: URLSearchParams,
  changes: Partial<CarListAddress>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const { q, sort, view } = { ...readCarListAddress(current), ...changes };
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set('q', normaliseSearch(q), '');
  set('sort', sort, DEFAULT_CAR_SORT);
  set('view', view, DEFAULT_VIEW);
  return next;
}

/** What of an address (its `search`) the list's data depends on: the search and sort, not the view. */
export function carListDataKey(search: string): string {
  const { q, sort } = readCarListAddress(new URLSearchParams(search));
  return carListQueryString({ q, sort });
}
