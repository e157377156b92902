import type { BookedRange } from '@carzone/domain';
import { useEffect, useState } from 'react';
import { fetchBookedRanges } from './bookings-api.ts';

export type BookedRangesState =
  | { status: 'loading'; ranges: readonly BookedRange[] }
  | { status: 'loaded'; ranges: readonly BookedRange[] }
  | { status: 'failed'; ranges: readonly BookedRange[] };

/**
 * The car's taken nights, fetched when a dialog that picks dates opens (and again when `version`
 * changes, e.g. after the server refused dates as taken). Until they arrive, and if they cannot be
 * fetched, no day is greyed out: the server still refuses an overlap with a readable message.
 */
export function useBookedRanges(carId: string, version = 0): BookedRangesState {
  const [state, setState] = useState<BookedRangesState>({ status: 'loading', ranges: [] });

  useEffect(() => {
    const controller = new AbortController();
    fetchBookedRanges(carId, controller.signal).then(
      (ranges) => setState({ status: 'loaded', ranges: Array.isArray(ranges) ? ranges : [] }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState((current) => ({ status: 'failed', ranges: current.ranges }));
      },
    );
    return () => controller.abort();
  }, [carId, version]);

  return state;
}
