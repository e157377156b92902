import {
  formatDhakaDateTimeIn,
  formatNumberIn,
  formatPriceIn,
  type Car,
  type Language,
  type OwnerBooking,
} from '@carzone/domain';
import {
  Card,
  DataList,
  HStack,
  Stack,
  Table,
  useLanguage,
  type Translate,
} from '@carzone/web-kit';
import { CarImage, CarStatusBadge, DataRow } from '@carzone/ui';
import { useT, type OwnerText } from '../../locales/messages.ts';
import { CarActions } from './car-actions.tsx';
import { ListingStanding, type OwnersCar } from './listing-standing.tsx';
import { UpcomingBookings } from './upcoming-bookings.tsx';

interface MyCarsListProps {
  cars: readonly OwnersCar[];
  /** Each car's upcoming bookings by its id; null when they could not be loaded. */
  bookingsByCar: ReadonlyMap<string, OwnerBooking[]> | null;
  onDelete: (car: Car) => void;
}

const priceOf = (car: Car, t: Translate<OwnerText>, language: Language) =>
  t('{price}/day', { price: formatPriceIn(car.dailyRentalPrice, language) });

const COLUMNS = 8;

/** The cars as a table from the md breakpoint up, each with its upcoming bookings in a row below. */
export function MyCarsTable({ cars, bookingsByCar, onDelete }: MyCarsListProps) {
  const t = useT();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" hideBelow="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Car Image')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Car Model')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Price')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Bookings')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Availability')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Location')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Date Added')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Actions')}</Table.ColumnHeader>
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

function CarRows({
  car,
  bookingsByCar,
  onDelete,
}: { car: OwnersCar } & Omit<MyCarsListProps, 'cars'>) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      {/* The bookings' row belongs to this one: no line between them. */}
      <Table.Row css={bookingsByCar ? { '& > td': { borderBottomWidth: '0' } } : undefined}>
        <Table.Cell>
          <CarImage src={car.thumbnailUrl} alt={car.carModel} w="20" borderRadius="md" />
        </Table.Cell>
        <Table.Cell fontWeight="medium">
          <Stack gap="1.5">
            {car.carModel}
            <ListingStanding car={car} />
          </Stack>
        </Table.Cell>
        <Table.Cell>{priceOf(car, t, language)}</Table.Cell>
        <Table.Cell textAlign="end">{formatNumberIn(car.bookingCount, language)}</Table.Cell>
        <Table.Cell>
          <CarStatusBadge car={car} />
        </Table.Cell>
        <Table.Cell>{car.location}</Table.Cell>
        <Table.Cell>{formatDhakaDateTimeIn(car.createdAt, language)}</Table.Cell>
        <Table.Cell>
          <CarActions car={car} onDelete={onDelete} />
        </Table.Cell>
      </Table.Row>
      {bookingsByCar && (
        <Table.Row>
          <Table.Cell colSpan={COLUMNS} pt="0" ps="28">
            <UpcomingBookings
              carModel={car.carModel}
              licenceRequired={car.licenceRequired}
              bookings={bookingsByCar.get(car._id) ?? []}
            />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}

/** The same cars as cards a phone can read, below the md breakpoint. */
export function MyCarCards({ cars, bookingsByCar, onDelete }: MyCarsListProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <Stack as="ul" gap="4" hideFrom="md" listStyleType="none" aria-label={t('My cars')}>
      {cars.map((car) => (
        <Card.Root as="li" key={car._id} variant="outline" overflow="hidden">
          <CarImage src={car.thumbnailUrl} alt={car.carModel} ratio={16 / 9} />
          <Card.Body gap="3">
            <HStack justify="space-between" align="start">
              <Card.Title as="h2">{car.carModel}</Card.Title>
              <CarStatusBadge car={car} flexShrink={0} />
            </HStack>
            <ListingStanding car={car} />
            <DataList.Root orientation="horizontal" gap="1.5" size="sm">
              <DataRow label={t('Price')}>{priceOf(car, t, language)}</DataRow>
              <DataRow label={t('Bookings')}>{formatNumberIn(car.bookingCount, language)}</DataRow>
              <DataRow label={t('Location')}>{car.location}</DataRow>
              <DataRow label={t('Date Added')}>
                {formatDhakaDateTimeIn(car.createdAt, language)}
              </DataRow>
            </DataList.Root>
            {bookingsByCar && (
              <UpcomingBookings
                carModel={car.carModel}
                licenceRequired={car.licenceRequired}
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
