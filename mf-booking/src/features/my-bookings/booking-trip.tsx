// A booking's trip in My Bookings: with the driver, the pickup, where it goes, its price line by
// line behind 'Price details', then its advance and refund. My Bookings is a page of its own,
// loaded when it is visited, so the districts' list it names the destination by is not on the
// site's first visit.
import { clockTimeIn, type Booking, type Language } from '@carzone/domain';
import { districtById, districtNameIn } from '@carzone/domain/districts';
import { PriceLines } from '@carzone/ui/price-lines';
import { Badge, Stack, Text, useLanguage } from '@carzone/web-kit';
import { useT } from '../../locales/messages.ts';
import { BookingPaymentLines, hasPaymentLines } from './booking-payment-lines.tsx';

/** The pickup as one short line: "08:30, House 12, Road 5" (the time or the place alone if so). */
function pickupText(booking: Booking, language: Language): string {
  const place = (booking.pickupPlace ?? '').trim();
  return [booking.pickupTime ? clockTimeIn(booking.pickupTime, language) : '', place]
    .filter(Boolean)
    .join(', ');
}

/** What a booking says of its trip, compactly; nothing for a self-drive booking without a pickup. */
export function BookingTrip({ booking }: { booking: Booking }) {
  const t = useT();
  const language = useLanguage();
  const pickup = pickupText(booking, language);
  const district = booking.destinationDistrict
    ? districtById(booking.destinationDistrict)
    : undefined;
  const destination = district ? districtNameIn(district, language) : booking.destinationDistrict;
  const lines = booking.lines ?? [];
  if (
    !booking.withDriver &&
    !pickup &&
    !destination &&
    lines.length === 0 &&
    !hasPaymentLines(booking)
  )
    return null;
  return (
    <Stack gap="1" fontSize="sm" maxW="xs">
      {booking.withDriver && (
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          {t('With a driver')}
        </Badge>
      )}
      {pickup && (
        <Text lineClamp={1} title={pickup}>
          {t('Pickup: {pickup}', { pickup })}
        </Text>
      )}
      {destination && <Text>{t('Destination: {district}', { district: destination })}</Text>}
      <PriceLines lines={lines} label={t('Price details')} collapsed />
      <BookingPaymentLines booking={booking} />
    </Stack>
  );
}
