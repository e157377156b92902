import {
  CAR_LIST_MESSAGES,
  isCalendarDate,
  type CarDriverFilter,
  type CarSort,
} from '@carzone/domain';
import { toFitsFrom } from '@carzone/ui/date-fields';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '@carzone/web-kit';
import type { CatalogText } from '../../locales/messages.ts';
import {
  normaliseSearch,
  readCarListAddress,
  readPriceBound,
  writeCarListAddress,
  type CarListAddress,
} from './car-list-address.ts';
import type { CarListView } from './car-list-view.ts';

/** Typing settles for this long before the search is sent (each search is a server round trip). */
export const SEARCH_DELAY_MS = 300;

/** What the search box, the date fields and the price boxes show, which may be ahead of the address. */
export interface CarListDrafts {
  q: string;
  /** YYYY-MM-DD or ''. A From without a To is not a search yet: it stays here until both are set. */
  from: string;
  to: string;
  /** As typed. */
  minPrice: string;
  maxPrice: string;
}

/** Why a price box's text cannot be searched, for the box it belongs to (translated where shown). */
export interface PriceErrors {
  minPrice?: CatalogText;
  maxPrice?: CatalogText;
}

/** The filters chosen from a select, which go to the address at once (not typed, so no drafts). */
export type CarListChoices = Pick<CarListAddress, 'driver' | 'district' | 'minSeats'>;

const PRICE_NOT_A_BOUND: CatalogText = 'Enter a daily price in dollars, 0 or more.';

function draftsOf(address: CarListAddress): CarListDrafts {
  // A day the address has unreadable is not put in a date field (the page says why it was left out).
  const day = (date: string) => (isCalendarDate(date) ? date : '');
  const price = (bound: number | null) => (bound === null ? '' : String(bound));
  return {
    q: address.q,
    from: day(address.from),
    to: day(address.to),
    minPrice: price(address.minPrice),
    maxPrice: price(address.maxPrice),
  };
}

/** The price boxes' problems: text that is not a price, or a maximum below the minimum. */
export function priceErrorsOf({
  minPrice,
  maxPrice,
}: Pick<CarListDrafts, 'minPrice' | 'maxPrice'>) {
  const errors: PriceErrors = {};
  const min = readPriceBound(minPrice);
  const max = readPriceBound(maxPrice);
  if (minPrice.trim() && min === null) errors.minPrice = PRICE_NOT_A_BOUND;
  if (maxPrice.trim() && max === null) errors.maxPrice = PRICE_NOT_A_BOUND;
  else if (min !== null && max !== null && max < min)
    errors.maxPrice = CAR_LIST_MESSAGES.minAboveMax;
  return errors;
}

/** An address's choices, the view aside: two addresses with the same key show the same list. */
function choicesKey(params: URLSearchParams): string {
  return writeCarListAddress(new URLSearchParams(), {
    ...readCarListAddress(params),
    view: 'grid',
  }).toString();
}

/**
 * The choices of the Available Cars page, kept in its address: search text, sort, view, dates,
 * prices, driver, district and seats. A sort, a pair of dates, a select's filter or a clear goes there at once; typed text (search, prices) once
 * typing settles. Each search is a step in the history (Back and Forward step through searches;
 * a search typed on replaces the step typing began), a new view is not. A new search makes the
 * router run the page's loader again.
 */
