import { dhakaToday, type Booking } from '@carzone/domain';

/** What a row can be asked to do: its dates changed, or the booking canceled. */
export type BookingAction = { kind: 'modify' | 'cancel'; booking: Booking };

/**
 * Only a booking still to come or under way can be changed: a canceled one, or one whose end has
 * come (the car is back on its end date, in Dhaka's calendar), shows no actions. The server
 * refuses both anyway.
 */
export function canChangeBooking(booking: Booking, today: string = dhakaToday()): boolean {
  return booking.bookingStatus !== 'Canceled' && booking.endDate > today;
}
