import type {
  CarListingInput,
  NewCarBlockInput,
  ReportCreated,
  ReportInput,
  ReviewInput,
} from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

// The owner area's calls. The owner is always the session's: no call sends an e-mail or a name in
// its body, and the server refuses another owner's cars (403).

/** The owner's cars, newest first. */
export const fetchOwnerCars = (email: string, signal?: AbortSignal) =>
  apiRequest('/cars/{email}', { params: { email }, signal });

/** The upcoming bookings on the owner's cars (each names its car by `carId`). */
export const fetchOwnerBookings = (email: string, signal?: AbortSignal) =>
  apiRequest('/cars/{email}/bookings', { params: { email }, signal });

/** One of the owner's cars, for the update form (403 when it is someone else's, 404 when gone). */
export const fetchCarForUpdate = (id: string, signal?: AbortSignal) =>
  apiRequest('/update/{id}', { params: { id }, signal });

export const createCar = (input: CarListingInput) =>
  apiRequest('/addCars', { method: 'POST', body: input });

export const updateCar = (id: string, input: CarListingInput) =>
  apiRequest('/update/{id}', { method: 'PUT', params: { id }, body: input });

/** Refused (409) while the car has upcoming bookings, with a message that says until when. */
export const deleteCar = (id: string) =>
  apiRequest('/cars/{id}', { method: 'DELETE', params: { id } });

/** The days the owner keeps the car for themselves that end after Dhaka's today, by start. */
export const fetchCarBlocks = (id: string, signal?: AbortSignal) =>
  apiRequest('/cars/{id}/blocks', { params: { id }, signal });

/** Refused (409) over a booking or another block, with a message that names their dates. */
export const blockCarDays = (id: string, input: NewCarBlockInput) =>
  apiRequest('/cars/{id}/blocks', { method: 'POST', params: { id }, body: input });

export const unblockCarDays = (id: string, blockId: string) =>
  apiRequest('/cars/{id}/blocks/{blockId}', { method: 'DELETE', params: { id, blockId } });

/** The booking requests waiting for the owner's answer on their cars, the soonest to expire first. */
export const fetchWaitingRequests = (signal?: AbortSignal) => apiRequest('/requests', { signal });

/** Confirms a request; 409 when it no longer waits for an answer (withdrawn, expired…). */
export const acceptRequest = (id: string) =>
  apiRequest('/bookings/{id}/accept', { method: 'POST', params: { id } });

/** Declines a request with the reason the renter reads ('' for none). */
export const declineRequest = (id: string, reason: string) =>
  apiRequest('/bookings/{id}/decline', {
    method: 'POST',
    params: { id },
    body: reason ? { reason } : {},
  });

/** Cancels a confirmed booking that has not started, with the reason the renter reads. */
export const cancelAsOwner = (id: string, reason: string) =>
  apiRequest('/bookings/{id}/cancel', { method: 'POST', params: { id }, body: { reason } });

/** The owner's review of a completed trip's renter; answers the owner's side of the trip's reviews. */
export const writeReview = (id: string, input: ReviewInput) =>
  apiRequest('/bookings/{id}/review', { method: 'POST', params: { id }, body: input });

/** A report to CarZone's staff: of a booking's renter, named by the booking's id. */
export const reportToStaff = (input: ReportInput): Promise<ReportCreated> =>
  apiRequest('/reports', { method: 'POST', body: input });
