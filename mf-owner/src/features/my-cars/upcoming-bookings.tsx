import { formatDollarsIn, type OwnerBooking } from '@carzone/domain';
import {
  Badge,
  Button,
  HStack,
  Link,
  RouterLink,
  routes,
  Stack,
  Text,
  useLanguage,
} from '@carzone/web-kit';
import { BookingStatusBadge, TripStageBadge, VerifiedPhoneNumber } from '@carzone/ui';
import { useState } from 'react';
import { BookingAdvanceLine } from '../../components/booking-advance.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { NoRenterLicence, RenterLicence } from '../../components/renter-licence.tsx';
import { MessageRenterLink } from '../../components/message-renter.tsx';
import { ReportRenterButton } from '../../components/report-renter.tsx';
import { pickupText, stayText } from '../../components/trip-text.ts';
import { cancelAsOwner } from '../../lib/owner-cars-api.ts';
import { useT } from '../../locales/messages.ts';
import { TripList } from './trip-list.tsx';
import { TripsToReview, type ReviewableOwnerBooking } from './trips-to-review.tsx';

/**
 * The bookings still to come on one car, and apart from them its trips to review (completed within
 * their 14 days to review): their dates, the renter, the total and the status, the advance (until
 * when the renter has to pay it, or what was paid and is left to collect at pickup), a
 * badge when the car's driver goes along and the pickup when the renter gave one, the renter's
 * verified mobile number on a confirmed booking, to call about the pickup, the
 * renter's driving licence on a self-drive trip, or that they have none when the car asks for one
 *; a request waiting for an answer links to the Requests page, and a confirmed booking
 * that has not started can be canceled, with a reason the renter reads; each renter can be
 * messaged about their booking and reported to staff.
 */
export function UpcomingBookings({
  carModel,
  licenceRequired,
  bookings,
}: {
  carModel: string;
  /** Self-drive renters of the car must have a driving licence on their profile. */
  licenceRequired: boolean;
  bookings: readonly OwnerBooking[];
}) {
  const t = useT();
  const language = useLanguage();
  const [canceling, setCanceling] = useState<OwnerBooking | null>(null);
  // Trips completed within their review window come in the same list: they are shown apart.
  const upcoming = bookings.filter((booking) => booking.tripStage !== 'completed');
  const completed = bookings.filter(
    (booking): booking is ReviewableOwnerBooking =>
      booking.tripStage === 'completed' && booking.reviews !== null,
  );
  const upcomingList =
    upcoming.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">
        {t('No upcoming bookings')}
      </Text>
    ) : (
      <TripList
        title={t('Upcoming bookings')}
        label={t('Upcoming bookings of {carModel}', { carModel })}
        gap="1.5"
      >
        {upcoming.map((booking) => {
          const pickup = pickupText(booking, language);
          return (
            <HStack as="li" key={booking._id} gap="3" flexWrap="wrap" fontSize="sm">
              <Text fontWeight="medium">{stayText(booking, language)}</Text>
              <Text color={booking.renterName ? undefined : 'fg.muted'}>
                {booking.renterName || t('Unnamed renter')}
              </Text>
              <Text>{formatDollarsIn(Number(booking.totalPrice), language)}</Text>
              <BookingStatusBadge status={booking.bookingStatus} size="sm" />
              <TripStageBadge stage={booking.tripStage} size="sm" />
              <BookingAdvanceLine advance={booking.advance} />
              {booking.withDriver && (
                <Badge size="sm" colorPalette="brand" variant="subtle">
                  {t("With the car's driver")}
                </Badge>
              )}
              {pickup && (
                <Text minW="0" overflowWrap="anywhere">
                  {t('Pickup at {pickup}', { pickup })}
                </Text>
              )}
              {booking.bookingStatus === 'Confirmed' && booking.renterPhoneNumber && (
                <VerifiedPhoneNumber phoneNumber={booking.renterPhoneNumber} of="renter" />
              )}
              {booking.renterLicence ? (
                <RenterLicence licence={booking.renterLicence} renterName={booking.renterName} />
              ) : (
                licenceRequired && !booking.withDriver && <NoRenterLicence />
              )}
              {booking.proposedChange && (
                <Text>
                  {t('New dates asked for: {dates}', {
                    dates: stayText(booking.proposedChange, language),
                  })}
                </Text>
              )}
              {(booking.bookingStatus === 'Pending' || booking.proposedChange) && (
                <Link asChild fontWeight="medium" color="brand.fg">
                  <RouterLink to={routes.requests.getHref()}>{t('Answer the request')}</RouterLink>
                </Link>
              )}
              {booking.tripStage === 'upcoming' && (
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('Cancel booking of {renter}', {
                    renter: booking.renterName || t('Unnamed renter'),
                  })}
                  onClick={() => setCanceling(booking)}
                >
                  {t('Cancel booking')}
                </Button>
              )}
              <MessageRenterLink bookingId={booking._id} renterName={booking.renterName} />
              <ReportRenterButton bookingId={booking._id} renterName={booking.renterName} />
            </HStack>
          );
        })}
      </TripList>
    );
  return (
    <Stack gap="3">
      {upcomingList}
      {completed.length > 0 && <TripsToReview carModel={carModel} trips={completed} />}
      {canceling && (
        <ReasonDialog
          title={t('Cancel this booking?')}
          details={`${carModel}, ${stayText(canceling, language)}, ${canceling.renterName || t('Unnamed renter')}`}
          reasonLabel={t('Reason')}
          required
          actionLabel={t('Cancel booking')}
          busyLabel={t('Canceling...')}
          failureTitle={t('The booking was not canceled')}
          doneTitle={t('Booking canceled')}
          send={(reason) => cancelAsOwner(canceling._id, reason)}
          onClose={() => setCanceling(null)}
        />
      )}
    </Stack>
  );
}
