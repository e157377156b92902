import { Box, laidOutWhenNear, SimpleGrid } from '@carzone/web-kit';
import { EmptyMessage, LoadErrorAlert, SectionHeader } from '@carzone/ui';
import { useId } from 'react';
import { LuCar } from 'react-icons/lu';
import type { CarListLoad } from '../../lib/load-car-list.ts';
import { useT } from '../../locales/messages.ts';
import { RecentListingCard } from './recent-listing-card.tsx';

/** Home's 'Recent Listings' section: the newest cars, or a clear sentence when there are none. */
export function RecentListings({ listings }: { listings: CarListLoad }) {
  const t = useT();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} style={laidOutWhenNear('1800px')}>
      <SectionHeader
        id={headingId}
        title={t('Recent Listings')}
        lead={t('The newest cars our owners have put up for rent.')}
      />
      {!listings.ok ? (
        <LoadErrorAlert message={t(listings.message)} />
      ) : listings.cars.length === 0 ? (
        <EmptyMessage
          icon={<LuCar />}
          headingLevel={3}
          title={t('No cars have been listed yet.')}
          description={t('New cars appear here as soon as owners list them. Check back soon!')}
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
