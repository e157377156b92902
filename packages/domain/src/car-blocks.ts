import type { BookedRange } from './booking.js';
import { dhakaToday, isCalendarDate, rentalDays } from './dhaka-dates.js';

// Days an owner keeps their car for themselves: nobody can book them, and a search by
// dates leaves the car out on them. A block holds nights as a booking does, [startDate, endDate):
// the car can be picked up again on its end date. Renters never learn which of a car's taken
// ranges are blocks (`GET /api/car/:id/booked-ranges` merges them with the bookings).

/** `GET /api/cars/:id/blocks`, owner only: the blocks that end after Dhaka's today. */
export interface CarBlock {
  _id: string;
  /** Calendar date, YYYY-MM-DD, in Asia/Dhaka: the first night kept. */
  startDate: string;
  /** Exclusive: the day the car can be had again. */
  endDate: string;
  /** The owner's own words, for themselves ("Eid at home"); never shown to renters. */
  note: string;
}

/** `POST /api/cars/:id/blocks`. */
export interface NewCarBlockInput {
  startDate: string;
  endDate: string;
  note?: string;
}

export const CAR_BLOCK_LIMITS = {
  note: 200,
  /** Nights one block may hold: a year, as far ahead as a search looks. */
  nights: 366,
} as const;

/** The English of each refusal of a block (`REFUSALS['carBlock.…'].en`). */
export const CAR_BLOCK_MESSAGES = {
  notADate: 'Dates must be real calendar dates written YYYY-MM-DD.',
  endNotAfterStart: 'The end date must be after the start date.',
  startInPast: 'The start date cannot be earlier than today (Bangladesh time).',
  tooLong: `A block can hold at most ${CAR_BLOCK_LIMITS.nights} days: block a long time in several parts.`,
  noteNotText: 'The note must be text.',
  noteTooLong: `The note can be at most ${CAR_BLOCK_LIMITS.note} characters long.`,
  overBooking: 'These days are booked: {dates}. A block cannot cover a booking.',
  overBlock: 'Some of these days are blocked already: {dates}.',
  blockNotFound: 'These blocked days were not found.',
} as const;

export type CarBlockDatesProblem = 'notADate' | 'startInPast' | 'endNotAfterStart' | 'tooLong';

/** Why a block's dates cannot be saved, or null. `today` is Dhaka's, YYYY-MM-DD. */
export function carBlockDatesProblem(
  { startDate, endDate }: { startDate: string; endDate: string },
  today: string = dhakaToday(),
): CarBlockDatesProblem | null {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate)) return 'notADate';
  if (startDate < today) return 'startInPast';
  const nights = rentalDays(startDate, endDate);
  if (!(nights > 0)) return 'endNotAfterStart';
  if (nights > CAR_BLOCK_LIMITS.nights) return 'tooLong';
  return null;
}

/**
 * Ranges sorted by start, with those that overlap or touch joined into one: what a renter sees of
 * a car's bookings and blocks together, which tells neither apart.
 */
export function joinTakenRanges(ranges: readonly BookedRange[]): BookedRange[] {
  const sorted = [...ranges].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate),
  );
  const joined: BookedRange[] = [];
  for (const range of sorted) {
    const last = joined.at(-1);
    if (last && range.startDate <= last.endDate) {
      if (range.endDate > last.endDate) last.endDate = range.endDate;
    } else joined.push({ startDate: range.startDate, endDate: range.endDate });
  }
  return joined;
}
