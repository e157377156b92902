import { formatCalendarDate, formatDhakaDateTime, type Booking } from '@carzone/domain';
import { Card, DataList, HStack, Stack, Table, Text } from '@carzone/web-kit';
import { BookingStatusBadge, CarImage } from '@carzone/ui';
import type { BookingAction } from './booking-actions.ts';
import { BookingRowActions } from './booking-row-actions.tsx';

interface BookingsListProps {
  bookings: readonly Booking[];
  onAction: (action: BookingAction) => void;
}

const money = (amount: number) => `$${Number(amount).toFixed(2)}`;

/** The bookings as a table, from the md breakpoint up. */
export function BookingsTable({ bookings, onAction }: BookingsListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" hideBelow="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Car Image</Table.ColumnHeader>
            <Table.ColumnHeader>Car Model</Table.ColumnHeader>
            <Table.ColumnHeader>Booking Date</Table.ColumnHeader>
            <Table.ColumnHeader>Start Date</Table.ColumnHeader>
            <Table.ColumnHeader>End Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total Price</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
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
              <Table.Cell fontWeight="medium">{booking.carModel}</Table.Cell>
              <Table.Cell>{formatDhakaDateTime(booking.bookingDate)}</Table.Cell>
              <Table.Cell>{formatCalendarDate(booking.startDate)}</Table.Cell>
              <Table.Cell>{formatCalendarDate(booking.endDate)}</Table.Cell>
              <Table.Cell textAlign="end">{money(booking.totalPrice)}</Table.Cell>
              <Table.Cell>
                <BookingStatusBadge status={booking.bookingStatus} />
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
  return (
    <Stack as="ul" gap="4" hideFrom="md" listStyleType="none" aria-label="Bookings">
      {bookings.map((booking) => (
        <Card.Root as="li" key={booking._id} variant="outline" overflow="hidden">
          <CarImage src={booking.imageUrl} alt={booking.carModel} ratio={16 / 9} />
          <Card.Body gap="3">
            <HStack justify="space-between" align="start">
              <Card.Title as="h2">{booking.carModel}</Card.Title>
              <BookingStatusBadge status={booking.bookingStatus} />
            </HStack>
            <DataList.Root orientation="horizontal" gap="1.5" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>Booking Date</DataList.ItemLabel>
                <DataList.ItemValue>{formatDhakaDateTime(booking.bookingDate)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Start Date</DataList.ItemLabel>
                <DataList.ItemValue>{formatCalendarDate(booking.startDate)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>End Date</DataList.ItemLabel>
                <DataList.ItemValue>{formatCalendarDate(booking.endDate)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Total Price</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Text fontWeight="semibold">{money(booking.totalPrice)}</Text>
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <BookingRowActions booking={booking} onAction={onAction} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
