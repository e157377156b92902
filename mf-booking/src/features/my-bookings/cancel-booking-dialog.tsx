import type { Booking } from '@carzone/domain';
import { Button, Text, showToast, useInteractive } from '@carzone/web-kit';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { changeBooking } from '../../lib/bookings-api.ts';
import { formatCalendarDate } from '../../lib/booking-dates.ts';
import { useBookingCall } from '../../lib/use-booking-call.ts';

/** 'Are you sure you want to cancel this booking?' with Yes and No; Yes cancels it on the server. */
export function CancelBookingDialog({
  booking,
  onClose,
}: {
  booking: Booking;
  onClose: () => void;
}) {
  const { Dialog } = useInteractive();
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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      onExitComplete={onClose}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      size="sm"
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Are you sure you want to cancel this booking?</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Text color="fg.muted">
              {booking.carModel}, {formatCalendarDate(booking.startDate)} –{' '}
              {formatCalendarDate(booking.endDate)}
            </Text>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" disabled={busy} onClick={close}>
              No
            </Button>
            <Button colorPalette="red" disabled={busy} onClick={() => void cancelBooking()}>
              {busy ? 'Canceling...' : 'Yes'}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
