import type { Car } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** Every car, for Home's Recent Listings. */
export const fetchAllCars = (signal?: AbortSignal) => apiRequest<Car[]>('/allCars', { signal });

/** Every car, for the Available Cars page. */
export const fetchCars = (signal?: AbortSignal) => apiRequest<Car[]>('/cars', { signal });

/** One car, for its details page. */
export const fetchCar = (id: string, signal?: AbortSignal) =>
  apiRequest<Car>(`/car/${encodeURIComponent(id)}`, { signal });
