import type { Car } from '../entities.js';

/** A listing's trip rules when its owner sets none: any trip of the spec's flow, booked at once. */
export const TEST_CAR_TRIP_RULES = {
  minDays: 1,
  maxDays: 365,
  advanceNoticeHours: 0,
  instantBooking: true,
} as const satisfies Partial<Car>;

/** A car rented without its driver has none of the driver's rates, nor a fuel policy. */
export const TEST_CAR_NO_DRIVER_TERMS = {
  driverDailyRate: null,
  overtimeHourlyRate: null,
  nightHaltRate: null,
  intercityDailySurcharge: null,
  fuelPolicy: null,
} as const satisfies Partial<Car>;

/**
 * A car rented with its driver or self-driven, with every rate of the driver's: $20 a day, $3 an
 * hour of overtime, $10 a night away, $15 a day out of town; the renter pays the fuel.
 */
export const TEST_CAR_DRIVER_TERMS = {
  driverOption: 'both',
  driverDailyRate: 20,
  overtimeHourlyRate: 3,
  nightHaltRate: 10,
  intercityDailySurcharge: 15,
  fuelPolicy: 'renter-pays',
} as const satisfies Partial<Car>;

/** A self-drive offer of five seats, in Dhaka. */
export const TEST_CAR_SELF_DRIVE = {
  driverOption: 'self-drive',
  ...TEST_CAR_NO_DRIVER_TERMS,
  seats: 5,
  district: 'dhaka',
} as const satisfies Partial<Car>;

/**
 * The one complete car of every test, API and front end alike: a test spreads it and names only
 * what it is about. Typed as `Car`, so a new field of a car is added here once, and the tests that
 * compare a whole car (or its list of fields) follow.
 */
export const TEST_CAR: Car = {
  _id: '000000000000000000000001',
  carModel: 'Test Car',
  brand: 'Toyota',
  dailyRentalPrice: 50,
  bookingStatus: 'available',
  bookingCount: 0,
  location: 'Dhaka',
  imageUrl: '/api/images/cars/test.svg',
  thumbnailUrl: '/api/images/cars/test.svg',
  photoId: null,
  description: 'A tidy car for city trips.',
  features: 'GPS, AC',
  registrationNumber: 'DHA-1234',
  email: 'owner@example.com',
  name: 'Owner',
  createdAt: '2026-01-10T08:00:00.000Z',
  ...TEST_CAR_TRIP_RULES,
  ...TEST_CAR_SELF_DRIVE,
  districtName: 'Dhaka',
  districtNameBn: 'ঢাকা',
  districtNames: { en: 'Dhaka', bn: 'ঢাকা' },
  licenceRequired: false,
  requireVerifiedPhone: false,
  ownerPhoneVerified: false,
  rating: { average: null, count: 0 },
  advancePercent: 0,
};
