import {
  formatCalendarDateIn,
  formatDollarsIn,
  type Booking,
  type Language,
  formatDhakaDateTimeIn,
} from '@carzone/domain';
import { Card, DataList, HStack, Stack, Table, Text, useLanguage } from '@carzone/web-kit';
import {
  BookingStatusBadge,
  CarImage,
  DataRow,
  TripStageBadge,
  VerifiedPhoneNumber,
} from '@carzone/ui';
import { useT } from '../../locales/messages.ts';
import type { BookingAction } from './booking-actions.ts';
import { BookingRowActions } from './booking-row-actions.tsx';
import { BookingStatusNote } from './booking-status-note.tsx';
import { BookingTrip } from './booking-trip.tsx';

/** A booking's total, $132.00 ($১৩২.০০ in Bangla): read through Number, as the answer came. */
const money = (amount: number, language: Language) => formatDollarsIn(Number(amount), language);

/**
 * The owner's verified mobile number, for arranging the pickup: the API sends it on a
 * confirmed booking only, and only when the owner has one; nothing is shown on any other.
 */
function OwnerPhoneNumber({ booking }: { booking: Booking }) {
  if (booking.bookingStatus !== 'Confirmed' || !booking.ownerPhoneNumber) return null;
  return <VerifiedPhoneNumber phoneNumber={booking.ownerPhoneNumber} of="owner" />;
}

interface BookingsListProps {
  bookings: readonly Booking[];
  onAction: (action: BookingAction) => void;
}

/** The bookings as a table, from the md breakpoint up. */
export function BookingsTable({ bookings, onAction }: BookingsListProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" hideBelow="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Car Image')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Car Model')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Booking Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Start Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('End Date')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Total Price')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((booking) => (
            <Table.Row key={booking._id}>
              <Table.Cell>
                <CarImage
                  src={booking.imageUrl}
                  alt={booking.carModel}
                  w="20"
                  ratio={4 / 3}
                  borderRadius="md"
                />
              </Table.Cell>
              <Table.Cell>
                <Stack gap="1.5">
                  <Text fontWeight="medium">{booking.carModel}</Text>
                  <BookingTrip booking={booking} />
                  <OwnerPhoneNumber booking={booking} />
                </Stack>
              </Table.Cell>
              <Table.Cell>{formatDhakaDateTimeIn(booking.bookingDate, language)}</Table.Cell>
              <Table.Cell>{formatCalendarDateIn(booking.startDate, language)}</Table.Cell>
              <Table.Cell>{formatCalendarDateIn(booking.endDate, language)}</Table.Cell>
              <Table.Cell textAlign="end">{money(booking.totalPrice, language)}</Table.Cell>
              <Table.Cell>
                <HStack gap="1.5" flexWrap="wrap">
                  <BookingStatusBadge status={booking.bookingStatus} />
                  <TripStageBadge stage={booking.tripStage} />
                </HStack>
                <BookingStatusNote booking={booking} />
              </Table.Cell>
              <Table.Cell>
                <BookingRowActions booking={booking} onAction={onAction} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The same bookings as cards a phone can read, below the md breakpoint. */
export function BookingCards({ bookings, onAction }: BookingsListProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack as="ul" gap="4" hideFrom="md" listStyleType="none" aria-label={t('Bookings')}>
      {bookings.map((booking) => (
        <Card.Root as="li" key={booking._id} variant="outline" overflow="hidden">
          <CarImage src={booking.imageUrl} alt={booking.carModel} ratio={16 / 9} />
          <Card.Body gap="3">
            <HStack justify="space-between" align="start">
              <Card.Title as="h2">{booking.carModel}</Card.Title>
              <HStack gap="1.5" flexWrap="wrap" justify="end">
                <BookingStatusBadge status={booking.bookingStatus} />
                <TripStageBadge stage={booking.tripStage} />
              </HStack>
            </HStack>
            <BookingStatusNote booking={booking} />
            <BookingTrip booking={booking} />
            <OwnerPhoneNumber booking={booking} />
            <DataList.Root orientation="horizontal" gap="1.5" size="sm">
              <DataRow label={t('Booking Date')}>
                {formatDhakaDateTimeIn(booking.bookingDate, language)}
              </DataRow>
              <DataRow label={t('Start Date')}>
                {formatCalendarDateIn(booking.startDate, language)}
              </DataRow>
              <DataRow label={t('End Date')}>
                {formatCalendarDateIn(booking.endDate, language)}
              </DataRow>
              <DataRow label={t('Total Price')}>
                <Text fontWeight="semibold">{money(booking.totalPrice, language)}</Text>
              </DataRow>
            </DataList.Root>
            <BookingRowActions booking={booking} onAction={onAction} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
