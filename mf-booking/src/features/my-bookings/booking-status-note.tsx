import {
  type Booking,
  formatCalendarDateIn,
  formatDhakaDateTimeIn,
  formatDollarsIn,
} from '@carzone/domain';
import { Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import { PaymentDeadline } from './pay-advance.tsx';

/**
 * What a status means for this booking, under its badge: until when the owner may answer a
 * request or new dates asked for, the time left to pay an advance or that CarZone reviews it,
 * that it expired, or the reason the owner gave for declining or canceling.
 */
export function BookingStatusNote({ booking }: { booking: Booking }) {
  const t = useT();
  const language = useLanguage();
  if (booking.bookingStatus === 'AwaitingPayment' && booking.advance?.state === 'due')
    return booking.advance.dueAt ? <PaymentDeadline dueAt={booking.advance.dueAt} /> : null;
  const note = noteOf();
  if (!note) return null;
  return (
    <Text fontSize="xs" color="fg.muted" mt="1" maxW="16rem">
      {note}
    </Text>
  );

  function noteOf(): string | null {
    const reason = booking.statusReason?.trim();
    switch (booking.bookingStatus) {
      case 'Pending':
        return booking.expiresAt
          ? t('The owner answers by {time}; the dates are held for you until then.', {
              time: formatDhakaDateTimeIn(booking.expiresAt, language),
            })
          : null;
      case 'AwaitingPayment':
        return booking.advance?.state === 'held'
          ? t('Payment received, being reviewed by CarZone')
          : null;
      case 'Expired':
        // A booking of a car that asks an advance expires unpaid, or unanswered as a request: its
        // answer does not tell which, so it says neither.
        return booking.advance?.state === 'due'
          ? t('This booking expired before it was confirmed; the dates are free again.')
          : t('The owner did not answer in time; the dates are free again.');
      case 'Declined':
        return reason
          ? t('The owner declined: {reason}', { reason })
          : t('The owner declined this request.');
      case 'Confirmed':
        return booking.proposedChange
          ? t(
              'You asked to change the dates to {start} – {end} ({total}); the owner answers by {time}. Until then your booking keeps its dates.',
              {
                start: formatCalendarDateIn(booking.proposedChange.startDate, language),
                end: formatCalendarDateIn(booking.proposedChange.endDate, language),
                total: formatDollarsIn(booking.proposedChange.totalPrice, language),
                time: formatDhakaDateTimeIn(booking.proposedChange.expiresAt, language),
              },
            )
          : null;
      case 'Canceled':
        return booking.canceledBy === 'owner'
          ? t('The owner canceled: {reason}', { reason: reason ?? '' })
          : null;
      default:
        return null;
    }
  }
}
