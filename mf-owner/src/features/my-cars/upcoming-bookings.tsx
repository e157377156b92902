import { formatCalendarDate, type OwnerBooking } from '@carzone/domain';
import { HStack, Stack, Text } from '@carzone/web-kit';
import { BookingStatusBadge } from '@carzone/ui';

const money = (amount: number) => `$${Number(amount).toFixed(2)}`;

/** "05/12/2026 – 08/12/2026": the first night to the day the car comes back. */
const stayOf = (booking: OwnerBooking) =>
  `${formatCalendarDate(booking.startDate)} – ${formatCalendarDate(booking.endDate)}`;

/** The bookings still to come on one car: their dates, the renter, the total and the status. */
export function UpcomingBookings({
  carModel,
  bookings,
}: {
  carModel: string;
  bookings: readonly OwnerBooking[];
}) {
  if (bookings.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No upcoming bookings
      </Text>
    );
  }
  return (
    <Stack gap="1.5">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        Upcoming bookings
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label={`Upcoming bookings of ${carModel}`}>
        {bookings.map((booking) => (
          <HStack as="li" key={booking._id} gap="3" flexWrap="wrap" fontSize="sm">
            <Text fontWeight="medium">{stayOf(booking)}</Text>
            <Text color={booking.renterName ? undefined : 'fg.muted'}>
              {booking.renterName || 'Unnamed renter'}
            </Text>
            <Text>{money(booking.totalPrice)}</Text>
            <BookingStatusBadge status={booking.bookingStatus} size="sm" />
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
