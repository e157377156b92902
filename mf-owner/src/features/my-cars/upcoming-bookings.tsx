import {
  formatCalendarDateIn,
  formatDollarsIn,
  type Language,
  type OwnerBooking,
} from '@carzone/domain';
import { HStack, Stack, Text, useLanguage } from '@carzone/web-kit';
import { BookingStatusBadge } from '@carzone/ui';
import { useT } from '../../locales/messages.ts';

/**
 * "05/12/2026 – 08/12/2026" ("০৫/১২/২০২৬ – ০৮/১২/২০২৬" in Bangla): the first night to the day the
 * car comes back.
 */
const stayOf = (booking: OwnerBooking, language: Language) =>
  `${formatCalendarDateIn(booking.startDate, language)} – ${formatCalendarDateIn(booking.endDate, language)}`;

/** The bookings still to come on one car: their dates, the renter, the total and the status. */
export function UpcomingBookings({
  carModel,
  bookings,
}: {
  carModel: string;
  bookings: readonly OwnerBooking[];
}) {
  const t = useT();
  const language = useLanguage();
  if (bookings.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('No upcoming bookings')}
      </Text>
    );
  }
  return (
    <Stack gap="1.5">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {t('Upcoming bookings')}
      </Text>
      <Stack
        as="ul"
        gap="1.5"
        listStyleType="none"
        aria-label={t('Upcoming bookings of {carModel}', { carModel })}
      >
        {bookings.map((booking) => (
          <HStack as="li" key={booking._id} gap="3" flexWrap="wrap" fontSize="sm">
            <Text fontWeight="medium">{stayOf(booking, language)}</Text>
            <Text color={booking.renterName ? undefined : 'fg.muted'}>
              {booking.renterName || t('Unnamed renter')}
            </Text>
            <Text>{formatDollarsIn(Number(booking.totalPrice), language)}</Text>
            <BookingStatusBadge status={booking.bookingStatus} size="sm" />
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
