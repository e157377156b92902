import type { Booking, BookingStatus } from './entities.js';
import { addCalendarDays, dhakaToday } from './dhaka-dates.js';
import { earliestStartDate, hoursUntilDayBegins, type TripRules } from './trip-rules.js';

// Booking requests: on a car whose owner turned instant booking off, a booking starts
// Pending, holding its dates, until the owner accepts it (Confirmed) or declines it (Declined), the
// renter withdraws it (Canceled), or it goes unanswered past its deadline (Expired). An owner may
// also cancel a confirmed booking that has not started, saying why. The API, its expiry sweep, the
// booking dialog, My Bookings and the owner's pages all read these rules from here.

/** How long an owner has to answer a request unless the operator sets REQUEST_ANSWER_MINUTES. */
export const DEFAULT_REQUEST_ANSWER_MINUTES = 24 * 60;

/** The longest reason an owner may give for declining or canceling. */
export const STATUS_REASON_MAX_LENGTH = 500;

/** The English of each refusal these rules give (`REFUSALS['…'].en`). */
export const BOOKING_REQUEST_MESSAGES = {
  requestStartsToday:
    "This car's owner answers each request first: choose a start date from tomorrow on.",
  changeStartsToday:
    "This car's owner answers each change of dates first: change only the days from tomorrow on.",
  notCarOwner: "Only the car's owner can answer or cancel its bookings.",
  notAwaitingAnswer: 'This request is no longer waiting for an answer.',
  reasonNotText: 'The reason, if given, must be text.',
  // Written out, as the front ends' catalogs key it: STATUS_REASON_MAX_LENGTH is 500.
  reasonTooLong: 'The reason can be at most 500 characters.',
  reasonMissing: 'Tell the renter why you cancel: the reason is required.',
  ownerCancelNotAllowed:
    'Only a confirmed booking that has not started yet can be canceled by the owner.',
  alreadyDeclined: 'This request was declined and cannot be changed.',
  alreadyExpired: 'This request expired without an answer and cannot be changed.',
  instantBookingInvalid: 'Choose how renters book: instant booking or requests.',
} as const;

/**
 * When a request made `now` for a trip starting on `startDate` expires unanswered: after the
 * owner's time to answer, or when its first day begins in Dhaka, whichever comes first.
 */
export function requestExpiresAt(
  startDate: string,
  now: Date,
  answerMinutes: number = DEFAULT_REQUEST_ANSWER_MINUTES,
): Date {
  const answeredBy = now.getTime() + answerMinutes * 60_000;
  const dayBegins = now.getTime() + hoursUntilDayBegins(startDate, now) * 3_600_000;
  return new Date(Math.min(answeredBy, dayBegins));
}

/** A request must leave its owner time to answer before its first day begins: not today. */
export function requestStartsTooSoon(startDate: string, now: Date = new Date()): boolean {
  return startDate <= dhakaToday(now);
}

/**
 * The first night a change of dates from `current` to `proposed` touches (one it adds or frees):
 * an owner who answers requests must be able to answer before that night's day begins.
 */
export function firstChangedDay(
  current: { startDate: string; endDate: string },
  proposed: { startDate: string; endDate: string },
): string {
  if (current.startDate !== proposed.startDate)
    return current.startDate < proposed.startDate ? current.startDate : proposed.startDate;
  return current.endDate < proposed.endDate ? current.endDate : proposed.endDate;
}

/**
 * The first day a trip asked for `now` may start on: the car's notice allows it and, for a car
 * that takes requests, its owner has until that day begins to answer (tomorrow at the earliest).
 */
export function earliestBookableStart(
  car: TripRules & { instantBooking?: boolean },
  now: Date = new Date(),
): string {
  const byNotice = earliestStartDate(car, now);
  if (car.instantBooking !== false) return byNotice;
  const tomorrow = addCalendarDays(dhakaToday(now), 1);
  return byNotice > tomorrow ? byNotice : tomorrow;
}

/**
 * True for a booking waiting past its deadline (a Pending request its owner did not answer, an
 * advance its renter did not pay): it no longer holds its dates.
 */
export function isRequestOverdue(
  booking: Pick<Booking, 'bookingStatus' | 'expiresAt'>,
  now: Date = new Date(),
): boolean {
  return (
    (booking.bookingStatus === 'Pending' || booking.bookingStatus === 'AwaitingPayment') &&
    booking.expiresAt !== null &&
    Date.parse(booking.expiresAt) <= now.getTime()
  );
}

/**
 * The status a person is shown: a request or an advance past its deadline is Expired even before
 * the sweep has written so.
 */
export function shownBookingStatus(
  booking: Pick<Booking, 'bookingStatus' | 'expiresAt'>,
  now: Date = new Date(),
): BookingStatus {
  return isRequestOverdue(booking, now) ? 'Expired' : booking.bookingStatus;
}

/**
 * A booking as its car's owner is answered it when they accept, decline or cancel it: the
 * renter's booking without the renter's e-mail, which an owner never receives (decision 018).
 */
export type AnsweredBooking = Omit<Booking, 'email'>;

/**
 * How an owner has kept their word, on each of their cars' pages: of their last `bookings`
 * bookings (those they confirmed, at most OWNER_RECORD_BOOKINGS), how many they canceled
 * themselves. A renter's own cancels and unanswered requests do not count against them.
 * `GET /api/car/:id/owner-record`
 */
export interface OwnerRecord {
  canceledByOwner: number;
  bookings: number;
}

/** How many of an owner's latest bookings their record looks at. */
export const OWNER_RECORD_BOOKINGS = 20;

/** Statuses after which nothing about a booking can change any more. */
export const CLOSED_STATUSES = [
  'Canceled',
  'Declined',
  'Expired',
] as const satisfies readonly BookingStatus[];
