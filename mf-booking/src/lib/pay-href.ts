import { routes } from '@carzone/web-kit';

/** The search parameter of My Bookings that names the booking to pay. */
export const PAY_PARAM = 'pay';

/**
 * My Bookings opened at a booking's Pay advance (`/bookings?pay=<id>`): where a booking that
 * waits for its advance leads, from Confirm Booking as from the booking's e-mail.
 */
export function payHref(bookingId: string): string {
  return `${routes.myBookings.getHref()}?${new URLSearchParams({ [PAY_PARAM]: bookingId }).toString()}`;
}
