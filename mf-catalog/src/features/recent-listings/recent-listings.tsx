import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { LuCar } from 'react-icons/lu';
import { EmptyMessage } from '../../components/empty-message.tsx';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import type { CarListLoad } from '../../lib/load-car-list.ts';
import { RecentListingCard } from './recent-listing-card.tsx';

/** Home's 'Recent Listings' section: the newest cars, or a clear sentence when there are none. */
export function RecentListings({ listings }: { listings: CarListLoad }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Box textAlign="center" mb={{ base: 6, md: 8 }}>
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          Recent Listings
        </Heading>
        <Text mt="2" color="fg.muted" maxW="2xl" mx="auto">
          The newest cars our owners have put up for rent.
        </Text>
      </Box>
      {!listings.ok ? (
        <LoadErrorAlert message={listings.message} />
      ) : listings.cars.length === 0 ? (
        <EmptyMessage
          icon={<LuCar />}
          title="No cars have been listed yet."
          description="New cars appear here as soon as owners list them. Check back soon!"
        />
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, lg: 3 }}
          gap={{ base: 4, md: 6 }}
        >
          {listings.cars.map((car) => (
            <li key={car._id}>
              <RecentListingCard car={car} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
