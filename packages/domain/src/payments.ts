// Money on the platform: the advance an owner may ask for, when it must be paid, and the one
// cancellation policy that says how much of it goes back. Amounts here are integer minor units
// (cents of the listing's currency, the spec's dollars): a payment, a refund and the policy never
// round a float. The API prices every payment itself from the booking it keeps; a page shows
// these same figures before anyone commits.
import { formatDollars } from './money.js';

/** The currency every listing is priced in (the spec's dollars), sent to the gateway as such. */
export const LISTING_CURRENCY = 'USD';

/** No advance: the spec's flow, a booking that costs nothing to make or break. */
export const NO_ADVANCE = 0;
export const MIN_ADVANCE_PERCENT = 10;
export const MAX_ADVANCE_PERCENT = 50;

/** How long a renter has to pay an advance, unless PAYMENT_MINUTES says otherwise. */
export const DEFAULT_PAYMENT_MINUTES = 60;

/** The renter cancelling at least this long before the first day (Dhaka) gets the whole advance. */
export const FULL_REFUND_HOURS_BEFORE_START = 24;

export const PAYMENT_MESSAGES = {
  advancePercentInvalid:
    'The advance must be 0 (none) or a whole percentage from 10 to 50 of the trip price.',
  notAwaitingPayment: 'This booking is not waiting for a payment.',
  paymentPastDue: 'The time to pay the advance for this booking has passed.',
  gatewayUnavailable:
    'The payment gateway is not answering. Your booking is kept until its deadline: try again in a moment.',
  nothingToRefund: 'This booking has no paid advance left to refund.',
  refundTooLarge: 'A refund cannot be more than what is left of the paid advance.',
  refundAmountInvalid: 'The refund must be a whole number of cents, at least 1.',
  refundReasonInvalid: 'Give the reason as text of 1 to 1,000 characters: it is audited.',
  notHeld: 'This payment is not held for review.',
  paymentNotFound: 'No payment has this id.',
  refundNotFound: 'No refund has this id.',
  refundNotFailed: 'Only a refund the gateway refused can be tried again.',
  refundIdInvalid:
    'The refund id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
  payBeforeChanging:
    'Pay the advance before changing the dates, or cancel this booking and book the new dates.',
  paymentIdInvalid:
    'The payment id is not valid: it should look like 3f2b8c1e-7d4a-4c8e-9b1f-2a6d5e8c9f01.',
} as const;

/** What an owner may ask: none, or a whole percentage from 10 to 50. */
export function isAdvancePercent(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    (value === NO_ADVANCE || (value >= MIN_ADVANCE_PERCENT && value <= MAX_ADVANCE_PERCENT))
  );
}

/** Dollars (2 decimals at most, as prices are kept) to integer cents. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents back to dollars, for showing with the prices' own formatting. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/** "$27.50" for 2750 cents. */
export function formatMinorUnits(minor: number): string {
  return formatDollars(fromMinorUnits(minor));
}

/** The advance, in cents, of a trip costing `totalPrice` dollars: the owner's share, rounded. */
export function advanceOf(totalPrice: number, advancePercent: number): number {
  if (advancePercent === NO_ADVANCE) return 0;
  return Math.round((toMinorUnits(totalPrice) * advancePercent) / 100);
}

/** What is left to pay at pickup once the advance is paid, in cents. */
export function toPayAtPickup(totalPrice: number, advance: number): number {
  return toMinorUnits(totalPrice) - advance;
}

/** The moment a trip starts: its first day at the pickup time named, else at the day's start (Dhaka). */
export function tripStartsAt(startDate: string, pickupTime: string | null): Date {
  return new Date(`${startDate}T${pickupTime ?? '00:00'}:00+06:00`);
}

/**
 * When an advance asked for at `now` must be paid by: `minutes` later, never after the trip
 * starts. A trip the calendar has already begun (booked for today with no time named, or a time
 * already past) gets the whole window: the renter and the owner arrange the hour themselves.
 */
export function paymentDueAt(
  now: Date,
  trip: { startDate: string; pickupTime: string | null },
  minutes: number = DEFAULT_PAYMENT_MINUTES,
): Date {
  const window = new Date(now.getTime() + minutes * 60_000);
  const start = tripStartsAt(trip.startDate, trip.pickupTime);
  return start > now && start < window ? start : window;
}

/** Who ends a paid booking: its renter, its car's owner (or their request declined), or staff. */
export type CancelingSide = 'renter' | 'owner' | 'staff';

