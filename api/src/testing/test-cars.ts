// Cars for API tests that need one of their own (to book, say), inserted straight into the test
// app's database and deleted again by the test file, with every booking made of them (deleting a
// car keeps its bookings, their car_id set to NULL, so they are deleted first).
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { bookings, cars, type NewCarRow } from '../database/schema.js';

export interface TestCars {
  /** Inserts a car (owned by `ownerEmail`) and answers its id. */
  insert(ownerEmail: string, overrides?: Partial<NewCarRow>): Promise<string>;
  /** Counts a car made some other way (through the API, say) as this helper's, to delete after. */
  adopt(carId: string): void;
  /** Deletes every car this helper inserted or adopted, with their bookings. */
  deleteAll(): Promise<void>;
}

/**
 * The one car row of the API's tests: what a listing needs, every other column its default. A
 * test names only what it is about (`overrides`); a new column with a default touches no test.
 */
export function testCarRow(overrides: Partial<NewCarRow> = {}): NewCarRow {
  return {
    carModel: `Test Car ${randomUUID().slice(0, 8)}`,
    brand: 'Toyota',
    dailyRentalPrice: 40,
    bookingStatus: 'available',
    location: 'Gulshan, Dhaka',
    imageUrl: '/api/images/cars/sedan-white.svg',
    registrationNumber: 'Dhaka Metro-GA 00-0000',
    ownerEmail: 'test-owner@carzone.test',
    ownerName: 'Test Owner',
    ...overrides,
  };
}

export function testCars(db: Database, label = 'Test Car'): TestCars {
  const ids: string[] = [];
  return {
    async insert(ownerEmail, overrides = {}) {
      const [row] = await db
        .insert(cars)
        .values(
          testCarRow({
            carModel: `${label} ${randomUUID().slice(0, 8)}`,
            ownerEmail,
            ...overrides,
          }),
        )
        .returning({ id: cars.id });
      ids.push(row!.id);
      return row!.id;
    },
    adopt(carId) {
      ids.push(carId);
    },
    async deleteAll() {
      const deleting = ids.splice(0);
      if (deleting.length === 0) return;
      await db.delete(bookings).where(inArray(bookings.carId, deleting));
      await db.delete(cars).where(inArray(cars.id, deleting));
    },
  };
}

/**
 * A car of Dhaka rented either way, whose prices make a worked example: 2 days with
 * the driver to another district cost $198.00.
 */
export const CAR_WITH_DRIVER = {
  driverOption: 'both',
  driverDailyRate: 20,
  overtimeHourlyRate: 3.5,
  nightHaltRate: 10,
  intercityDailySurcharge: 15,
  fuelPolicy: 'renter-pays',
  dailyRentalPrice: 50,
  district: 'dhaka',
} as const;
