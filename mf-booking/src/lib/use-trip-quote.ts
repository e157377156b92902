import type { PriceLine } from '@carzone/domain';
import { ApiError } from '@carzone/web-kit';
import { useEffect, useState } from 'react';
import { fetchTripQuote, type TripQuoteRequest } from './bookings-api.ts';

/** How long the choices must rest before the quote is asked again. */
export const QUOTE_DELAY_MS = 250;

export type TripQuoteAnswer =
  | { key: string; kind: 'lines'; lines: PriceLine[]; totalPrice: number }
  /** The server's refusal in its own words; null when it said nothing readable. */
  | { key: string; kind: 'refused'; message: string | null };

export interface TripQuoteState {
  /** The latest answer, possibly for earlier choices (then `loading`). */
  answer: TripQuoteAnswer | null;
  /** A newer quote is on its way: the answer shown is for earlier choices. */
  loading: boolean;
}

const keyOf = (request: TripQuoteRequest | null) => (request ? JSON.stringify(request) : '');

/**
 * The server's price of the trip as it is chosen: asked QUOTE_DELAY_MS after the last change, the
 * request before it aborted; nothing is asked without a whole trip (null).
 */
export function useTripQuote(carId: string, request: TripQuoteRequest | null): TripQuoteState {
  const key = keyOf(request);
  const [answer, setAnswer] = useState<TripQuoteAnswer | null>(null);

  useEffect(() => {
    if (key === '') return;
    const asked = JSON.parse(key) as TripQuoteRequest;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchTripQuote(carId, asked, controller.signal).then(
        ({ lines, totalPrice }) => {
          if (!controller.signal.aborted)
            setAnswer({ key, kind: 'lines', lines, totalPrice: Number(totalPrice) });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const readable = error instanceof ApiError && error.fromServer;
          setAnswer({ key, kind: 'refused', message: readable ? error.message : null });
        },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [carId, key]);

  return { answer, loading: key !== '' && answer?.key !== key };
}
