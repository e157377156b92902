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
 * Only a request waiting for its owner or a trip still to come can be changed, as the API's clock
 * tells (`tripStage`): a canceled, declined or expired one, or a trip under way or completed,
 * offers neither. The server refuses them anyway.
 */
export function canChangeBooking(booking: Booking): booking is ChangeableBooking {
  const open =
    booking.bookingStatus === 'Pending' ||
    (booking.bookingStatus === 'Confirmed' && booking.tripStage === 'upcoming');
  return open && booking.carId !== null;
}

/**
 * The renter may report the car's owner from any of their bookings, a request waiting included:
 * they dealt with them. A deleted car leaves the booking no owner the API can name.
 */
export function canReportOwner(booking: Booking): booking is ReportableBooking {
  return booking.carId !== null;
}
