import type { Car } from '@carzone/domain';

let nextId = 1;

/** A complete car for tests; pass only what the test is about. */
export function makeCar(overrides: Partial<Car> = {}): Car {
  const id = String(nextId++).padStart(24, '0');
  return {
    _id: id,
    carModel: `Test Car ${id.slice(-3)}`,
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
    minDays: 1,
    maxDays: 365,
    advanceNoticeHours: 0,
    instantBooking: true,
    driverOption: 'self-drive',
    driverDailyRate: null,
    overtimeHourlyRate: null,
    nightHaltRate: null,
    intercityDailySurcharge: null,
    fuelPolicy: null,
    seats: 5,
    district: 'dhaka',
    districtName: 'Dhaka',
    districtNameBn: 'ঢাকা',
    // A test that names the district by its English and Bangla fields gets the same names here.
    districtNames: {
      en: overrides.districtName ?? 'Dhaka',
      bn: overrides.districtNameBn ?? 'ঢাকা',
    },
    licenceRequired: false,
    requireVerifiedPhone: false,
    ownerPhoneVerified: false,
    rating: { average: null, count: 0 },
    ...overrides,
  };
}
