import { formatDhakaDateTime, formatDollars, type Car, type OwnerBooking } from '@carzone/domain';
import { Card, DataList, HStack, Stack, Table } from '@carzone/web-kit';
import { CarImage, CarStatusBadge } from '@carzone/ui';
import { CarActions } from './car-actions.tsx';
import { UpcomingBookings } from './upcoming-bookings.tsx';

interface MyCarsListProps {
  cars: readonly Car[];
  /** Each car's upcoming bookings by its id; null when they could not be loaded. */
  bookingsByCar: ReadonlyMap<string, OwnerBooking[]> | null;
  onDelete: (car: Car) => void;
}

const priceOf = (car: Car) => `${formatDollars(car.dailyRentalPrice)}/day`;
const COLUMNS = 8;

/** The cars as a table from the md breakpoint up, each with its upcoming bookings in a row below. */
export function MyCarsTable({ cars, bookingsByCar, onDelete }: MyCarsListProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" hideBelow="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Car Image</Table.ColumnHeader>
            <Table.ColumnHeader>Car Model</Table.ColumnHeader>
            <Table.ColumnHeader>Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Bookings</Table.ColumnHeader>
            <Table.ColumnHeader>Availability</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader>Date Added</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cars.map((car) => (
            <CarRows key={car._id} car={car} bookingsByCar={bookingsByCar} onDelete={onDelete} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function CarRows({ car, bookingsByCar, onDelete }: { car: Car } & Omit<MyCarsListProps, 'cars'>) {
  return (
    <>
      {/* The bookings' row belongs to this one: no line between them. */}
      <Table.Row css={bookingsByCar ? { '& > td': { borderBottomWidth: '0' } } : undefined}>
        <Table.Cell>
          <CarImage src={car.thumbnailUrl} alt={car.carModel} w="20" borderRadius="md" />
        </Table.Cell>
        <Table.Cell fontWeight="medium">{car.carModel}</Table.Cell>
        <Table.Cell>{priceOf(car)}</Table.Cell>
        <Table.Cell textAlign="end">{car.bookingCount}</Table.Cell>
        <Table.Cell>
          <CarStatusBadge car={car} />
        </Table.Cell>
        <Table.Cell>{car.location}</Table.Cell>
        <Table.Cell>{formatDhakaDateTime(car.createdAt)}</Table.Cell>
        <Table.Cell>
          <CarActions car={car} onDelete={onDelete} />
        </Table.Cell>
      </Table.Row>
      {bookingsByCar && (
        <Table.Row>
          <Table.Cell colSpan={COLUMNS} pt="0" ps="28">
            <UpcomingBookings carModel={car.carModel} bookings={bookingsByCar.get(car._id) ?? []} />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

/** The same cars as cards a phone can read, below the md breakpoint. */
export function MyCarCards({ cars, bookingsByCar, onDelete }: MyCarsListProps) {
  return (
    <Stack as="ul" gap="4" hideFrom="md" listStyleType="none" aria-label="My cars">
      {cars.map((car) => (
        <Card.Root as="li" key={car._id} variant="outline" overflow="hidden">
          <CarImage src={car.thumbnailUrl} alt={car.carModel} ratio={16 / 9} />
          <Card.Body gap="3">
            <HStack justify="space-between" align="start">
              <Card.Title as="h2">{car.carModel}</Card.Title>
              <CarStatusBadge car={car} flexShrink={0} />
            </HStack>
            <DataList.Root orientation="horizontal" gap="1.5" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>Price</DataList.ItemLabel>
                <DataList.ItemValue>{priceOf(car)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Bookings</DataList.ItemLabel>
                <DataList.ItemValue>{car.bookingCount}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Location</DataList.ItemLabel>
                <DataList.ItemValue>{car.location}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Date Added</DataList.ItemLabel>
                <DataList.ItemValue>{formatDhakaDateTime(car.createdAt)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {bookingsByCar && (
              <UpcomingBookings
                carModel={car.carModel}
                bookings={bookingsByCar.get(car._id) ?? []}
              />
            )}
            <CarActions car={car} onDelete={onDelete} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
