import type { Booking } from '@carzone/domain';
import { loadDateFieldCalendar } from '@carzone/ui/date-fields';
import { TripReviewsSummary } from '@carzone/ui/trip-reviews';
import { Button, HStack, Stack } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import {
  canCancelBooking,
  canChangeDates,
  isAdvanceDue,
  type BookingAction,
} from './booking-actions.ts';
import { MessageOwnerLink } from './message-owner-link.tsx';
import { PayAdvanceButton } from './pay-advance.tsx';
import { ReportOwnerButton } from './report-owner.tsx';

/**
 * Pay advance while a booking's advance is due, Modify Date (not while it waits for its advance)
 * and Cancel for one booking, a completed trip's reviews (Write a review while the renter may,
 * theirs and the owner's once published), then Message, always, and Report owner while the car
 * is there.
 */
export function BookingRowActions({
  booking,
  onAction,
}: {
  booking: Booking;
  onAction: (action: BookingAction) => void;
}) {
  const t = useT();
  const { reviews } = booking;
  const contact = (
    <>
      <MessageOwnerLink booking={booking} />
      <ReportOwnerButton booking={booking} onAction={onAction} />
    </>
  );
  if (reviews) {
    return (
      <Stack gap="1.5" align="start">
        <TripReviewsSummary
          reviews={reviews}
          subject={booking.carModel}
          carRemoved={booking.carId === null}
          onWrite={() => onAction({ kind: 'review', booking: { ...booking, reviews } })}
        />
        <HStack gap="2" flexWrap="wrap">
          {contact}
        </HStack>
      </Stack>
    );
  }
  if (!canCancelBooking(booking)) {
    return (
      <HStack gap="2" flexWrap="wrap">
        {contact}
      </HStack>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap">
      {isAdvanceDue(booking) && <PayAdvanceButton booking={booking} />}
      {canChangeDates(booking) && (
        <Button
          size="xs"
          variant="outline"
          aria-label={t('Modify Date of {carModel}', { carModel: booking.carModel })}
          // The dialog's date fields, calendar and all, are ready by the time it opens.
          onPointerEnter={() => void loadDateFieldCalendar()}
          onFocus={() => void loadDateFieldCalendar()}
          onClick={() => onAction({ kind: 'modify', booking })}
        >
          {t('Modify Date')}
        </Button>
      )}
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={
          booking.bookingStatus === 'Pending'
            ? t('Withdraw the request for {carModel}', { carModel: booking.carModel })
            : t('Cancel {carModel}', { carModel: booking.carModel })
        }
        onClick={() => onAction({ kind: 'cancel', booking })}
      >
        {booking.bookingStatus === 'Pending' ? t('Withdraw') : t('Cancel')}
      </Button>
      {contact}
    </HStack>
  );
}
