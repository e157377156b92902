import { formatCalendarDateIn, type Booking } from '@carzone/domain';
import { Stack, Text, useLanguage, useSendChange } from '@carzone/web-kit';
import { useState } from 'react';
import { ActionDialog } from '@carzone/ui/action-dialog';
import { changeBooking } from '../../lib/bookings-api.ts';
import { useT } from '../../locales/messages.ts';
import { CancellationRefund, hasPaidAdvance } from './cancellation-refund.tsx';

/**
 * 'Are you sure you want to cancel this booking?' with Yes and No; Yes cancels it on the server.
 * A paid advance: what comes back of it, before Yes.
 */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(true);
  const { sending: busy, send } = useSendChange();

  const close = () => {
    if (!busy) setOpen(false);
  };

  // A request the owner has not answered is withdrawn; a booking is canceled (the same call).
  const isRequest = booking.bookingStatus === 'Pending';
  const cancelBooking = async () => {
    const outcome = await send(() => changeBooking(booking._id, { bookingStatus: 'Canceled' }), {
      failure: { title: t('Cancel failed'), description: t('Try again later.') },
      done: { title: isRequest ? t('Request withdrawn') : t('Canceled!') },
      refresh: true,
    });
    if (outcome.sent) setOpen(false);
  };

  return (
    <ActionDialog
      title={
        isRequest
          ? t('Are you sure you want to withdraw this request?')
          : t('Are you sure you want to cancel this booking?')
      }
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={onClose}
      dismissLabel={t('No')}
      action={{
        label: t('Yes'),
        busyLabel: t('Canceling...'),
        palette: 'red',
        onClick: () => void cancelBooking(),
      }}
      confirmation
    >
      <Stack gap="2">
        <Text color="fg.muted">
          {booking.carModel}, {formatCalendarDateIn(booking.startDate, language)} –{' '}
          {formatCalendarDateIn(booking.endDate, language)}
        </Text>
        {hasPaidAdvance(booking) && <CancellationRefund booking={booking} />}
      </Stack>
    </ActionDialog>
  );
}
