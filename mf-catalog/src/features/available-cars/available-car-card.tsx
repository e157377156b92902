import type { CarDetailsLinkState } from '@carzone/federation/contracts';
import {
  carListQueryString,
  formatDhakaDateTimeIn,
  formatNumberIn,
  formatPriceIn,
  type Car,
} from '@carzone/domain';
import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  Link,
  LINK_STATE_ATTRIBUTE,
  linkState,
  RouterLink,
  routes,
  Stack,
  Text,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import { CarStatusBadge, CarImage } from '@carzone/ui';
import { LuCalendarDays, LuMapPin, LuTicket } from 'react-icons/lu';
import { memo, type ReactNode } from 'react';
import { CarFeatureTags } from '../../components/car-feature-tags.tsx';
import { CarCardRoot } from '../../components/car-card-root.tsx';
import { CarOfferBadges } from '../../components/car-offer.tsx';
import { CarRating } from '../../components/car-rating.tsx';
import { useT } from '../../locales/messages.ts';
import type { CarListView } from './car-list-view.ts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      <Icon aria-hidden>{icon}</Icon>
      <Text>{children}</Text>
    </HStack>
  );
}

/** Book Now's history state: car details opens its booking dialog at once. */
const OPEN_BOOKING: CarDetailsLinkState = { openBooking: true };

/**
 * One car on the Available Cars page; in list view the photo sits beside the facts on wide screens.
 * Its model and Book Now lead to its details with the dates searched for, if any, which the
 * booking dialog starts with (after a search by dates, Book Now opens it). Memoised, so a page added by "Show more" renders
 * only its own cards.
 */
export const AvailableCarCard = memo(function AvailableCarCard({
  car,
  view,
  imageLoading = 'lazy',
  imageFetchPriority,
  dates,
}: {
  car: Car;
  view: CarListView;
  /** The dates the list was searched for. */
  dates?: { from: string; to: string };
  /** 'eager' for the cards seen before any scrolling: holding their photos back only delays them. */
  imageLoading?: 'eager' | 'lazy';
  imageFetchPriority?: 'high';
}) {
  const t = useT();
  const language = useLanguage();
  const horizontal = view === 'list';
  const detailsHref = `${routes.carDetails.getHref(car._id)}${carListQueryString(dates ?? {})}`;
  return (
    <CarCardRoot flexDirection={horizontal ? { base: 'column', md: 'row' } : 'column'}>
      <Box flexShrink={0} w={horizontal ? { base: 'full', md: '72' } : 'full'}>
        <CarImage
          src={car.thumbnailUrl || car.imageUrl}
          alt={car.carModel}
          loading={imageLoading}
          fetchPriority={imageFetchPriority}
          h={horizontal ? { md: 'full' } : undefined}
        />
      </Box>
      <Stack flex="1" gap="0">
        <Card.Body gap="3">
          <HStack justify="space-between" align="start" gap="3">
            <Stack gap="0.5">
              <Heading as="h2" size="lg">
                <Link asChild color="inherit">
                  <RouterLink to={detailsHref}>{car.carModel}</RouterLink>
                </Link>
              </Heading>
              {car.brand && (
                <Text color="fg.muted" fontSize="sm">
                  {car.brand}
                </Text>
              )}
            </Stack>
            <CarStatusBadge car={car} flexShrink={0} />
          </HStack>
          <Text fontWeight="semibold" color="brand.fg" fontSize="lg">
            {t('Price: {price}/day', { price: formatPriceIn(car.dailyRentalPrice, language) })}
          </Text>
          <CarRating rating={car.rating} />
          <CarOfferBadges car={car} />
          <Stack gap="1.5">
            <Fact icon={<LuMapPin />}>
              <VisuallyHidden>{t('Location:')} </VisuallyHidden>
              {car.location}
            </Fact>
            <Fact icon={<LuCalendarDays />}>
              {t('Added: {date}', { date: formatDhakaDateTimeIn(car.createdAt, language) })}
            </Fact>
            <Fact icon={<LuTicket />}>
              {t('Bookings: {count}', { count: formatNumberIn(car.bookingCount ?? 0, language) })}
            </Fact>
          </Stack>
          <CarFeatureTags
            features={car.features}
            label={t('Features of {model}', { model: car.carModel })}
          />
        </Card.Body>
        <Card.Footer>
          <Button asChild colorPalette="brand" w={horizontal ? 'auto' : 'full'}>
            <RouterLink
              to={detailsHref}
              state={dates ? OPEN_BOOKING : undefined}
              {...{ [LINK_STATE_ATTRIBUTE]: dates ? linkState(OPEN_BOOKING) : undefined }}
            >
              {t('Book Now')}
              <VisuallyHidden>: {car.carModel}</VisuallyHidden>
            </RouterLink>
          </Button>
        </Card.Footer>
      </Stack>
    </CarCardRoot>
  );
});
