import { formatCalendarDate, type Booking } from '@carzone/domain';
import { Text, useSendChange } from '@carzone/web-kit';
import { useState } from 'react';
import { changeBooking } from '../../lib/bookings-api.ts';
import { BookingDialogFrame } from '../../components/booking-dialog-frame.tsx';

/** 'Are you sure you want to cancel this booking?' with Yes and No; Yes cancels it on the server. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  const { sending: busy, send } = useSendChange();

  const close = () => {
    if (!busy) setOpen(false);
  };

  const cancelBooking = async () => {
    const outcome = await send(() => changeBooking(booking._id, { bookingStatus: 'Canceled' }), {
      failure: { title: 'Cancel failed', description: 'Try again later.' },
      done: { title: 'Canceled!' },
      refresh: true,
    });
    if (outcome.sent) setOpen(false);
  };

  return (
    <BookingDialogFrame
      title="Are you sure you want to cancel this booking?"
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={onClose}
      dismissLabel="No"
      actionLabel="Yes"
      busyLabel="Canceling..."
      actionPalette="red"
      onAction={() => void cancelBooking()}
      confirmation
    >
      <Text color="fg.muted">
        {booking.carModel}, {formatCalendarDate(booking.startDate)} –{' '}
        {formatCalendarDate(booking.endDate)}
      </Text>
    </BookingDialogFrame>
  );
}
