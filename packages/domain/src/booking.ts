import type { BookingStatus, TripStage } from './entities.js';
import { dhakaToday, isCalendarDate, rentalDays } from './dhaka-dates.js';
import { totalPrice } from './money.js';
import type { TripChoicesInput } from './trip-offer.js';

// The booking rules the dialog, My Bookings and the API share: one set of words, one price rule.
// Dates are calendar dates in Asia/Dhaka (YYYY-MM-DD); a booking holds the nights [start, end),
// so a car returned on a day can be picked up by the next renter that same day.

/** `POST /api/bookings`: the booker is the session's user, never a field of the body. */
export interface NewBookingInput extends Partial<TripChoicesInput> {
  carId: string;
  startDate: string;
  endDate: string;
}

/**
 * `PATCH /api/bookings/:id`: new dates (re-priced by the server; the booking is Confirmed again),
 * or `{ bookingStatus: 'Canceled' }` to cancel. One or the other, never both.
 */
export type BookingChangeInput =
  { startDate: string; endDate: string } | { bookingStatus: Extract<BookingStatus, 'Canceled'> };

/** A car's taken nights, public: dates only, nobody's identity. `GET /api/car/:id/booked-ranges` */
export interface BookedRange {
  startDate: string;
  /** Exclusive: the day the car comes back, free to be picked up again. */
  endDate: string;
}

export const BOOKING_MESSAGES = {
  invalidDatesTitle: 'Invalid Dates',
  invalidDates: 'Please select valid start and end dates.',
  bothDatesRequired: 'Please select both dates.',
  notADate: 'Dates must be real calendar dates written YYYY-MM-DD.',
  endNotAfterStart: 'The end date must be after the start date.',
  startInPast: 'The start date cannot be earlier than today (Bangladesh time).',
  carIdMissing: 'Choose the car to book: carId is missing.',
  carNotFound: 'Car not found',
  carUnavailable: 'This car is not available for booking.',
  ownCar: 'You cannot book your own car.',
  overlap: 'These dates are already booked',
  bookingNotFound: 'Booking not found',
  notYours: 'This booking is not yours.',
  alreadyCanceled: 'This booking is canceled and cannot be changed.',
  alreadyFinished: 'This booking has ended and cannot be changed.',
  tripUnderway: 'This trip is under way, so it can no longer be changed or canceled.',
  carRemoved: 'This car is no longer listed, so this booking cannot be changed.',
  changeOneThing: 'Send either new dates (startDate and endDate) or bookingStatus "Canceled".',
  otherUsersBookings: 'You can only list your own bookings.',
} as const;

/** What a date range costs and for how many days, or why it cannot be booked. */
export type BookingQuote =
  | { ok: true; days: number; totalPrice: number }
  | { ok: false; reason: 'notADate' | 'startInPast' | 'endNotAfterStart'; message: string };

/**
 * The one price and date rule: days = end − start (whole days), total = days × daily price + 10 %,
 * 2 decimals; the start no earlier than Dhaka's today, the end after the start.
 */
export function quoteBooking(
  { startDate, endDate }: { startDate: string; endDate: string },
  dailyRentalPrice: number,
  now: Date = new Date(),
): BookingQuote {
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate))
    return { ok: false, reason: 'notADate', message: BOOKING_MESSAGES.notADate };
  if (startDate < dhakaToday(now))
    return { ok: false, reason: 'startInPast', message: BOOKING_MESSAGES.startInPast };
  const days = rentalDays(startDate, endDate);
  if (!(days > 0))
    return { ok: false, reason: 'endNotAfterStart', message: BOOKING_MESSAGES.endNotAfterStart };
  return { ok: true, days, totalPrice: totalPrice(days, dailyRentalPrice) };
}

/** True when [start, end) shares a night with any of the ranges. */
export function overlapsBookedRanges(
  { startDate, endDate }: BookedRange,
  ranges: readonly BookedRange[],
): boolean {
  return ranges.some((range) => startDate < range.endDate && range.startDate < endDate);
}

/**
 * True once a booking's last night is behind us in Dhaka (its end date is today or earlier):
 * it can no longer be modified or canceled, and it no longer holds the car's dates.
 */
export function hasBookingEnded({ endDate }: { endDate: string }, now: Date = new Date()): boolean {
  return endDate <= dhakaToday(now);
}

/**
 * A booking's trip stage at `now` in Dhaka's calendar, for a Confirmed booking (its status as
 * shown): upcoming before its first day, under way from it, completed once its last night is
 * behind (its end date, the day the car comes back, has come). Null for any other status.
 */
export function tripStageOf(
  booking: { bookingStatus: BookingStatus; startDate: string; endDate: string },
  now: Date = new Date(),
): TripStage | null {
  if (booking.bookingStatus !== 'Confirmed') return null;
  const today = dhakaToday(now);
  if (today < booking.startDate) return 'upcoming';
  return hasBookingEnded(booking, now) ? 'completed' : 'underway';
}
