import {
  formatNumberIn,
  searchAndSortCars,
  type Car,
  type CarSort,
  type Language,
  type OwnerBooking,
} from '@carzone/domain';
import {
  Alert,
  Button,
  RouterLink,
  routes,
  Stack,
  Text,
  useDocumentTitle,
  useLanguage,
  type Translate,
} from '@carzone/web-kit';
import { EmptyMessage, PageHeader } from '@carzone/ui';
import { Suspense, useMemo, useState } from 'react';
import { LuCarFront, LuSearchX } from 'react-icons/lu';
import { useT, type OwnerText } from '../../locales/messages.ts';
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

/** "2 cars of 5 match your search." */
function matchSentence(count: number, total: number, t: Translate<OwnerText>, language: Language) {
  return t(
    '{count, plural, one {# car of {total} matches your search.} other {# cars of {total} match your search.}}',
    { count, total: formatNumberIn(total, language) },
  );
}

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
  const t = useT();
  const language = useLanguage();
  useDocumentTitle(t('My Cars'));
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
        {t('Invalid data received. Please refresh or contact support.')}
      </ErrorAlert>
    );
  } else if (cars.length === 0) {
    content = (
      <EmptyMessage icon={<LuCarFront />} title={t("You haven't added any cars yet.")}>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={routes.addCar.getHref()}>
            {t('Click here to add your first car.')}
          </RouterLink>
        </Button>
      </EmptyMessage>
    );
  } else {
    content = (
      <>
        <MyCarsToolbar query={query} sort={sort} onQueryChange={setQuery} onSortChange={setSort} />
        <Text role="status" color="fg.muted" fontSize="sm">
          {query.trim()
            ? matchSentence(shown.length, cars.length, t, language)
            : t('{count, plural, one {# car listed.} other {# cars listed.}}', {
                count: cars.length,
              })}
        </Text>
        {!bookingsByCar && (
          <ErrorAlert status="warning">
            {t(
              'The upcoming bookings on your cars could not be loaded. Please refresh to try again.',
            )}
          </ErrorAlert>
        )}
        {shown.length === 0 ? (
          <EmptyMessage
            icon={<LuSearchX />}
            title={t('No cars match your search.')}
            description={t('None of your cars has “{query}” in its model, brand or location.', {
              query: query.trim(),
            })}
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
        title={t('My Cars')}
        lead={t('The cars you rent out, with the bookings still to come on each.')}
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
