import { searchAndSortCars, type Car, type CarSort, type OwnerBooking } from '@carzone/domain';
import { Alert, Button, RouterLink, routes, Stack, Text, useDocumentTitle } from '@carzone/web-kit';
import { EmptyMessage, PageHeader } from '@carzone/ui';
import { Suspense, useMemo, useState } from 'react';
import { LuCarFront, LuSearchX } from 'react-icons/lu';
import { DeleteCarDialog } from './delete-car-dialog.tsx';
import { MyCarCards, MyCarsTable } from './my-cars-list.tsx';
import { MyCarsToolbar } from './my-cars-toolbar.tsx';

function ErrorAlert({ status, children }: { status: 'error' | 'warning'; children: string }) {
  return (
    <Alert.Root status={status} borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function bookingsByCarOf(bookings: readonly OwnerBooking[]): Map<string, OwnerBooking[]> {
  const byCar = new Map<string, OwnerBooking[]>();
  for (const booking of bookings) {
    byCar.set(booking.carId, [...(byCar.get(booking.carId) ?? []), booking]);
  }
  return byCar;
}

const countCars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/**
 * My Cars: the owner's cars, searched and sorted here (the whole list is in hand), each with its
 * upcoming bookings; a table from md up, cards on a phone. After a delete the route's loader runs
 * again, so the list is the server's.
 */
export function MyCars({
  cars,
  bookings,
}: {
  cars: unknown;
  bookings: readonly OwnerBooking[] | null;
}) {
  useDocumentTitle('My Cars');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CarSort | null>(null);
  const [deleting, setDeleting] = useState<Car | null>(null);
  const bookingsByCar = useMemo(() => bookings && bookingsByCarOf(bookings), [bookings]);
  const shown = useMemo(
    () => (Array.isArray(cars) ? searchAndSortCars(cars as Car[], query, sort) : []),
    [cars, query, sort],
  );

  let content;
  if (!Array.isArray(cars)) {
    content = (
      <ErrorAlert status="error">
        Invalid data received. Please refresh or contact support.
      </ErrorAlert>
    );
  } else if (cars.length === 0) {
    content = (
      <EmptyMessage icon={<LuCarFront />} title="You haven't added any cars yet.">
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={routes.addCar.getHref()}>Click here to add your first car.</RouterLink>
        </Button>
      </EmptyMessage>
    );
  } else {
    content = (
      <>
        <MyCarsToolbar query={query} sort={sort} onQueryChange={setQuery} onSortChange={setSort} />
        <Text role="status" color="fg.muted" fontSize="sm">
          {query.trim()
            ? `${countCars(shown.length)} of ${cars.length} ${shown.length === 1 ? 'matches' : 'match'} your search.`
            : `${countCars(cars.length)} listed.`}
        </Text>
        {!bookingsByCar && (
          <ErrorAlert status="warning">
            The upcoming bookings on your cars could not be loaded. Please refresh to try again.
          </ErrorAlert>
        )}
        {shown.length === 0 ? (
          <EmptyMessage
            icon={<LuSearchX />}
            title="No cars match your search."
            description={`None of your cars has “${query.trim()}” in its model, brand or location.`}
          />
        ) : (
          <>
            <MyCarsTable cars={shown} bookingsByCar={bookingsByCar} onDelete={setDeleting} />
            <MyCarCards cars={shown} bookingsByCar={bookingsByCar} onDelete={setDeleting} />
          </>
        )}
      </>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title="My Cars"
        lead="The cars you rent out, with the bookings still to come on each."
        align="start"
      />
      {content}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteCarDialog key={deleting._id} car={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
