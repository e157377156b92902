// Completed demo trips with their two reviews, published, so a first visit already shows ratings
//: each a Confirmed booking of a demo car by a demo renter, ended weeks before the day
// of seeding, its review window long closed. The renters are names on bookings, not accounts.
import {
  addCalendarDays,
  dhakaToday,
  quoteTrip,
  reviewWindowClosesAt,
  SELF_DRIVE_ONLY,
} from '@carzone/domain';
import type { NewBookingRow, NewReviewRow } from '../database/schema.js';

const DEMO_RENTERS = {
  nusrat: { email: 'nusrat.jahan@carzone.test', name: 'Nusrat Jahan' },
  tanvir: { email: 'tanvir.hasan@carzone.test', name: 'Tanvir Hasan' },
  farhana: { email: 'farhana.akter@carzone.test', name: 'Farhana Akter' },
  arif: { email: 'arif.rahman@carzone.test', name: 'Arif Rahman' },
} as const;

interface DemoTrip {
  renter: keyof typeof DEMO_RENTERS;
  /** Its end date, this many days before the day of seeding; it lasted `days` days. */
  endedDaysAgo: number;
  days: number;
  /** The renter's review of the car, and the owner's of the renter. */
  renterReview: { rating: number; text: string };
  ownerReview: { rating: number; text: string };
}

/** The demo trips, by the car's model (demo-cars.ts). */
const DEMO_TRIPS: Record<string, DemoTrip[]> = {
  'Toyota Axio 2018': [
    {
      renter: 'nusrat',
      endedDaysAgo: 21,
      days: 2,
      renterReview: {
        rating: 5,
        text: 'Spotless car and a driver who knew every shortcut in Dhaka. Picked us up on time at Banani.',
      },
      ownerReview: { rating: 5, text: 'Punctual and polite. Welcome back any time.' },
    },
    {
      renter: 'tanvir',
      endedDaysAgo: 48,
      days: 3,
      renterReview: {
        rating: 4,
        text: 'গাড়ি পরিষ্কার ছিল, ড্রাইভার সময়মতো এসেছিলেন। এসি একটু দুর্বল ছিল।',
      },
      ownerReview: { rating: 5, text: 'Looked after the car well.' },
    },
  ],
  'Toyota Noah 2017': [
    {
      renter: 'farhana',
      endedDaysAgo: 30,
      days: 4,
      renterReview: {
        rating: 5,
        text: "Took the whole family to Cox's Bazar. Plenty of room for luggage and a careful driver on the highway.",
      },
      ownerReview: { rating: 5, text: 'A lovely family, the car came back clean.' },
    },
    {
      renter: 'arif',
      endedDaysAgo: 75,
      days: 1,
      renterReview: { rating: 4, text: 'Good for a day trip to Gazipur. Fair price.' },
      ownerReview: { rating: 4, text: '' },
    },
    {
      renter: 'nusrat',
      endedDaysAgo: 110,
      days: 2,
      renterReview: { rating: 5, text: '' },
      ownerReview: { rating: 5, text: 'Easy to arrange the pickup by phone.' },
    },
  ],
  'Honda Civic 2020': [
    {
      renter: 'tanvir',
      endedDaysAgo: 26,
      days: 2,
      renterReview: { rating: 3, text: 'Fine car, but the pickup was half an hour late.' },
      ownerReview: { rating: 4, text: 'Returned on time.' },
    },
  ],
  'Toyota Hiace Commuter': [
    {
      renter: 'arif',
      endedDaysAgo: 40,
      days: 3,
      renterReview: {
        rating: 5,
        text: 'অফিসের ১২ জন নিয়ে সিলেট গিয়েছিলাম। চালক খুব দক্ষ, কোনো সমস্যা হয়নি।',
      },
      ownerReview: { rating: 5, text: 'Well organised group, no trouble at all.' },
    },
    {
      renter: 'farhana',
      endedDaysAgo: 95,
      days: 2,
      renterReview: { rating: 4, text: 'Roomy and reliable for a wedding trip.' },
      ownerReview: { rating: 5, text: '' },
    },
  ],
  'Toyota Premio 2019': [
    {
      renter: 'nusrat',
      endedDaysAgo: 60,
      days: 2,
      renterReview: { rating: 5, text: 'Comfortable ride to Chattogram and back.' },
      ownerReview: { rating: 5, text: '' },
    },
  ],
};

export interface DemoTripRows {
  booking: Omit<NewBookingRow, 'carId'>;
  reviews: Omit<NewReviewRow, 'bookingId' | 'carId'>[];
}

/** The completed trips of the demo car `car`, as rows dated from Dhaka's day of seeding. */
export function demoTripsOf(
  car: {
    carModel: string;
    dailyRentalPrice: number;
    location: string;
    imageUrl?: string;
    ownerEmail: string;
    ownerName?: string;
  },
  now: Date,
): DemoTripRows[] {
  const today = dhakaToday(now);
  return (DEMO_TRIPS[car.carModel] ?? []).map((trip) => {
    const renter = DEMO_RENTERS[trip.renter];
    const endDate = addCalendarDays(today, -trip.endedDaysAgo);
    const startDate = addCalendarDays(endDate, -trip.days);
    // The demo trips were self-driven at the car's price, as the spec's bookings are.
    const { lines, totalPrice } = quoteTrip(
      { ...SELF_DRIVE_ONLY, dailyRentalPrice: car.dailyRentalPrice, district: '' },
      trip.days,
      { withDriver: false, destinationDistrict: null },
    );
    const windowClosesAt = reviewWindowClosesAt(endDate);
    const writtenAt = new Date(`${addCalendarDays(endDate, 1)}T10:00:00+06:00`);
    const shared = { writtenAt, windowClosesAt, publishedAt: writtenAt };
    return {
      booking: {
        carModel: car.carModel,
        imageUrl: car.imageUrl ?? '',
        location: car.location,
        dailyRentalPrice: car.dailyRentalPrice,
        startDate,
        endDate,
        bookingDate: new Date(`${addCalendarDays(startDate, -3)}T09:00:00+06:00`),
        totalPrice,
        priceLines: lines,
        bookingStatus: 'Confirmed',
        bookerEmail: renter.email,
        bookerName: renter.name,
        // Asked and reminded long ago: the review mails' sweep has nothing to say of it.
        reviewInvitedAt: writtenAt,
        reviewRemindedAt: writtenAt,
      },
      reviews: [
        {
          ...shared,
          authorSide: 'renter',
          authorEmail: renter.email,
          authorName: renter.name,
          subjectEmail: car.ownerEmail,
          ...trip.renterReview,
        },
        {
          ...shared,
          authorSide: 'owner',
          authorEmail: car.ownerEmail,
          authorName: car.ownerName ?? '',
          subjectEmail: renter.email,
          ...trip.ownerReview,
        },
      ],
    };
  });
}

/** A demo car's rating columns: its trips' renter reviews, all published. */
export function demoRatingOf(carModel: string): { ratingTotal: number; ratingCount: number } {
  const trips = DEMO_TRIPS[carModel] ?? [];
  return {
    ratingTotal: trips.reduce((sum, trip) => sum + trip.renterReview.rating, 0),
    ratingCount: trips.length,
  };
}
