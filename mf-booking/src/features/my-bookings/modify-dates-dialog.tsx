import {
  BOOKING_MESSAGES,
  formatCalendarDateIn,
  formatDhakaDateTimeIn,
  quoteBooking,
  type BookedRange,
  type Booking,
} from '@carzone/domain';
import {
  Alert,
  HStack,
  showToast,
  Stack,
  Text,
  useLanguage,
  useSendChange,
} from '@carzone/web-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { ActionDialog } from '@carzone/ui/action-dialog';
import { BookingDatesFields, type BookingDates } from '../../components/booking-dates-fields.tsx';
import { changeBooking, fetchCar } from '../../lib/bookings-api.ts';
import { totalPriceText } from '../../lib/booking-dates.ts';
import { useBookedRanges, type BookedRangesState } from '../../lib/use-booked-ranges.ts';
import {
  ProfileRefusalAlert,
  profileRefusalOf,
  type ProfileRefusal,
} from '../../components/profile-refusals.tsx';
import { useT } from '../../locales/messages.ts';
import type { ChangeableBooking } from './booking-actions.ts';

/**
 * The car's taken nights without this booking's own (and those of new dates it asked for, which
 * new dates replace), which its new dates may reuse. The server answers touching ranges joined
 * (its bookings and blocks, told apart by nobody), so these nights are cut out of whichever range
 * holds them, which may leave a part on either side.
 */
function withoutOwnRanges(booked: BookedRangesState, booking: Booking): BookedRangesState {
  const cutOut = (ranges: readonly BookedRange[], own: BookedRange) =>
    ranges.flatMap((range): BookedRange[] => {
      if (range.endDate <= own.startDate || own.endDate <= range.startDate) return [range];
      return [
        { startDate: range.startDate, endDate: own.startDate },
        { startDate: own.endDate, endDate: range.endDate },
      ].filter((part) => part.startDate < part.endDate);
    });
  const own = [booking, ...(booking.proposedChange ? [booking.proposedChange] : [])];
  return { ...booked, ranges: own.reduce(cutOut, booked.ranges) };
}

/**
 * Whether the booking's car takes requests: new dates for a confirmed booking then wait for its
 * owner. Unknown (null) until the car has come; a car that cannot be fetched counts as instant,
 * and the server's answer still says what happened.
 */
function useAsksOwner(booking: Booking): boolean | null {
  const [takesRequests, setTakesRequests] = useState<boolean | null>(null);
  useEffect(() => {
    if (booking.bookingStatus !== 'Confirmed' || booking.carId === null) return;
    const controller = new AbortController();
    fetchCar(booking.carId, controller.signal).then(
      (car) => setTakesRequests(car.instantBooking === false),
      () => setTakesRequests(false),
    );
    return () => controller.abort();
  }, [booking.bookingStatus, booking.carId]);
  return booking.bookingStatus === 'Confirmed' ? takesRequests : false;
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
  // The server's refusal of new dates for want of something on the renter's profile (a licence
  // valid until the car goes back, on a self-drive trip of a car whose owner asks for one), until
  // other dates are picked.
  const [profileRefusal, setProfileRefusal] = useState<ProfileRefusal | null>(null);
  const changeDates = (next: BookingDates) => {
    setDates(next);
    setProfileRefusal(null);
  };
  const fetched = useBookedRanges(booking.carId);
  const booked = useMemo(() => withoutOwnRanges(fetched, booking), [fetched, booking]);
  const asksOwner = useAsksOwner(booking) === true;
  const waiting = booking.proposedChange;
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
    setProfileRefusal(null);
    const call = () =>
      changeBooking(booking._id, dates).catch((error: unknown) => {
        setProfileRefusal(profileRefusalOf(error));
        throw error;
      });
    const outcome = await send(call, {
      failure: { title: t('Update failed'), description: t('Try again later.') },
      // The answer says whether the new dates took effect or wait for the owner.
      done: ({ proposedChange }) =>
        proposedChange
          ? {
              title: t('Change Requested'),
              description: t('The owner answers by {time}.', {
                time: formatDhakaDateTimeIn(proposedChange.expiresAt, language),
              }),
            }
          : { title: t('Updated!') },
      refresh: true,
    });
    if (outcome.sent) setOpen(false);
  };

  return (
    <ActionDialog
      title={t('Modify Date')}
      open={open}
      busy={busy}
      onClose={close}
      onExitComplete={onClose}
      dismissLabel={t('Close')}
      action={{
        label: asksOwner ? t('Request Change') : t('Save Dates'),
        busyLabel: asksOwner ? t('Sending...') : t('Saving...'),
        onClick: () => void save(),
      }}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {t('{carModel}: now {start} – {end}', {
            carModel: booking.carModel,
            start: formatCalendarDateIn(booking.startDate, language),
            end: formatCalendarDateIn(booking.endDate, language),
          })}
        </Text>
        {waiting && (
          <Text color="fg.muted">
            {t('You asked for {start} – {end}; new dates replace that request.', {
              start: formatCalendarDateIn(waiting.startDate, language),
              end: formatCalendarDateIn(waiting.endDate, language),
            })}
          </Text>
        )}
        <BookingDatesFields
          dates={dates}
          onChange={changeDates}
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
        {profileRefusal && <ProfileRefusalAlert refusal={profileRefusal} />}
        {asksOwner && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>
              {t(
                'The owner answers each change of dates first: your booking keeps its dates until they accept the new ones.',
              )}
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </ActionDialog>
  );
}
