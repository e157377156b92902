import type { Car } from './entities.js';

// A car's status as every page shows it (cards, details, the booking dialog): a module of its own,
// so a page that shows cars does not download the rules of a search (car-list.ts).

export function isCarAvailable(car: Pick<Car, 'bookingStatus'>): boolean {
  return car.bookingStatus.toLowerCase() === 'available';
}

/** "Available" or "Unavailable": how lists show a status, empty included. */
export function carStatusLabel(car: Pick<Car, 'bookingStatus'>): string {
  return isCarAvailable(car) ? 'Available' : 'Unavailable';
}
