// The setup a test file of trips shares: its own test app, cars of its own deleted after, and the
// three people of a booking signed in (the car's owner, a renter, and a stranger to both).
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { signedInUser } from './auth-helpers.js';
import type { SignedInUser } from './session-calls.js';
import { testCars, type TestCars } from './test-cars.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface BookingParties {
  api: TestApp;
  carsOf: TestCars;
  owner: SignedInUser;
  renter: SignedInUser;
  stranger: SignedInUser;
}

export interface BookingPartiesOptions {
  /** What the file's cars are called, to tell them apart in a shared database. */
  carLabel: string;
  /** The display names of the owner, the renter and the stranger. */
  names: readonly [string, string, string];
  /** The app's configuration, read once the file's earlier `beforeAll` hooks have run. */
  config?: () => Partial<AppConfig>;
}

/**
 * Registers the file's `beforeAll` (start the app, sign the three in, then hand them to `ready`)
 * and its `afterAll` (delete the file's cars and their bookings, close the app).
 */
export function withBookingParties(
  { carLabel, names, config = () => ({}) }: BookingPartiesOptions,
  ready: (parties: BookingParties) => void,
): void {
  let api: TestApp | undefined;
  let carsOf: TestCars | undefined;
  beforeAll(async () => {
    api = await startTestApp({ seedDemoData: false, ...config() });
    carsOf = testCars(api.db, carLabel);
    const [owner, renter, stranger] = await Promise.all(
      names.map((name) => signedInUser(api!, name)),
    );
    ready({ api, carsOf, owner: owner!, renter: renter!, stranger: stranger! });
  });
  afterAll(async () => {
    await carsOf?.deleteAll();
    await api?.close();
  });
}
