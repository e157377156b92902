import type { Car } from '@carzone/domain';
import {
  Box,
  Button,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  useDocumentTitle,
  useLocation,
  useNavigation,
  VStack,
} from '@carzone/web-kit';
import { EmptyMessage, LoadErrorAlert } from '@carzone/ui';
import { memo, useEffect, useId } from 'react';
import { LuCar, LuSearchX } from 'react-icons/lu';
import type { Loaded } from '../../lib/load-car-list.ts';
import { AvailableCarCard } from './available-car-card.tsx';
import { carListDataKey } from './car-list-address.ts';
import { CarListToolbar } from './car-list-toolbar.tsx';
import type { CarListView } from './car-list-view.ts';
import { useCarListQuery } from './use-car-list-query.ts';
import { useMoreCars, type FirstCarPage } from './use-more-cars.ts';

/** What the page's loader hands it: the first page of its search, or the sentence to show. */
export type AvailableCarsLoad = Loaded<FirstCarPage>;

const countCars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

/** The first row of the widest grid: the images seen before any scrolling, so not held back. */
const EAGER_IMAGES = 3;

/** True while the router loads another search or sort of this page (not for a view change). */
function useLoadingAnotherList(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    carListDataKey(navigation.location.search) !== carListDataKey(location.search)
  );
}

function CarGrid({
  cars,
  view,
  id,
  busy,
  focusFrom,
}: {
  cars: Car[];
  view: CarListView;
  id: string;
  busy: boolean;
  /** After "Show more": where the new cars start; the first one's link takes the focus. */
  focusFrom: number | null;
}) {
  useEffect(() => {
    if (focusFrom === null) return;
    // The button may be gone with the last page; keyboard users go on from the first new car.
    document
      .getElementById(id)
      ?.children[focusFrom]?.querySelector<HTMLElement>('a[href]')
      ?.focus();
  }, [focusFrom, id]);

  return (
    <SimpleGrid
      as="ul"
      id={id}
      aria-label={`Cars, ${view} view`}
      aria-busy={busy}
      listStyleType="none"
      columns={view === 'grid' ? { base: 1, md: 2, lg: 3 } : 1}
      gap={{ base: 4, md: 6 }}
      // The previous answer stays in place, dimmed, until the new one arrives: nothing jumps.
      opacity={busy ? 0.55 : 1}
      transition="opacity 0.2s"
    >
      {cars.map((car, index) => (
        <li key={car._id}>
          <AvailableCarCard
            car={car}
            view={view}
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            imageFetchPriority={index === 0 ? 'high' : undefined}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

// Memoised: typing in the search box re-renders the page on every key, and the cards need not follow.
const CarResults = memo(function CarResults({
  first,
  view,
  id,
}: {
  first: FirstCarPage;
  view: CarListView;
  id: string;
}) {
  const busy = useLoadingAnotherList();
  const { cars, total, hasMore, status, appendedFrom, showMore } = useMoreCars(first);

  return (
    <>
      <Text role="status" color="fg.muted" fontSize="sm">
        {first.q
          ? `${countCars(total)} ${total === 1 ? 'matches' : 'match'} your search.`
          : `${countCars(total)} listed.`}
      </Text>
      {cars.length === 0 ? (
        <Box aria-busy={busy} opacity={busy ? 0.55 : 1}>
          {first.q ? (
            <EmptyMessage
              icon={<LuSearchX />}
              title="No cars found matching your search."
              description={`Nothing matches “${first.q}”. Try another model, brand or location.`}
            />
          ) : (
            <EmptyMessage
              icon={<LuCar />}
              title="No cars are listed right now."
              description="Please check back soon."
            />
          )}
        </Box>
      ) : (
        <CarGrid cars={cars} view={view} id={id} busy={busy} focusFrom={appendedFrom} />
      )}
      {hasMore && (
        <VStack gap="2">
          <Text color="fg.muted" fontSize="sm">
            Showing {cars.length} of {countCars(total)}.
          </Text>
          {status === 'failed' && (
            <Text color="fg.error" fontSize="sm" role="alert">
              We couldn&apos;t load more cars. Please try again.
            </Text>
          )}
          <Button
            variant="outline"
            colorPalette="brand"
            aria-controls={id}
            loading={status === 'loading'}
            loadingText="Loading more cars"
            disabled={busy}
            onClick={() => void showMore()}
          >
            Show more
          </Button>
        </VStack>
      )}
    </>
  );
});

/** The Available Cars page: a page of cars at a time, searched and sorted by the server. */
export function AvailableCars({ listing }: { listing: AvailableCarsLoad }) {
  useDocumentTitle('Available Cars');
  const { draft, sort, view, setDraft, searchNow, clearSearch, setSort, setView } =
    useCarListQuery();
  const resultsId = useId();

  return (
    <Stack gap={{ base: 6, md: 8 }}>
      <Box as="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          Available Cars
        </Heading>
        <Text mt="2" color="fg.muted">
          Find the right car for your trip: search by model, brand or location, and sort by date or
          price.
        </Text>
      </Box>
      {!listing.ok ? (
        <LoadErrorAlert message={listing.message} />
      ) : (
        <>
          <CarListToolbar
            query={draft}
            sort={sort}
            view={view}
            resultsId={resultsId}
            onQueryChange={setDraft}
            onSearchNow={searchNow}
            onClear={clearSearch}
            onSortChange={setSort}
            onViewChange={setView}
          />
          <CarResults first={listing} view={view} id={resultsId} />
        </>
      )}
    </Stack>
  );
}
