// A booking as its readers are answered: the columns read beside it (the other side's verified
// number, a change of dates waiting for its owner, the trip's lines) and the row turned into the
// API's JSON. The bookings' and the requests' reads both use it; the transactions never do.
import { type AnyColumn, and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type Booking,
  type BookingAdvance,
  type BookingRefund,
  type BookingStatus,
  LISTING_CURRENCY,
  toPayAtPickup,
  type Language,
  type PriceLine,
  type ProposedChange,
  shownBookingStatus,
  tripStageOf,
} from '@carzone/domain';
import { quoteLinesIn } from '../common/quote-line-words.js';
import { priceLinesOf } from '../database/booking-price-lines.js';
import { type BookingRow, bookings, verifiedPhones } from '../database/schema.js';

/** The renter's verified mobile number, read beside their booking (phone-numbers.ts). */
export const renterPhone = alias(verifiedPhones, 'renter_phone');
export const renterPhoneOfBooking = eq(renterPhone.email, sql`lower(${bookings.bookerEmail})`);

/** The car owner's verified mobile number, read beside a booking of their car. */
export const ownerPhone = alias(verifiedPhones, 'owner_phone');

/**
 * Each side sees the other's verified number on a Confirmed booking only (to arrange pickup):
 * never on a request, a canceled or declined one.
 */
export const numberOnConfirmed = (status: string, phoneNumber: string | null | undefined) =>
  status === 'Confirmed' ? (phoneNumber ?? null) : null;

/** A change of dates waiting for its owner, read beside the booking it would change. */
export const proposal = alias(bookings, 'proposal');

/** The proposal row's columns a booking shows of it (ProposedChange). */
export const PROPOSAL_COLUMNS = {
  startDate: proposal.startDate,
  endDate: proposal.endDate,
  totalPrice: proposal.totalPrice,
  expiresAt: proposal.expiresAt,
};

export type ProposalColumns = {
  startDate: string;
  endDate: string;
  totalPrice: number;
  expiresAt: Date | null;
};

/** A booking's trip choices and what its price lines are made from, for the owner's views. */
export const TRIP_COLUMNS = {
  withDriver: bookings.withDriver,
  pickupTime: bookings.pickupTime,
  pickupPlace: bookings.pickupPlace,
  destinationDistrict: bookings.destinationDistrict,
  priceLines: bookings.priceLines,
  dailyRentalPrice: bookings.dailyRentalPrice,
};

/** A row read with TRIP_COLUMNS, its lines in `language` instead of what they are made from. */
export function withTrip<
  Row extends Pick<BookingRow, 'priceLines' | 'dailyRentalPrice' | 'startDate' | 'endDate'>,
>(
  { priceLines, dailyRentalPrice, ...row }: Row,
  language: Language,
): Omit<Row, 'priceLines' | 'dailyRentalPrice'> & { lines: PriceLine[] } {
  return {
    ...row,
    lines: quoteLinesIn(
      priceLinesOf({
        priceLines,
        dailyRentalPrice,
        startDate: row.startDate,
        endDate: row.endDate,
      }),
      language,
    ),
  };
}

/** Joins the change of the booking `bookingId` that still waits for its owner at `now`, if any. */
export const liveProposalOf = (bookingId: AnyColumn, now: Date) =>
  and(
    eq(proposal.changeOf, bookingId),
    eq(proposal.bookingStatus, 'Pending'),
    gt(proposal.expiresAt, now),
  );

/** The change a booking shows as waiting at `now`, from its proposal row; null when none waits. */
export function toProposedChange(row: ProposalColumns | null, now: Date): ProposedChange | null {
  if (!row?.expiresAt || row.expiresAt <= now) return null;
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    totalPrice: row.totalPrice,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * A row as the API's JSON shows it: spec field names, `_id`, `email` = the booker, ISO dates; a
 * request past its deadline at `now` shows Expired even before the sweep writes so. `proposal`:
 * the row of its change of dates waiting for the owner, if one may be.
 */
export function toBooking(
  row: BookingRow,
  now: Date,
  proposal: ProposalColumns | BookingRow | null = null,
  language: Language = 'en',
  /** The car owner's verified number, shown on a Confirmed booking (numberOnConfirmed). */
  ownerPhoneNumber: string | null = null,
): Booking {
  const expiresAt = row.expiresAt?.toISOString() ?? null;
  const bookingStatus = shownBookingStatus({ bookingStatus: row.bookingStatus, expiresAt }, now);
  return {
    _id: row.id,
    carId: row.carId,
    carModel: row.carModel,
    imageUrl: row.imageUrl,
    location: row.location,
    dailyRentalPrice: row.dailyRentalPrice,
    startDate: row.startDate,
    endDate: row.endDate,
    bookingDate: row.bookingDate.toISOString(),
    totalPrice: row.totalPrice,
    bookingStatus,
    tripStage: tripStageOf({ ...row, bookingStatus }, now),
    email: row.bookerEmail,
    expiresAt: bookingStatus === 'Pending' ? expiresAt : null,
    statusReason: row.statusReason,
    canceledBy: row.canceledBy,
    proposedChange: bookingStatus === 'Confirmed' ? toProposedChange(proposal, now) : null,
    reviews: null,
    withDriver: row.withDriver,
    pickupTime: row.pickupTime,
    pickupPlace: row.pickupPlace,
    destinationDistrict: row.destinationDistrict,
    lines: quoteLinesIn(priceLinesOf(row), language),
    ownerPhoneNumber: numberOnConfirmed(bookingStatus, ownerPhoneNumber),
    advance: advanceOfRow(row, bookingStatus),
    refund: refundOfRow(row),
  };
}

/**
 * A booking's advance as its sides see it (payments.ts): due, with its deadline, while it awaits
 * the payment; held or paid after. Null on a booking of a car that asked none.
 */
export function advanceOfRow(
  row: Pick<BookingRow, 'advanceMinor' | 'advanceState' | 'expiresAt' | 'totalPrice'>,
  shownStatus: BookingStatus,
): BookingAdvance | null {
  if (row.advanceMinor === null || row.advanceState === null) return null;
  return {
    amount: row.advanceMinor,
    currency: LISTING_CURRENCY,
    state: row.advanceState,
    dueAt:
      shownStatus === 'AwaitingPayment' && row.advanceState === 'due'
        ? (row.expiresAt?.toISOString() ?? null)
        : null,
    toPayAtPickup: Math.max(0, toPayAtPickup(row.totalPrice, row.advanceMinor)),
  };
}

/** What of a booking's advance went back, and how far the gateway is with it; null when none. */
export function refundOfRow(
  row: Pick<BookingRow, 'refundedMinor' | 'refundState'>,
): BookingRefund | null {
  return row.refundedMinor > 0 && row.refundState !== null
    ? { amount: row.refundedMinor, status: row.refundState }
    : null;
}
