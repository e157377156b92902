import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { CarRead } from './cars.repository.js';

/**
 * How long a car read for GET /api/car/:id answers again without a query. A write through this
 * API instance forgets the car once its transaction has committed (`forget`), so its
 * writer reads it back at once; another instance's write shows here within this time.
 */
export const CAR_READ_TTL_MS = 1000;

/**
 * The cars GET /api/car/:id read in the last second. A car page many people open at once (a
 * shared link, an advert) then costs the database one query a second instead of one a visit.
 * Misses (an unknown id) are not kept: a car just listed elsewhere must not read as missing.
 */
@Injectable()
export class CarReadCache {
  private readonly cars = new LRUCache<string, Readonly<CarRead>>({
    max: 5000,
    ttl: CAR_READ_TTL_MS,
  });

  async read(id: string, load: () => Promise<CarRead | null>): Promise<Readonly<CarRead> | null> {
    const kept = this.cars.get(id);
    if (kept) return kept;
    const car = await load();
    if (car) this.cars.set(id, car);
    return car;
  }

  /**
   * Forgets a car a write changed (a listing, a booking count, a rating, a removal). The
   * transactions call it once they have committed (database/booking-transaction.ts): not before,
   * or a read in between would keep the old row again; not at all if they roll back.
   */
  forget(carId: string): void {
    this.cars.delete(carId);
  }

  /**
   * Forgets every car of this owner it keeps (e-mail in any case): for a change made to all their
   * cars at once, such as their suspension, once it has committed. A few thousand entries at most.
   */
  forgetOwner(ownerEmail: string): void {
    const owner = ownerEmail.trim().toLowerCase();
    for (const [carId, kept] of this.cars.entries())
      if (kept.car.email.toLowerCase() === owner) this.cars.delete(carId);
  }
}
