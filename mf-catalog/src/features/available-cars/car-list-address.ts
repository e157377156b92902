import {
  CAR_DRIVER_FILTERS,
  CAR_LIST_MESSAGES,
  DEFAULT_CAR_SORT,
  MAX_CAR_SEARCH_LENGTH,
  carListQueryString,
  isCarSort,
  isPriceBound,
  type CarDriverFilter,
  type CarListParams,
  type CarSort,
} from '@carzone/domain';
import {
  carSearchDatesProblem,
  type SearchDatesProblem,
  type SearchDatesRefusalCode,
} from '@carzone/domain/car-search-dates';
import type { Translate } from '@carzone/web-kit';
import type { CatalogText } from '../../locales/messages.ts';
import { isCarListView, type CarListView } from './car-list-view.ts';

// The Available Cars page keeps its state in its address
// (?q=&sort=&view=&from=&to=&minPrice=&maxPrice=&driver=&district=&minSeats=), so Back, Forward, a reload and a shared link
// all show the same list. These read and write it, for the loader, the page and
// `shouldRevalidate` alike.

const DEFAULT_VIEW: CarListView = 'grid';

export interface CarListAddress {
  /** The search, trimmed and cut to what the server accepts. */
  q: string;
  sort: CarSort;
  view: CarListView;
  /** The first day and the day the car comes back (YYYY-MM-DD), as the address has them; '' for none. */
  from: string;
  to: string;
  /** Daily price bounds in dollars; null for none (or for one the address has unreadable). */
  minPrice: number | null;
  maxPrice: number | null;
  /** Cars offering their driver (`with`) or self-drive (`self`); null for either. */
  driver: CarDriverFilter | null;
  /**
   * A district's id, '' for any. Only its form is checked here (the list of districts stays off
   * the first visit): the loader leaves out one the server does not know.
   */
  district: string;
  /** The fewest seats, MIN_SEATS to MAX_SEATS; null for any. */
  minSeats: number | null;
}

/** The fewest seats the server takes as `minSeats` (CAR_LIST_MESSAGES.minSeatsOutOfRange). */
export const MIN_SEATS = 2;
export const MAX_SEATS = 15;
/** The Seats select's choices: at least this many seats. */
export const SEAT_CHOICES = [4, 5, 7, 11] as const;

const isDriverFilter = (value: string): value is CarDriverFilter =>
  (CAR_DRIVER_FILTERS as readonly string[]).includes(value);

/** A district id's form (`@carzone/domain/districts`: a slug of the English name, "coxs-bazar"). */
const DISTRICT_ID_FORM = /^[a-z]+(?:-[a-z]+)*$/;

/** A district id as an address has it, '' for none or for text no id could be. */
export function readDistrictId(text: string | null): string {
  const id = text?.trim() ?? '';
  return DISTRICT_ID_FORM.test(id) ? id : '';
}

/** The fewest seats as an address has them: a whole number the server takes; else null. */
export function readMinSeats(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const seats = Number(text);
  return seats >= MIN_SEATS && seats <= MAX_SEATS ? seats : null;
}

/** What of an address the list's data depends on, and what of it cannot be used, and why. */
export interface CarListSearch {
  /** The query for `GET /api/cars` (without limit and offset): only what the server will take. */
  params: CarListParams;
  /**
   * Why the address's dates are left out of the search (a past day in an old link, say): the
   * field and the rule's refusal code (`searchDatesProblemText` puts it in words).
   */
  datesProblem: SearchDatesProblem | null;
  /** Why its prices are left out (the maximum below the minimum). */
  priceProblem: string | null;
}

/** A search as it is sent: trimmed and never longer than the server accepts, so never refused. */
export const normaliseSearch = (text: string) => text.trim().slice(0, MAX_CAR_SEARCH_LENGTH);

/** A price bound as written in an address or a price box: a number of dollars, 0 or more; else null. */
export function readPriceBound(text: string | null): number | null {
  if (text === null || !text.trim()) return null;
  const price = Number(text);
  return isPriceBound(price) ? price : null;
}

