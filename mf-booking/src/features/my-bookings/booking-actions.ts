import { dhakaToday, type Booking } from '@carzone/domain';

/** A booking whose car is still listed (a deleted car leaves its past bookings without one). */
export type ChangeableBooking = Booking & { carId: string };

/** What a row can be asked to do: its dates changed, or the booking canceled. */
export type BookingAction = { kind: 'modify' | 'cancel'; booking: ChangeableBooking };

/**
 * Only a booking or a request still to come or under way can be changed: a canceled, declined or
 * expired one, or one whose end has come (the car is back on its end date, in Dhaka's calendar),
 * shows no actions. The server refuses them anyway.
 */
export function canChangeBooking(
  booking: Booking,
  today: string = dhakaToday(),
): booking is ChangeableBooking {
  return (
    (booking.bookingStatus === 'Confirmed' || booking.bookingStatus === 'Pending') &&
    booking.endDate > today &&
    booking.carId !== null
  );
}
