// Cars for API tests that need one of their own (to book, say), inserted straight into the test
// app's database and deleted again by the test file (their bookings go with them, ON DELETE
// CASCADE).
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { cars, type NewCarRow } from '../database/schema.js';

export interface TestCars {
  /** Inserts a car (owned by `ownerEmail`) and answers its id. */
  insert(ownerEmail: string, overrides?: Partial<NewCarRow>): Promise<string>;
  /** Deletes every car this helper inserted, with their bookings. */
  deleteAll(): Promise<void>;
}

export function testCars(db: Database, label = 'Test Car'): TestCars {
  const ids: string[] = [];
  return {
    async insert(ownerEmail, overrides = {}) {
      const [row] = await db
        .insert(cars)
        .values({
          carModel: `${label} ${randomUUID().slice(0, 8)}`,
          brand: 'Toyota',
          dailyRentalPrice: 40,
          bookingStatus: 'available',
          location: 'Gulshan, Dhaka',
          imageUrl: '/api/images/cars/sedan-white.svg',
          registrationNumber: 'Dhaka Metro-GA 00-0000',
          ownerEmail,
          ownerName: 'Test Owner',
          ...overrides,
        })
        .returning({ id: cars.id });
      ids.push(row!.id);
      return row!.id;
    },
    async deleteAll() {
      if (ids.length > 0) await db.delete(cars).where(inArray(cars.id, ids.splice(0)));
    },
  };
}
