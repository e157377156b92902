/** The two values an owner picks for a car; lists may display them capitalised. */
export const CAR_STATUSES = ['available', 'unavailable'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];

export interface Car {
  _id: string;
  carModel: string;
  brand: string;
  dailyRentalPrice: number;
  /** Lower-case as stored; an empty string is shown as "Unavailable". */
  bookingStatus: CarStatus | '';
  bookingCount: number;
  location: string;
  imageUrl: string;
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
}

export const BOOKING_STATUSES = ['Confirmed', 'Pending', 'Canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface Booking {
  _id: string;
  carId: string;
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
  /** The booker's e-mail. */
  email: string;
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
  message: string;
}

export interface SessionAnswer {
  email: string;
}