/** What an address asks for; anything unreadable (an old or hand-edited link) is the default. */
export function readCarListAddress(params: URLSearchParams): CarListAddress {
  const sort = params.get('sort') ?? '';
  const view = params.get('view');
  const driver = params.get('driver')?.trim() ?? '';
  return {
    q: normaliseSearch(params.get('q') ?? ''),
    sort: isCarSort(sort) ? sort : DEFAULT_CAR_SORT,
    view: isCarListView(view) ? view : DEFAULT_VIEW,
    from: params.get('from')?.trim() ?? '',
    to: params.get('to')?.trim() ?? '',
    minPrice: readPriceBound(params.get('minPrice')),
    maxPrice: readPriceBound(params.get('maxPrice')),
    driver: isDriverFilter(driver) ? driver : null,
    district: readDistrictId(params.get('district')),
    minSeats: readMinSeats(params.get('minSeats')),
  };
}

/** The address with `changes` on top of whatever else it had; defaults are left out. */
export function writeCarListAddress(
  current: URLSearchParams,
  changes: Partial<CarListAddress>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const address = { ...readCarListAddress(current), ...changes };
  const set = (key: string, value: string, fallback = '') =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set('q', normaliseSearch(address.q));
  set('sort', address.sort, DEFAULT_CAR_SORT);
  set('view', address.view, DEFAULT_VIEW);
  set('from', address.from);
  set('to', address.to);
  set('minPrice', address.minPrice === null ? '' : String(address.minPrice));
  set('maxPrice', address.maxPrice === null ? '' : String(address.maxPrice));
  set('driver', address.driver ?? '');
  set('district', readDistrictId(address.district));
  set('minSeats', address.minSeats === null ? '' : String(address.minSeats));
  return next;
}

/**
 * The search an address makes: its dates only when the server would take them (the same rules,
 * `carSearchDatesProblem`), its prices only when the maximum is not below the minimum. `today`
 * is Dhaka's (YYYY-MM-DD), for tests.
 */
export function carListSearch(address: CarListAddress, today?: string): CarListSearch {
  const params: CarListParams = { q: address.q, sort: address.sort };
  const datesGiven = address.from || address.to;
  const datesProblem = datesGiven
    ? carSearchDatesProblem(address.from || undefined, address.to || undefined, today)
    : null;
  if (datesGiven && !datesProblem) Object.assign(params, { from: address.from, to: address.to });
  const { minPrice, maxPrice } = address;
  const priceProblem =
    minPrice !== null && maxPrice !== null && maxPrice < minPrice
      ? CAR_LIST_MESSAGES.minAboveMax
      : null;
  if (!priceProblem) {
    if (minPrice !== null) params.minPrice = minPrice;
    if (maxPrice !== null) params.maxPrice = maxPrice;
  }
  if (address.driver) params.driver = address.driver;
  if (address.district) params.district = address.district;
  if (address.minSeats !== null) params.minSeats = address.minSeats;
  return { params, datesProblem, priceProblem };
}

/** What of an address (its `search`) the list's data depends on: not the view. */
export function carListDataKey(search: string): string {
  return carListQueryString(carListSearch(readCarListAddress(new URLSearchParams(search))).params);
}

/**
 * True when a search narrows the list (text, dates, prices, driver, district or seats), so an
 * empty answer is "no match".
 */
export const isNarrowed = ({
  q,
  from,
  minPrice,
  maxPrice,
  driver,
  district,
  minSeats,
}: CarListParams) =>
  Boolean(
    q ||
    from ||
    minPrice !== undefined ||
    maxPrice !== undefined ||
    driver ||
    district ||
    minSeats !== undefined,
  );

/** The words of each rule of a search's dates, by its refusal's code. */
const SEARCH_DATES_WORDS = {
  'carSearchDates.datesTogether': 'Give both dates (from and to), or neither.',
  'carSearchDates.fromNotADate': 'The from date must be a real calendar date written YYYY-MM-DD.',
  'carSearchDates.toNotADate': 'The to date must be a real calendar date written YYYY-MM-DD.',
  'carSearchDates.toNotAfterFrom': 'The to date must be after the from date.',
  'carSearchDates.fromInPast': 'The from date cannot be earlier than today (Bangladesh time).',
  'carSearchDates.rangeTooLong': 'The dates can be at most a year apart.',
} as const satisfies Record<SearchDatesRefusalCode, CatalogText>;

const isSearchDatesCode = (code: string): code is SearchDatesRefusalCode =>
  Object.hasOwn(SEARCH_DATES_WORDS, code);

/**
 * Why an address's dates were left out (`datesProblem.code`), in the page's language. A code this
 * page does not know (a newer server's) shows the server's words as they came.
 */
export const searchDatesProblemText = (
  code: string,
  t: Translate<CatalogText>,
  serverMessage = '',
): string => (isSearchDatesCode(code) ? t(SEARCH_DATES_WORDS[code]) : serverMessage);
