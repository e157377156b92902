import type { Car } from '@carzone/domain';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

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
  private readonly cars = new LRUCache<string, Readonly<Car>>({
    max: 5000,
    ttl: CAR_READ_TTL_MS,
  });

  async read(id: string, load: () => Promise<Car | null>): Promise<Readonly<Car> | null> {
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
}