/** How a paid advance splits when a booking ends now: back to the renter, kept by the owner. */
export interface CancellationRefund {
  /** Cents back to the renter. */
  refundAmount: number;
  /** Cents the owner keeps. */
  keptAmount: number;
}

/**
 * The one cancellation policy. The renter cancelling 24 hours or more before the first day starts
 * in Dhaka gets the whole advance back; later, the owner keeps one day's car price (the daily
 * price, without the service charge) from the advance, the rest goes back. The owner cancelling,
 * a request declined after payment, or staff ending it (its owner suspended): the whole advance.
 */
export function cancellationRefund(
  booking: { advancePaid: number; dailyRentalPrice: number; startDate: string },
  side: CancelingSide,
  now: Date,
): CancellationRefund {
  const paid = booking.advancePaid;
  if (side !== 'renter' || isFreeCancellation(booking.startDate, now))
    return { refundAmount: paid, keptAmount: 0 };
  const kept = Math.min(paid, toMinorUnits(booking.dailyRentalPrice));
  return { refundAmount: paid - kept, keptAmount: kept };
}

/** True while a renter may still cancel for the whole advance: 24 hours or more before day one. */
export function isFreeCancellation(startDate: string, now: Date): boolean {
  const firstDay = tripStartsAt(startDate, null).getTime();
  return firstDay - now.getTime() >= FULL_REFUND_HOURS_BEFORE_START * 3_600_000;
}

/**
 * A payment's life at the gateway, as the API keeps it: started, then paid, held for staff (the
 * gateway's risk check), failed or canceled there; `refunded`: paid for a booking that no longer
 * waited for it (expired, canceled, paid already) or refused by staff, and given back whole.
 */
export const PAYMENT_STATES = [
  'started',
  'paid',
  'held',
  'failed',
  'canceled',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A refund's life: waiting for (or retrying) the gateway, done, or given up for staff. */
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** What a booking with an advance shows of its payment: due (with its deadline), held for staff, paid. */
export const ADVANCE_STATES = ['due', 'held', 'paid'] as const;
export type AdvanceState = (typeof ADVANCE_STATES)[number];

/** A booking's advance, in its answers; null on a booking of a car that asks none. */
export interface BookingAdvance {
  /** The advance, in cents. */
  amount: number;
  currency: typeof LISTING_CURRENCY;
  state: AdvanceState;
  /** While due: when it must be paid by (ISO); null otherwise. */
  dueAt: string | null;
  /** What is left to pay at pickup, in cents. */
  toPayAtPickup: number;
}

/** A booking's refund, in its answers; null when nothing was refunded. */
export interface BookingRefund {
  /** In cents: every refund of the booking added up. */
  amount: number;
  /** The least finished of them: pending while any is, failed while any is, else done. */
  status: RefundState;
}

/** `GET /api/bookings/:id/cancellation`: the caller's cancel now, in cents. */
export type CancellationQuote = CancellationRefund;

/** `POST /api/bookings/:id/payments`: where to send the renter to pay. */
export interface PaymentStart {
  redirectUrl: string;
}

/** Why a refund was made: the policy's cases, a payment too late or twice, or staff's decision. */
export const REFUND_REASONS = [
  'renterCanceled',
  'ownerCanceled',
  'ownerSuspended',
  'latePayment',
  'secondPayment',
  'heldRefused',
  'byStaff',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A payment the gateway's risk check held, waiting for finance staff to accept or refuse it. */
export interface HeldPayment {
  paymentId: string;
  bookingId: string;
  carModel: string;
  renterEmail: string;
  startDate: string;
  endDate: string;
  /** In cents. */
  amount: number;
  cardType: string;
  /** ISO 8601: when the gateway reported it. */
  paidAt: string;
}

/** A refund staff should look at: refused by the gateway, or still not done after an hour. */
export interface RefundToFollow {
  refundId: string;
  bookingId: string;
  carModel: string;
  renterEmail: string;
  /** In cents. */
  amount: number;
  state: RefundState;
  reason: RefundReason;
  attempts: number;
  /** What the gateway last said, '' when nothing went wrong. */
  lastError: string;
  /** ISO 8601. */
  createdAt: string;
}

/** `GET /api/admin/payments`: what finance staff have to act on. */
export interface PaymentsQueue {
  held: HeldPayment[];
  refunds: RefundToFollow[];
}

/** `POST /api/admin/bookings/:id/refunds`: a refund by hand, full or part, with its reason. */
export interface ManualRefundInput {
  /** In cents: at least 1, at most what is left of the paid advance. */
  amount: number;
  reason: string;
}

/** A refund still pending after this long raises the alert and shows in the console. */
export const REFUND_OVERDUE_MINUTES = 60;
