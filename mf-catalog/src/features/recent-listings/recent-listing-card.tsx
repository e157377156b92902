import { formatNumberIn, formatPriceIn, listingAgeDays, type Car } from '@carzone/domain';
import {
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  RouterLink,
  routes,
  Text,
  useLanguage,
  VisuallyHidden,
} from '@carzone/web-kit';
import { CarStatusBadge, CarImage } from '@carzone/ui';
import { LuArrowRight, LuClock } from 'react-icons/lu';
import { CarCardRoot } from '../../components/car-card-root.tsx';
import { CarOfferBadges } from '../../components/car-offer.tsx';
import { CarRating } from '../../components/car-rating.tsx';
import { useT } from '../../locales/messages.ts';

/**
 * One of Home's newest cars: photo, model, daily price, its renters' stars (once reviewed), with a
 * driver or self-drive, seats and district, description, age, status and a way in.
 */
export function RecentListingCard({ car, now }: { car: Car; now?: Date }) {
  const t = useT();
  const language = useLanguage();
  const ageInDays = listingAgeDays(car.createdAt, now);
  return (
    <CarCardRoot>
      <CarImage src={car.thumbnailUrl || car.imageUrl} alt={car.carModel} />
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="lg" lineClamp={2}>
            {car.carModel}
          </Heading>
          <CarStatusBadge car={car} flexShrink={0} />
        </HStack>
        <Text fontWeight="semibold" color="brand.fg" fontSize="lg">
          {t('{price} / day', { price: formatPriceIn(car.dailyRentalPrice, language) })}
        </Text>
        <CarRating rating={car.rating} />
        <CarOfferBadges car={car} />
        <Text color="fg.muted" lineClamp={3}>
          {car.description?.trim() || t('No description available.')}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <HStack gap="1.5" color="fg.muted" fontSize="sm">
          <Icon aria-hidden>
            <LuClock />
          </Icon>
          <Text>
            {ageInDays === null
              ? t('Today')
              : t('Added {days} day(s) ago', { days: formatNumberIn(ageInDays, language) })}
          </Text>
        </HStack>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={routes.carDetails.getHref(car._id)}>
            {t('See More')}
            <VisuallyHidden>: {car.carModel}</VisuallyHidden>
            <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      </Card.Footer>
    </CarCardRoot>
  );
}
