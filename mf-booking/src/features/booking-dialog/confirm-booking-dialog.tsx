import {
  BOOKING_MESSAGES,
  formatDollarsIn,
  offersDriver,
  BOOKING_REQUEST_MESSAGES,
  formatPriceIn,
  overlapsBookedRanges,
  quoteBooking,
  requestStartsTooSoon,
  tripRuleBroken,
  type Car,
} from '@carzone/domain';
import {
  Alert,
  ApiError,
  DataList,
  HStack,
  routes,
  showToast,
  Stack,
  Text,
  useLanguage,
  useNavigate,
  useSendChange,
} from '@carzone/web-kit';
import type { RefusalCode } from '@carzone/domain/refusals';
import { CarImage, DataRow } from '@carzone/ui';
import { PriceLines } from '@carzone/ui/price-lines';
import { useId, useState } from 'react';
import { ActionDialog } from '@carzone/ui/action-dialog';
import { useTripQuote } from '../../lib/use-trip-quote.ts';
import {
  firstTripChoices,
  TripChoicesFields,
  type TripChoicesProblems,
  type TripChoicesState,
} from './trip-choices-fields.tsx';
import { BookingDatesFields, type BookingDates } from '../../components/booking-dates-fields.tsx';
import { createBooking } from '../../lib/bookings-api.ts';
import { brokenTripRuleText, formatBookedRange, quoteTotal } from '../../lib/booking-dates.ts';
import { payHref } from '../../lib/pay-href.ts';
import { AdvanceNote } from './advance-note.tsx';
import { useBookedRanges } from '../../lib/use-booked-ranges.ts';
import {
  LicenceNote,
  ProfileRefusalAlert,
  profileRefusalOf,
  VerifiedPhoneNote,
  type ProfileRefusal,
} from '../../components/profile-refusals.tsx';
import { useT } from '../../locales/messages.ts';

const NO_DATES: BookingDates = { startDate: '', endDate: '' };

interface ConfirmBookingDialogProps {
  car: Car;
  /** The dates to start with (a search's), still editable. */
  initialDates?: BookingDates;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Once the dialog has closed and gone. */
  onExitComplete: () => void;
}

/**
 * 'Confirm Booking': the car, the two dates (taken days greyed out), the total by the domain's
 * price rule, the advance the car asks and the cancellation policy, and the call. It cannot be closed while the booking is being sent; Chakra's dialog
 * locks the page's scroll, traps focus and gives it back to Book Now. Dates it starts with that
 * were booked meanwhile are cleared, and it says so, before anyone presses Confirm.
 */
