import type { Language } from './language.js';
import type { BookingAdvance, BookingRefund } from './payments.js';
import type { StaffRole } from './staff.js';
import type { Rating, TripReviews } from './reviews.js';
import type { PriceLine, TripOffer } from './trip-offer.js';
import type { TripRules } from './trip-rules.js';

/** The two values an owner picks for a car; lists may display them capitalised. */
export const CAR_STATUSES = ['available', 'unavailable'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

/**
 * A car as the API answers it, with its owner's trip rules (trip-rules.ts: shortest and longest
 * trip, notice in hours) and what it offers (trip-offer.ts: its driver and their rates, seats,
 * district, licence, verified mobile number).
 */
export interface Car extends TripRules, TripOffer {
  _id: string;
  carModel: string;
  brand: string;
  dailyRentalPrice: number;
  /** Lower-case as stored; an empty string is shown as "Unavailable". */
  bookingStatus: CarStatus | '';
  bookingCount: number;
  /** The area within its `district`. */
  location: string;
  /** The picture a car's page shows: an http(s) URL, or the API's copy of an uploaded photo. */
  imageUrl: string;
  /** The small picture cards and tables show (the image itself when there is no smaller one). */
  thumbnailUrl: string;
  /** The uploaded photo the pictures come from, or null for an image URL. */
  photoId: string | null;
  description: string;
  /** Comma-separated, as the owner typed it. */
  features: string;
  registrationNumber: string;
  /** The owner's e-mail. */
  email: string;
  /** The owner's display name. */
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  /** False: each booking is a request the owner accepts or declines (requests.ts). */
  instantBooking: boolean;
  /**
   * The district's names, English and Bangla, sent with the car so that cards can say them
   * without the list of 64 on a first visit.
   */
  districtName: string;
  districtNameBn: string;
  /** The district's name in every language (`{ en: 'Sylhet', bn: 'সিলেট' }`): nameIn picks one. */
  districtNames: Record<Language, string>;
  /** Its owner has a verified mobile number (the number itself only on a confirmed booking). */
  ownerPhoneVerified: boolean;
  /** Its renters' published reviews (reviews.ts): the average to one decimal, and how many. */
  rating: Rating;
  /**
   * The share of a trip's price its renter pays in advance through the gateway (payments.ts): 0
   * (none, the default: a booking is made as before) or 10 to 50 percent.
   */
  advancePercent: number;
}

/**
 * A booking's status. Pending is a request the car's owner has not answered yet (its dates are
 * held); AwaitingPayment a booking of a car that asks an advance, held until its renter pays it
 * (then Confirmed) or its deadline passes (then Expired); Declined and Expired are bookings that
 * were not accepted or not paid. Pending, AwaitingPayment and Confirmed hold the car's dates
 * (HOLDING_STATUSES).
 */
export const BOOKING_STATUSES = [
  'Confirmed',
  'Pending',
  'Canceled',
  'Declined',
  'Expired',
  'AwaitingPayment',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Where a confirmed booking's trip is in Dhaka's calendar: before its first day, from its first
 * day, and once its last day has passed (the day the car comes back). `tripStageOf` (booking.ts).
 */
export const TRIP_STAGES = ['upcoming', 'underway', 'completed'] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

/** The statuses whose bookings keep a car's nights from everyone else. */
export const HOLDING_STATUSES = [
  'Pending',
  'Confirmed',
  'AwaitingPayment',
] as const satisfies readonly BookingStatus[];

export interface Booking {
  _id: string;
  /** Null once the car has been deleted: the booking keeps its own copy of what was rented. */
  carId: string | null;
  carModel: string;
  imageUrl: string;
  location: string;
  dailyRentalPrice: number;
  /** Calendar date, YYYY-MM-DD, in Asia/Dhaka. */
  startDate: string;
  /** Calendar date, YYYY-MM-DD, in Asia/Dhaka. */
  endDate: string;
  /** ISO timestamp. */
  bookingDate: string;
  totalPrice: number;
  bookingStatus: BookingStatus;
  /** A Confirmed booking's stage (upcoming, under way, completed); null for any other status. */
  tripStage: TripStage | null;
  /** The booker's e-mail. */
  email: string;
  /** A Pending request's deadline (ISO): unanswered by then, it is Expired. Null otherwise. */
  expiresAt: string | null;
  /** Why the owner declined or canceled it, when they said; '' otherwise. */
  statusReason: string;
  /** Who canceled a Canceled booking: its renter or the car's owner; null otherwise. */
  canceledBy: 'renter' | 'owner' | null;
  /** The trip's choices (trip-offer.ts): with the car's driver, pickup time and place, where to. */
  withDriver: boolean;
  /** HH:MM in Dhaka on the first day; null when the renter did not say. */
  pickupTime: string | null;
  pickupPlace: string;
  /** The district the trip goes to; null for one that stays in the car's district. */
  destinationDistrict: string | null;
  /** The price line by line, in the request's language; the amounts add up to `totalPrice`. */
  lines: PriceLine[];
  /**
   * New dates the renter asked for on a car that takes requests, waiting for the owner's answer;
   * the booking keeps its own dates until they accept. Null when none waits.
   */
  proposedChange: ProposedChange | null;
  /**
   * A completed trip's reviews as its renter sees them (reviews.ts), on My Bookings' list; null
   * for any other booking and in the answers to a booking's own changes.
   */
  reviews: TripReviews | null;
  /**
   * The car owner's verified mobile number (+8801…), for arranging pickup: on a Confirmed booking
   * when they have one, in the answers to its renter; null otherwise (phone-numbers.ts).
   */
  ownerPhoneNumber: string | null;
  /**
   * The advance of a booking of a car that asks one (payments.ts): its amount, whether it is due
   * (the booking AwaitingPayment until `dueAt`), held for staff or paid. Null otherwise.
   */
  advance: BookingAdvance | null;
  /** What of a paid advance went back to the renter, and how far the refund is; null when none. */
  refund: BookingRefund | null;
}

/**
 * A change of a confirmed booking's dates that waits for the car's owner (booking-requests.ts):
 * its dates are held beside the booking's own until the owner accepts or declines, or `expiresAt`.
 */
export interface ProposedChange {
  startDate: string;
  endDate: string;
  /** What the booking costs with the new dates, at its own daily price. */
  totalPrice: number;
  /** ISO: unanswered by then, the change lapses and the booking keeps its dates. */
  expiresAt: string;
}

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

export interface ContactMessageAnswer {
  message: string;
}

/** The one JSON shape every API error has. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  /**
   * Stable and machine-readable (`booking.overlap`, `not_found`), declared in the refusal table
   * (`@carzone/domain/refusals`): what a front end tells refusals apart by.
   */
  code: string;
  /** The refusal in words, in the request's language (its cookie, else Accept-Language). */
  message: string;
  /** For a refused body: each refused field's code and message, keyed by the field's name. */
  fields?: Record<string, FieldRefusal>;
  /**
   * The request's id (also in the X-Request-Id header), the key to its log lines: what a person
   * quotes to support. Absent only when no request could be read (broken HTTP).
   */
  requestId?: string;
}

/** Why one field of a body was refused. */
export interface FieldRefusal {
  code: string;
  message: string;
}

export interface SessionAnswer {
  email: string;
}

/** `GET /api/me`: who the session cookie belongs to (the shell compares `uid` with Firebase's). */
export interface SignedInUser {
  uid: string;
  email: string;
  name: string;
  /** The profile photo's URL, or '' when the person has none. */
  photoURL: string;
  /** Their verified Bangladeshi mobile number, +8801XXXXXXXXX, or '' (phone-numbers.ts). */
  phoneNumber: string;
  /** Their staff role (staff.ts), read from the API's table on this request; null for everyone else. */
  role: StaffRole | null;
  /** The messages written to them in all their threads (messages.ts) that they have not read. */
  unreadMessages: number;
}

/** One signed-in browser of a person, as `GET /api/sessions` lists it. */
export interface DeviceSession {
  id: string;
  /** What kind of device, from its user agent: 'Android phone', 'Windows computer'… */
  device: string;
  /** The browser and its major version: 'Chrome 131'; 'Unknown browser' when unreadable. */
  browser: string;
  /** ISO 8601 timestamps. */
  createdAt: string;
  lastSeenAt: string;
  /** True for the session of the browser that asked. */
  current: boolean;
}
