import { searchAndSortCars, type Car } from '@carzone/domain';
import { Box, Heading, SimpleGrid, Stack, Text, useDocumentTitle } from '@carzone/web-kit';
import { EmptyMessage, LoadErrorAlert } from '@carzone/ui';
import { useId, useMemo } from 'react';
import { LuCar, LuSearchX } from 'react-icons/lu';
import type { CarListLoad } from '../../lib/load-car-list.ts';
import { AvailableCarCard } from './available-car-card.tsx';
import { CarListToolbar } from './car-list-toolbar.tsx';
import { useCarListQuery } from './use-car-list-query.ts';

const NO_CARS: Car[] = [];
const countCars = (count: number) => `${count} ${count === 1 ? 'car' : 'cars'}`;

function CarResults({
  cars,
  total,
  query,
  view,
  id,
}: {
  cars: Car[];
  total: number;
  query: string;
  view: 'grid' | 'list';
  id: string;
}) {
  if (total === 0) {
    return (
      <EmptyMessage
        icon={<LuCar />}
        title="No cars are listed right now."
        description="Please check back soon."
      />
    );
  }
  if (cars.length === 0) {
    return (
      <EmptyMessage
        icon={<LuSearchX />}
        title="No cars found matching your search."
        description={`Nothing matches “${query.trim()}”. Try another model, brand or location.`}
      />
    );
  }
  return (
    <SimpleGrid
      as="ul"
      id={id}
      aria-label={`Cars, ${view} view`}
      listStyleType="none"
      columns={view === 'grid' ? { base: 1, md: 2, lg: 3 } : 1}
      gap={{ base: 4, md: 6 }}
    >
      {cars.map((car) => (
        <li key={car._id}>
          <AvailableCarCard car={car} view={view} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The Available Cars page: every car, searched, sorted and laid out on the client. */
export function AvailableCars({ listing }: { listing: CarListLoad }) {
  useDocumentTitle('Available Cars');
  const { query, sort, view, setQuery, setSort, setView } = useCarListQuery();
  const resultsId = useId();
  const allCars = listing.ok ? listing.cars : NO_CARS;
  const cars = useMemo(() => searchAndSortCars(allCars, query, sort), [allCars, query, sort]);

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
            query={query}
            sort={sort}
            view={view}
            resultsId={resultsId}
            onQueryChange={setQuery}
            onSortChange={setSort}
            onViewChange={setView}
          />
          <Text role="status" color="fg.muted" fontSize="sm">
            {query.trim()
              ? `${cars.length} of ${countCars(allCars.length)} match your search.`
              : `${countCars(allCars.length)} listed.`}
          </Text>
          <CarResults cars={cars} total={allCars.length} query={query} view={view} id={resultsId} />
        </>
      )}
    </Stack>
  );
}
