import type { Booking } from '@carzone/domain';
import { loadDateFieldCalendar } from '@carzone/ui/date-fields';
import { Button, HStack, Text } from '@carzone/web-kit';
import { canChangeBooking, type BookingAction } from './booking-actions.ts';

/** Modify Date and Cancel for one booking, or a quiet dash when it can no longer change. */
export function BookingRowActions({
  booking,
  onAction,
}: {
  booking: Booking;
  onAction: (action: BookingAction) => void;
}) {
  if (!canChangeBooking(booking)) {
    return (
      <Text color="fg.muted" aria-label="No actions">
        —
      </Text>
    );
  }
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-label={`Modify Date of ${booking.carModel}`}
        // The dialog's date fields, calendar and all, are ready by the time it opens.
        onPointerEnter={() => void loadDateFieldCalendar()}
        onFocus={() => void loadDateFieldCalendar()}
        onClick={() => onAction({ kind: 'modify', booking })}
      >
        Modify Date
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Cancel ${booking.carModel}`}
        onClick={() => onAction({ kind: 'cancel', booking })}
      >
        Cancel
      </Button>
    </HStack>
  );
}