export function ConfirmBookingDialog({
  car,
  initialDates,
  open,
  onOpenChange,
  onExitComplete,
}: ConfirmBookingDialogProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  // Its owner answers each booking first (an answer from before the field existed: instant).
  const takesRequests = car.instantBooking === false;
  const totalId = useId();
  const [dates, setDates] = useState<BookingDates>(initialDates ?? NO_DATES);
  // Bumped when the server says the dates were taken meanwhile, to fetch the taken days again.
  const [rangesVersion, setRangesVersion] = useState(0);
  const booked = useBookedRanges(car._id, rangesVersion);
  // The dates it started with, until the taken days have come and been checked against them.
  const [unchecked, setUnchecked] = useState(initialDates);
  // Dates someone else booked first: found before Confirm (a search's dates) or by the server.
  const [takenMeanwhile, setTakenMeanwhile] = useState<{
    dates: BookingDates;
    since: 'search' | 'choosing';
  } | null>(null);
  if (unchecked && booked.status !== 'loading') {
    setUnchecked(undefined);
    if (overlapsBookedRanges(unchecked, booked.ranges)) {
      setTakenMeanwhile({ dates: unchecked, since: 'search' });
      setDates(NO_DATES);
    }
  }
  const { sending: busy, send } = useSendChange();
  const [choices, setChoices] = useState<TripChoicesState>(() => firstTripChoices(car));
  // The server's refusal of this trip for want of something on the renter's profile (a licence
  // valid until the car goes back, a verified mobile number): shown with the way to the profile,
  // in place of the note that said so, until the dates or the choice of driver change.
  const [profileRefusal, setProfileRefusal] = useState<ProfileRefusal | null>(null);
  const changeDates = (next: BookingDates) => {
    setDates(next);
    setProfileRefusal(null);
  };
  // The pickup is asked of every trip of a car with a driver; a self-drive-only car books as the
  // spec's did, with its dates alone.
  const pickupRequired = offersDriver(car);
  const [problems, setProblems] = useState<TripChoicesProblems>({});
  const changeChoices = (next: TripChoicesState) => {
    setChoices(next);
    if (next.withDriver !== choices.withDriver) setProfileRefusal(null);
    // A problem goes once its field is filled.
    setProblems((was) => ({
      ...(was.pickupTime && !next.pickupTime ? { pickupTime: was.pickupTime } : {}),
      ...(was.pickupPlace && !next.pickupPlace.trim() ? { pickupPlace: was.pickupPlace } : {}),
    }));
  };
  const destination = choices.withDriver ? choices.destination : null;
  const wholeTrip = quoteBooking(dates, car.dailyRentalPrice).ok;
  const tripQuote = useTripQuote(
    car._id,
    wholeTrip
      ? { from: dates.startDate, to: dates.endDate, withDriver: choices.withDriver, destination }
      : null,
  );
  const answer = wholeTrip ? tripQuote.answer : null;
  const quoting = tripQuote.loading;
  // The total: the quote's for these choices; while a newer one comes, a self-drive trip's by the
  // spec's rule (the same as the server's), a trip with a driver's the last quote's, dimmed.
  let total: number | null = null;
  if (answer?.kind === 'lines' && (!quoting || choices.withDriver)) total = answer.totalPrice;
  else if (wholeTrip && !choices.withDriver && (quoting || answer?.kind !== 'refused'))
    total = quoteTotal(dates, car.dailyRentalPrice);
  const totalText = total === null ? '—' : formatDollarsIn(total, language);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
  };

  const confirm = async () => {
    const quote = quoteBooking(dates, car.dailyRentalPrice);
    if (!quote.ok) {
      showToast('error', t(BOOKING_MESSAGES.invalidDatesTitle), t(BOOKING_MESSAGES.invalidDates));
      return;
    }
    const broken = tripRuleBroken(dates, car);
    if (!broken && takesRequests && requestStartsTooSoon(dates.startDate)) {
      showToast(
        'error',
        t(BOOKING_MESSAGES.invalidDatesTitle),
        t(BOOKING_REQUEST_MESSAGES.requestStartsToday),
      );
      return;
    }
    if (broken) {
      showToast(
        'error',
        t(BOOKING_MESSAGES.invalidDatesTitle),
        brokenTripRuleText(broken, language),
      );
      return;
    }
    if (overlapsBookedRanges(dates, booked.ranges)) {
      showToast('error', t(BOOKING_MESSAGES.invalidDatesTitle), t(BOOKING_MESSAGES.overlap));
      return;
    }
    const missing: TripChoicesProblems = pickupRequired
      ? {
          ...(choices.pickupTime ? {} : { pickupTime: t('Choose a pickup time.') }),
          ...(choices.pickupPlace.trim() ? {} : { pickupPlace: t('Say where to pick you up.') }),
        }
      : {};
    setProblems(missing);
    if (missing.pickupTime || missing.pickupPlace) return;
    const pickupPlace = choices.pickupPlace.trim();
    setProfileRefusal(null);
    const outcome = await send(
      () =>
        createBooking({
          carId: car._id,
          ...dates,
          // A self-drive-only car sends the spec's booking, and the pickup when one was given.
          ...(offersDriver(car)
            ? {
                withDriver: choices.withDriver,
                destinationDistrict: choices.withDriver ? choices.destination : null,
              }
            : {}),
          ...(choices.pickupTime ? { pickupTime: choices.pickupTime } : {}),
          ...(pickupPlace ? { pickupPlace } : {}),
        }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            setRangesVersion((v) => v + 1);
            // Taken while they were choosing: the fields empty, and the dialog says which ones.
            if (error.code === ('booking.overlap' satisfies RefusalCode)) {
              setTakenMeanwhile({ dates, since: 'choosing' });
              setDates(NO_DATES);
            }
          }
          // No licence on the profile, one that expires before the car goes back, or no verified
          // mobile number.
          setProfileRefusal(profileRefusalOf(error));
          throw error;
        }),
      {
        failure: { title: t('Booking Failed'), description: t('Try again later.') },
        done: (booking) =>
          booking.bookingStatus === 'AwaitingPayment'
            ? {
                title: t('Pay the advance to confirm'),
                description: t(
                  'You booked {carModel}: pay the advance before its deadline to confirm the booking.',
                  { carModel: car.carModel },
                ),
              }
            : !takesRequests
              ? {
                  title: t('Booking Confirmed'),
                  description: t('You booked {carModel}', { carModel: car.carModel }),
                }
              : {
                  title: t('Request Sent'),
                  description: t(
                    'You asked to book {carModel}. The owner answers within 24 hours.',
                    { carModel: car.carModel },
                  ),
                },
      },
    );
    if (!outcome.sent) return;
    setDates(NO_DATES);
    setChoices(firstTripChoices(car));
    onOpenChange(false);
    // A booking waiting for its advance opens My Bookings at its Pay advance.
    void navigate(
      outcome.answer.bookingStatus === 'AwaitingPayment'
        ? payHref(outcome.answer._id)
        : routes.myBookings.getHref(),
    );
  };

  return (
    <ActionDialog
      title={!takesRequests ? t('Confirm Booking') : t('Request to Book')}
      open={open}
      busy={busy}
      onClose={() => close(false)}
      onExitComplete={onExitComplete}
      dismissLabel={t('Cancel')}
      action={{
        label: !takesRequests ? t('Confirm Booking') : t('Send Request'),
        busyLabel: !takesRequests ? t('Booking...') : t('Sending...'),
        onClick: () => void confirm(),
      }}
    >
      <Stack gap="4">
        <HStack gap="4" align="start">
          <CarImage
            src={car.imageUrl}
            alt={car.carModel}
            ratio={4 / 3}
            w="32"
            flexShrink="0"
            borderRadius="md"
          />
          <DataList.Root orientation="horizontal" gap="1.5" size="sm">
            <DataRow label={t('Model')}>{car.carModel}</DataRow>
            <DataRow label={t('Price per day')}>
              {formatPriceIn(car.dailyRentalPrice, language)}
            </DataRow>
            <DataRow label={t('Location')}>{car.location}</DataRow>
          </DataList.Root>
        </HStack>
        {takenMeanwhile && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {t('These dates are already booked: {range}', {
                  range: formatBookedRange(takenMeanwhile.dates, language),
                })}
              </Alert.Title>
              <Alert.Description>
                {takenMeanwhile.since === 'search'
                  ? t(
                      'The car was booked for some of those days after your search. Choose other dates; taken days are greyed out.',
                    )
                  : t(
                      'The car was booked for some of those days while you were choosing. Choose other dates; taken days are greyed out.',
                    )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <BookingDatesFields
          dates={dates}
          onChange={changeDates}
          booked={booked}
          rules={car}
          disabled={busy}
        />
        <TripChoicesFields
          car={car}
          choices={choices}
          onChange={changeChoices}
          pickupRequired={pickupRequired}
          problems={problems}
          disabled={busy}
        />
        <Stack gap="2" borderTopWidth="1px" pt="3">
          {answer?.kind === 'lines' && (
            <PriceLines lines={answer.lines} label={t('Price details')} stale={quoting} />
          )}
          {answer?.kind === 'refused' && !quoting && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>
                {answer.message ?? t('The price could not be worked out. Try again later.')}
              </Alert.Description>
            </Alert.Root>
          )}
          <HStack justify="space-between">
            <Text id={totalId} fontWeight="medium">
              {t('Total Price')}
            </Text>
            <Text
              as="output"
              aria-labelledby={totalId}
              fontSize="xl"
              fontWeight="bold"
              opacity={quoting && choices.withDriver && totalText !== '—' ? 0.5 : 1}
            >
              {totalText}
            </Text>
          </HStack>
        </Stack>
        {!choices.withDriver && (
          <Text fontSize="xs" color="fg.muted">
            {t('Days × price per day, plus a 10% service charge.')}
          </Text>
        )}
        {car.advancePercent > 0 && (
          <AdvanceNote
            advancePercent={car.advancePercent}
            totalPrice={total}
            takesRequests={takesRequests}
          />
        )}
        {profileRefusal && <ProfileRefusalAlert refusal={profileRefusal} />}
        {car.licenceRequired && !choices.withDriver && profileRefusal?.need !== 'licence' && (
          <LicenceNote />
        )}
        {car.requireVerifiedPhone && profileRefusal?.need !== 'phone' && <VerifiedPhoneNote />}
        {takesRequests && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>
              {t('The owner answers within 24 hours; the dates are held for you until then.')}
            </Alert.Description>
          </Alert.Root>
        )}
      </Stack>
    </ActionDialog>
  );
}
