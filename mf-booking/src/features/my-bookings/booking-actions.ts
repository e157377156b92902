import type { Booking, TripReviews } from '@carzone/domain';

/** A booking whose car is still listed (a deleted car leaves its past bookings without one). */
export type ChangeableBooking = Booking & { carId: string };

/** A completed trip the renter may review: its reviews as their side sees them. */
export type ReviewableBooking = Booking & { reviews: TripReviews };

/** A booking whose car's owner is still known (its car not deleted), so they can be reported. */
export type ReportableBooking = Booking & { carId: string };

/**
 * What a row can be asked to do: its dates changed, the booking canceled, the trip reviewed, or
 * the car's owner reported to staff.
 */
export type BookingAction =
  | { kind: 'modify' | 'cancel'; booking: ChangeableBooking }
  | { kind: 'review'; booking: ReviewableBooking }
  | { kind: 'report'; booking: ReportableBooking };

/**
 * Only a request waiting for its owner, a booking waiting for its advance or a trip still to come
 * can be canceled, as the API's clock tells (`tripStage`): a canceled, declined or expired one, or
 * a trip under way or completed, cannot. The server refuses them anyway.
 */
export function canCancelBooking(booking: Booking): booking is ChangeableBooking {
  const open =
    booking.bookingStatus === 'Pending' ||
    booking.bookingStatus === 'AwaitingPayment' ||
    (booking.bookingStatus === 'Confirmed' && booking.tripStage === 'upcoming');
  return open && booking.carId !== null;
}

/**
 * New dates are asked of what may be canceled, except a booking waiting for its advance: the API
 * refuses them until it is paid, as the advance was priced on its dates.
 */
export function canChangeDates(booking: Booking): booking is ChangeableBooking {
  return canCancelBooking(booking) && booking.bookingStatus !== 'AwaitingPayment';
}

/** A booking whose advance is due: its renter pays it from My Bookings. */
export function isAdvanceDue(booking: Booking): boolean {
  return booking.bookingStatus === 'AwaitingPayment' && booking.advance?.state === 'due';
}

/**
 * The renter may report the car's owner from any of their bookings, a request waiting included:
 * they dealt with them. A deleted car leaves the booking no owner the API can name.
 */
export function canReportOwner(booking: Booking): booking is ReportableBooking {
  return booking.carId !== null;
}
