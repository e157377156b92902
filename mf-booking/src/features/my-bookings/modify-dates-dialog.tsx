import {
  BOOKING_MESSAGES,
  formatCalendarDateIn,
  quoteBooking,
  type BookedRange,
  type Booking,
} from '@carzone/domain';
import { HStack, showToast, Stack, Text, useLanguage, useSendChange } from '@carzone/web-kit';
import { useId, useMemo, useState } from 'react';
import { BookingDatesFields, type BookingDates } from '../../components/booking-dates-fields.tsx';
import { changeBooking } from '../../lib/bookings-api.ts';
import { totalPriceText } from '../../lib/booking-dates.ts';
import { useBookedRanges, type BookedRangesState } from '../../lib/use-booked-ranges.ts';
import { BookingDialogFrame } from '../../components/booking-dialog-frame.tsx';
import { useT } from '../../locales/messages.ts';
import type { ChangeableBooking } from './booking-actions.ts';

/**
 * The car's taken nights without this booking's own, which its new dates may reuse. The server
 * answers touching ranges joined (its bookings and blocks, told apart by nobody), so this booking's
 * nights are cut out of whichever range holds them, which may leave a part on either side.
 */
function withoutOwnRange(booked: BookedRangesState, booking: Booking): BookedRangesState {
  const own = { startDate: booking.startDate, endDate: booking.endDate };
  const ranges = booked.ranges.flatMap((range: BookedRange): BookedRange[] => {
    if (range.endDate <= own.startDate || own.endDate <= range.startDate) return [range];
    return [
      { startDate: range.startDate, endDate: own.startDate },
      { startDate: own.endDate, endDate: range.endDate },
    ].filter((part) => part.startDate < part.endDate);
  });
  return { ...booked, ranges };
}

/**
 * 'Modify Date': new dates for one booking, picked as in the booking dialog (other bookings' days
 * greyed out, this one's free), the new total shown before saving. Both dates are required.
 */
export function ModifyDatesDialog({
  booking,
  onClose,
}: {
  booking: ChangeableBooking;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const totalId = useId();
  const [open, setOpen] = useState(true);
  const [dates, setDates] = useState<BookingDates>({ startDate: '', endDate: '' });
  const fetched = useBookedRanges(booking.carId);
  const booked = useMemo(() => withoutOwnRange(fetched, booking), [fetched, booking]);
  const { sending: busy, send } = useSendChange();

  const close = () => {
    if (!busy) setOpen(false);
  };

  const save = async () => {
    if (!dates.startDate || !dates.endDate) {
      showToast('warning', t(BOOKING_MESSAGES.bothDatesRequired));
      return;
    }
    if (!quoteBooking(dates, booking.dailyRentalPrice).ok) {
      showToast('error', t(BOOKING_MESSAGES.invalidDatesTitle), t(BOOKING_MESSAGES.invalidDates));
      return;
    }
    const outcome = await send(() => changeBooking(booking._id, dates), {
      failure: { title: t('Update failed'), description: t('Try again later.') },
      done: { title: t('Updated!') },
      refresh: true,
    });
    if (outcome.sent) setOpen(false);
  };

  return (
    <BookingDialogFrame
      title={t('Modify Date')}
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={onClose}
      dismissLabel={t('Close')}
      actionLabel={t('Save Dates')}
      busyLabel={t('Saving...')}
      onAction={() => void save()}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {t('{carModel}: now {start} – {end}', {
            carModel: booking.carModel,
            start: formatCalendarDateIn(booking.startDate, language),
            end: formatCalendarDateIn(booking.endDate, language),
          })}
        </Text>
        <BookingDatesFields
          dates={dates}
          onChange={setDates}
          booked={booked}
          disabled={busy}
          required
        />
        <HStack justify="space-between" borderTopWidth="1px" pt="3">
          <Text id={totalId} fontWeight="medium">
            {t('New Total Price')}
          </Text>
          <Text as="output" aria-labelledby={totalId} fontSize="xl" fontWeight="bold">
            {totalPriceText(dates, booking.dailyRentalPrice, language)}
          </Text>
        </HStack>
      </Stack>
    </BookingDialogFrame>
  );
}
