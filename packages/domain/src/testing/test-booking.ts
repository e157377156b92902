import type { OwnerBooking } from '../car-listing.js';
import type { Booking } from '../entities.js';

type Shared = keyof Booking & keyof OwnerBooking;
/** The fields both answers have, as both types allow them (an owner's booking always has its car). */
type Trip = Pick<Booking, Shared> & Pick<OwnerBooking, Shared>;

/**
 * What the renter and the owner are both told of the tests' one trip: a confirmed self-drive trip
 * of 5 to 8 December 2026, $132, without a pickup, a destination, price lines or reviews.
 */
const TRIP: Trip = {
  _id: 'booking-1',
  carId: 'car-1',
  startDate: '2026-12-05',
  endDate: '2026-12-08',
  totalPrice: 132,
  bookingStatus: 'Confirmed',
  tripStage: 'upcoming',
  expiresAt: null,
  proposedChange: null,
  reviews: null,
  withDriver: false,
  pickupTime: null,
  pickupPlace: '',
  destinationDistrict: null,
  lines: [],
  advance: null,
};

/**
 * The trip as the renter is answered it: of a car in Dhaka at $40 a day, booked on 1 December at
 * 02:30 Dhaka time. Typed as `Booking`, so its keys are a booking's.
 */
export const TEST_BOOKING: Booking = {
  ...TRIP,
  carModel: 'Test Car',
  imageUrl: '/api/images/cars/test.svg',
  location: 'Dhaka',
  dailyRentalPrice: 40,
  bookingDate: '2026-11-30T20:30:00.000Z',
  email: 'renter@example.com',
  statusReason: '',
  canceledBy: null,
  ownerPhoneNumber: null,
  refund: null,
};

/**
 * The trip as its car's owner is answered it: Rahim Uddin's, without a licence or a number shown.
 * Typed as `OwnerBooking`, so its keys are an owner's booking's.
 */
export const TEST_OWNER_BOOKING: OwnerBooking = {
  ...TRIP,
  renterName: 'Rahim Uddin',
  renterLicence: null,
  renterPhoneNumber: null,
};
