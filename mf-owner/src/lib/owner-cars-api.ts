import type { Car, CarListingInput, OwnerBooking } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

// The owner area's calls. The owner is always the session's: no call sends an e-mail or a name in
// its body, and the server refuses another owner's cars (403).

/** The owner's cars, newest first. */
export const fetchOwnerCars = (email: string, signal?: AbortSignal) =>
  apiRequest<Car[]>(`/cars/${encodeURIComponent(email)}`, { signal });

/** The upcoming bookings on the owner's cars (each names its car by `carId`). */
export const fetchOwnerBookings = (email: string, signal?: AbortSignal) =>
  apiRequest<OwnerBooking[]>(`/cars/${encodeURIComponent(email)}/bookings`, { signal });

/** One of the owner's cars, for the update form (403 when it is someone else's, 404 when gone). */
export const fetchCarForUpdate = (id: string, signal?: AbortSignal) =>
  apiRequest<Car>(`/update/${encodeURIComponent(id)}`, { signal });

export const createCar = (input: CarListingInput) =>
  apiRequest<{ insertedId: string }>('/addCars', { method: 'POST', body: input });

export const updateCar = (id: string, input: CarListingInput) =>
  apiRequest<{ modifiedCount: number }>(`/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });

/** Refused (409) while the car has upcoming bookings, with a message that says until when. */
export const deleteCar = (id: string) =>
  apiRequest<{ deletedCount: number }>(`/cars/${encodeURIComponent(id)}`, { method: 'DELETE' });
