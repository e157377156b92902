import { formatCalendarDate, type Booking } from '@carzone/domain';
import { showToast, Text, useRevalidator } from '@carzone/web-kit';
import { useState } from 'react';
import { changeBooking } from '../../lib/bookings-api.ts';
import { BookingDialogFrame } from '../../components/booking-dialog-frame.tsx';
import { useBookingCall } from '../../lib/use-booking-call.ts';

/** 'Are you sure you want to cancel this booking?' with Yes and No; Yes cancels it on the server. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(true);
  const { busy, run } = useBookingCall();

  const close = () => {
    if (!busy) setOpen(false);
  };

  const cancelBooking = async () => {
    const canceled = await run(() => changeBooking(booking._id, { bookingStatus: 'Canceled' }), {
      title: 'Cancel failed',
      fallback: 'Try again later.',
    });
    if (!canceled) return;
    showToast('success', 'Canceled!');
    setOpen(false);
    void revalidator.revalidate();
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
