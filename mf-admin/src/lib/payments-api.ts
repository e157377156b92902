// The console's calls for the money (finance staff, and admins): payments the gateway held for
// review and refunds to follow, and the acts on them. Support is refused with 403
// `admin.staffOnly`, which the shell's route shows as not allowed.
import type { ManualRefundInput, PaymentsQueue } from '@carzone/domain';
import { apiRequest } from '@carzone/web-kit';

/** The held payments and the refunds to follow, oldest first. */
export const fetchPaymentsQueue = (signal?: AbortSignal): Promise<PaymentsQueue> =>
  apiRequest('/admin/payments', { signal });

/** Accepts a held payment: its booking is Confirmed. */
export const acceptPayment = (id: string) =>
  apiRequest('/admin/payments/{id}/accept', { method: 'POST', params: { id } });

/** Refuses a held payment: its booking is canceled and the payment refunded whole. */
export const refusePayment = (id: string, reason: string) =>
  apiRequest('/admin/payments/{id}/refuse', { method: 'POST', params: { id }, body: { reason } });

/** Refunds a booking's paid advance by hand, in full or in part (cents). */
export const refundByHand = (bookingId: string, body: ManualRefundInput) =>
  apiRequest('/admin/bookings/{id}/refunds', {
    method: 'POST',
    params: { id: bookingId },
    body,
  });

/** Tries a refund the gateway refused again. */
export const retryRefund = (id: string) =>
  apiRequest('/admin/refunds/{id}/retry', { method: 'POST', params: { id } });
