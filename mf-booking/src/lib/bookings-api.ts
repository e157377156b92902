import type { BookedRange, Booking, BookingChangeInput, NewBookingInput } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** Books a car for [startDate, endDate); the server prices it and takes the booker from the session. */
export const createBooking = (input: NewBookingInput) =>
  apiRequest<Booking>('/bookings', { method: 'POST', body: input });

/** The signed-in user's bookings, newest first. */
export const fetchMyBookings = (signal?: AbortSignal) =>
  apiRequest<Booking[]>('/bookings', { signal });

/** New dates for a booking, or `{ bookingStatus: 'Canceled' }` to cancel it. */
export const changeBooking = (id: string, change: BookingChangeInput) =>
  apiRequest<Booking>(`/bookings/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });

/** The nights a car is already taken (end exclusive), public and without anybody's identity. */
export const fetchBookedRanges = (carId: string, signal?: AbortSignal) =>
  apiRequest<BookedRange[]>(`/car/${encodeURIComponent(carId)}/booked-ranges`, { signal });
