import { Inject, Injectable } from '@nestjs/common';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Car } from '@carzone/domain';
import type { Database } from '../database/database.js';
import { DATABASE } from '../database/database.tokens.js';
import { type CarRow, cars, type NewCarRow } from '../database/schema.js';

// Any constant; it only has to differ from the other advisory locks the API takes.
const SEED_LOCK_ID = 4_271_002;

@Injectable()
export class CarsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every car, newest listing first. */
  async findAllNewestFirst(): Promise<Car[]> {
    const rows = await this.db.select().from(cars).orderBy(desc(cars.createdAt), desc(cars.id));
    return rows.map(toCar);
  }

  async findById(id: string): Promise<Car | null> {
    const [row] = await this.db.select().from(cars).where(eq(cars.id, id));
    return row ? toCar(row) : null;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ total: count() }).from(cars);
    return row?.total ?? 0;
  }

  /**
   * Inserts the given cars only when there are none yet; answers how many it inserted. A
   * transaction-scoped advisory lock makes two API instances starting at once agree on who seeds.
   */
  async insertAllIfNoCars(newCars: NewCarRow[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [existing] = await tx.select({ total: count() }).from(cars);
      if ((existing?.total ?? 0) > 0) return 0;
      await tx.insert(cars).values(newCars);
      return newCars.length;
    });
  }
}

/** A row as the API's JSON shows it: spec field names, `_id`, price as a number, ISO date. */
export function toCar(row: CarRow): Car {
  return {
    _id: row.id,
    carModel: row.carModel,
    brand: row.brand,
    dailyRentalPrice: row.dailyRentalPrice,
    bookingStatus: row.bookingStatus,
    bookingCount: row.bookingCount,
    location: row.location,
    imageUrl: row.imageUrl,
    description: row.description,
    features: row.features,
    registrationNumber: row.registrationNumber,
    email: row.ownerEmail,
    name: row.ownerName,
    createdAt: row.createdAt.toISOString(),
  };
}
