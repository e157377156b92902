// How the payments page says a refund's state and reason, and an amount of cents, in the page's
// language: the API answers the first two as codes and amounts in integer cents.
import {
  formatDollarsIn,
  fromMinorUnits,
  type Language,
  type RefundReason,
  type RefundState,
} from '@carzone/domain';
import type { AdminText } from '../../locales/messages.ts';

export const REFUND_STATE_WORDS = {
  pending: 'Waiting for the gateway',
  done: 'Done',
  failed: 'Refused by the gateway',
} as const satisfies Record<RefundState, AdminText>;

export const REFUND_REASON_WORDS = {
  renterCanceled: 'The renter canceled',
  ownerCanceled: 'The owner canceled',
  ownerSuspended: 'The owner was suspended',
  latePayment: 'Paid after the deadline',
  secondPayment: 'Paid twice',
  heldRefused: 'Held payment refused',
  byStaff: 'Refunded by staff',
} as const satisfies Record<RefundReason, AdminText>;

/** "$27.50", "$২৭.৫০" for 2750 cents. */
export const centsIn = (cents: number, language: Language): string =>
  formatDollarsIn(fromMinorUnits(cents), language);
