import type {
  BookingChangeInput,
  NewBookingInput,
  ReportCreated,
  ReportInput,
  ReviewInput,
} from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** Books a car for [startDate, endDate); the server prices it and takes the booker from the session. */
export const createBooking = (input: NewBookingInput) =>
  apiRequest('/bookings', { method: 'POST', body: input });

/** The signed-in user's bookings, newest first. */
export const fetchMyBookings = (signal?: AbortSignal) => apiRequest('/bookings', { signal });

/** New dates for a booking, or `{ bookingStatus: 'Canceled' }` to cancel it. */
export const changeBooking = (id: string, change: BookingChangeInput) =>
  apiRequest('/bookings/{id}', { method: 'PATCH', params: { id }, body: change });

/**
 * Opens a payment of the booking's advance at the gateway (the API prices it): answers the
 * gateway's page, where the browser is then sent.
 */
export const startAdvancePayment = (id: string) =>
  apiRequest('/bookings/{id}/payments', { method: 'POST', params: { id } });

/** What cancelling the booking now would give back of its paid advance, and what the owner keeps. */
export const fetchCancellationQuote = (id: string, signal?: AbortSignal) =>
  apiRequest('/bookings/{id}/cancellation', { params: { id }, signal });

/** The nights a car is already taken (end exclusive), public and without anybody's identity. */
export const fetchBookedRanges = (carId: string, signal?: AbortSignal) =>
  apiRequest('/car/{id}/booked-ranges', { params: { id: carId }, signal });

/** A car as its public page shows it: the booking dialogs read its owner's rules from it. */
export const fetchCar = (carId: string, signal?: AbortSignal) =>
  apiRequest('/car/{id}', { params: { id: carId }, signal });

/** What a trip asks of the quote: its dates, with the car's driver or not, and where it goes. */
export interface TripQuoteRequest {
  from: string;
  to: string;
  withDriver: boolean;
  /** Another district; null for a trip that stays in the car's own. */
  destination: string | null;
}

/** A trip's price line by line, labels in the page's language (`GET /api/car/:id/quote`). */
export const fetchTripQuote = (carId: string, request: TripQuoteRequest, signal?: AbortSignal) =>
  apiRequest('/car/{id}/quote', {
    params: { id: carId },
    query: {
      from: request.from,
      to: request.to,
      withDriver: request.withDriver,
      ...(request.destination === null ? {} : { destination: request.destination }),
    },
    signal,
  });

/**
 * A report to CarZone's staff: from My Bookings, of a booking's owner, named by the booking's id
 * (the API reports its other side).
 */
export const reportToStaff = (input: ReportInput): Promise<ReportCreated> =>
  apiRequest('/reports', { method: 'POST', body: input });

/** The caller's review of a completed trip (the renter's of the car); answers their side's reviews. */
export const writeReview = (id: string, input: ReviewInput) =>
  apiRequest('/bookings/{id}/review', { method: 'POST', params: { id }, body: input });
