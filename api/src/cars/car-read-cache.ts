import type { Car } from '@carzone/domain';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/**
 * How long a car read for GET /api/car/:id answers again without a query. A write through this
 * API instance forgets the car once its transaction has committed, so its writer reads it back
 * at once; another instance's write shows here within this time.
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

  /** After a write to the car (its listing, its booking count, its removal) has committed. */
  forget(id: string | null | undefined): void {
    if (id) this.cars.delete(id);
  }
}