export function useCarListQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readCarListAddress(searchParams);
  const addressKey = choicesKey(searchParams);
  const [drafts, setDrafts] = useState(() => draftsOf(address));

  // `seen`: the address's choices at the last render; `written`: the last this hook put there.
  // The address shows a write only once the loader has answered, and the visitor may have typed
  // on meanwhile, so only a change the hook did not make (Back, Forward, a link) may overwrite the
  // fields.
  const [sync, setSync] = useState({ seen: addressKey, written: addressKey });
  if (addressKey !== sync.seen) {
    const ours = addressKey === sync.written;
    setSync({ seen: addressKey, written: addressKey });
    if (!ours) setDrafts(draftsOf(address));
  }

  // The address changes only once the loader has answered: until then, the last change written
  // is what the next one builds on, or a sort chosen meanwhile would drop the search (or the
  // reverse). Once the address moves (to it, or elsewhere by Back), it is the base again.
  const pending = useRef<URLSearchParams | null>(null);
  // The addresses written and not reached yet, oldest first: while some are still on their way
  // (two selects changed quickly), the last of them stays the base.
  const inFlight = useRef<string[]>([]);
  // Whether the current history step was made by typing, which later typing then replaces.
  const typingStep = useRef<string | null>(null);
  useEffect(() => {
    const reached = inFlight.current.indexOf(searchParams.toString());
    inFlight.current = reached < 0 ? [] : inFlight.current.slice(reached + 1);
    const last = inFlight.current.at(-1);
    pending.current = last === undefined ? null : new URLSearchParams(last);
    if (choicesKey(searchParams) !== typingStep.current) typingStep.current = null;
  }, [searchParams]);

  const write = useCallback(
    (changes: Partial<CarListAddress>, how: 'step' | 'typing' | 'same step') => {
      const base = pending.current ?? searchParams;
      const next = writeCarListAddress(base, changes);
      // The same address again would load the same list again.
      if (next.toString() === base.toString()) return;
      const replace = how === 'same step' || (how === 'typing' && typingStep.current !== null);
      const nextKey = choicesKey(next);
      if (how !== 'same step') typingStep.current = how === 'typing' ? nextKey : null;
      pending.current = next;
      inFlight.current.push(next.toString());
      setSync((current) => ({ ...current, written: nextKey }));
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const priceErrors = priceErrorsOf(drafts);
  const pricesReadable = !priceErrors.minPrice && !priceErrors.maxPrice;
  // What the typed boxes ask for; prices only while they can be searched.
  const typed = useMemo<Partial<CarListAddress>>(
    () => ({
      q: normaliseSearch(drafts.q),
      ...(pricesReadable && {
        minPrice: readPriceBound(drafts.minPrice),
        maxPrice: readPriceBound(drafts.maxPrice),
      }),
    }),
    [drafts.q, drafts.minPrice, drafts.maxPrice, pricesReadable],
  );
  const typedKey = choicesKey(writeCarListAddress(searchParams, typed));
  useEffect(() => {
    // Already there, or already on its way (sent by Enter or with another choice).
    if (typedKey === addressKey || typedKey === sync.written) return;
    const timer = setTimeout(() => write(typed, 'typing'), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, typedKey, addressKey, sync.written, write]);

  const change = (next: Partial<CarListDrafts>) =>
    setDrafts((current) => ({ ...current, ...next }));

  return {
    drafts,
    sort: address.sort,
    view: address.view,
    choices: {
      driver: address.driver,
      district: address.district,
      minSeats: address.minSeats,
    } satisfies CarListChoices,
    priceErrors,
    setQuery: (q: string) => change({ q }),
    setMinPrice: (minPrice: string) => change({ minPrice }),
    setMaxPrice: (maxPrice: string) => change({ maxPrice }),
    /** Sends what is typed now (Enter), without waiting for typing to settle. */
    searchNow: () => write(typed, 'step'),
    clearSearch: () => {
      change({ q: '' });
      write({ ...typed, q: '' }, 'step');
    },
    // What is typed so far goes along with every choice, so the list never shows one without the other.
    setSort: (sort: CarSort) => write({ ...typed, sort }, 'step'),
    setView: (view: CarListView) => write({ view }, 'same step'),
    // A new driver, district or seats is a new search: its list starts again at its first page.
    setDriver: (driver: CarDriverFilter | null) => write({ ...typed, driver }, 'step'),
    setDistrict: (district: string) => write({ ...typed, district }, 'step'),
    setMinSeats: (minSeats: number | null) => write({ ...typed, minSeats }, 'step'),
    /** A new From keeps the To while it still fits; without a To it waits for one. */
    setFrom: (from: string) => {
      if (!from) {
        change({ from: '', to: '' });
        write({ ...typed, from: '', to: '' }, 'step');
        return;
      }
      const to = toFitsFrom(from, drafts.to) ? drafts.to : '';
      change({ from, to });
      if (to) write({ ...typed, from, to }, 'step');
    },
    setTo: (to: string) => {
      change({ to });
      if (drafts.from && to) write({ ...typed, from: drafts.from, to }, 'step');
    },
    clearDates: () => {
      change({ from: '', to: '' });
      write({ ...typed, from: '', to: '' }, 'step');
    },
  };
}
