import type { CarDetailsProps } from '@carzone/federation/contracts';
import {
  formatNumberIn,
  formatPriceIn,
  isCarAvailable,
  type Car,
  type OwnerRecord,
} from '@carzone/domain';
import {
  Box,
  Button,
  DataList,
  Heading,
  HStack,
  RouterLink,
  routes,
  SimpleGrid,
  Stack,
  Text,
  useDocumentTitle,
  useLanguage,
} from '@carzone/web-kit';
import { CarStatusBadge, CarImage, DataRow, PhoneVerifiedBadge } from '@carzone/ui';
import { useId } from 'react';
import { LuArrowLeft, LuCalendarCheck } from 'react-icons/lu';
import { CarFeatureTags } from '../../components/car-feature-tags.tsx';
import { CarDriverTerms, CarOfferBadges } from '../../components/car-offer.tsx';
import { CarRatingSummary } from '../../components/car-rating.tsx';
import { useT } from '../../locales/messages.ts';
import { AdvanceTerms } from './advance-terms.tsx';
import { AskOwnerLink } from './ask-owner-link.tsx';
import type { ReviewsLoad } from './car-reviews-api.ts';
import { CarReviews } from './car-reviews.tsx';
import { ReportButton } from './report-button.tsx';

/**
 * Everything about one car, and the way to book it: Book Now is disabled unless the car is
 * available; when it is, the booking area's own Book Now and dialog fill `BookingSlot`. A renter
 * learns before asking whether the owner answers each booking first, and how often the owner
 * canceled bookings they had confirmed (when they did), and whether the owner has a verified
 * mobile number (never the number: that is for the two sides of a confirmed booking); anyone but
 * the owner may ask them a question first. By the price, the advance it asks to book, if any.
 * Its renters' stars are by its title, and their reviews under it all (`reviews`: the loader's first page, which may still be on its way).
 */
export function CarDetails({
  car,
  ownerRecord = null,
  reviews,
  BookingSlot,
}: {
  car: Car;
  ownerRecord?: OwnerRecord | null;
  reviews?: Promise<ReviewsLoad> | ReviewsLoad;
} & CarDetailsProps) {
  const t = useT();
  const language = useLanguage();
  useDocumentTitle(car.carModel);
  const available = isCarAvailable(car);
  const bookingHintId = useId();

  return (
    <Stack gap="6">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-2">
          <RouterLink to={routes.availableCars.getHref()}>
            <LuArrowLeft aria-hidden />
            {t('Back to Available Cars')}
          </RouterLink>
        </Button>
      </Box>
      <SimpleGrid
        as="article"
        columns={{ base: 1, lg: 2 }}
        gap={{ base: 6, lg: 10 }}
        alignItems="start"
      >
        <CarImage
          src={car.imageUrl}
          alt={car.carModel}
          ratio={16 / 10}
          loading="eager"
          borderRadius="xl"
        />
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {car.carModel}
            </Heading>
            <CarRatingSummary rating={car.rating} />
            <HStack gap="3" flexWrap="wrap">
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {formatPriceIn(car.dailyRentalPrice, language)}
                <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                  {' '}
                  {t('/ day')}
                </Text>
              </Text>
              <CarStatusBadge car={car} size="lg" />
            </HStack>
            <AdvanceTerms car={car} />
            <CarOfferBadges car={car} size="md" />
          </Stack>

          <Text color="fg.muted">{car.description?.trim() || t('No description available.')}</Text>
          <CarDriverTerms car={car} />
          {car.instantBooking === false && (
            <Text fontSize="sm">
              {t('The owner answers each booking request within 24 hours.')}
            </Text>
          )}
          {ownerRecord && ownerRecord.canceledByOwner > 0 && (
            <Text fontSize="sm" color="orange.fg" fontWeight="medium">
              {t(
                'The owner canceled {canceled} of their last {count, plural, one {# booking} other {# bookings}}.',
                {
                  canceled: formatNumberIn(ownerRecord.canceledByOwner, language),
                  count: ownerRecord.bookings,
                },
              )}
            </Text>
          )}

          <DataList.Root orientation="horizontal" gap="3">
            {car.brand && <DataRow label={t('Brand')}>{car.brand}</DataRow>}
            <DataRow label={t('Location')}>{car.location}</DataRow>
            {car.registrationNumber && (
              <DataRow label={t('Registration number')}>{car.registrationNumber}</DataRow>
            )}
            {car.ownerPhoneVerified && (
              <DataRow label={t('Owner')}>
                <PhoneVerifiedBadge />
              </DataRow>
            )}
            {car.features?.trim() && (
              <DataRow label={t('Features')}>
                <CarFeatureTags features={car.features} />
              </DataRow>
            )}
          </DataList.Root>

          {available ? (
            <BookingSlot car={car} />
          ) : (
            <Stack gap="2" align={{ base: 'stretch', sm: 'start' }}>
              <Button colorPalette="brand" size="lg" disabled aria-describedby={bookingHintId}>
                <LuCalendarCheck aria-hidden />
                {t('Book Now')}
              </Button>
              <Text id={bookingHintId} fontSize="sm" color="red.fg">
                {t('This car is not available for booking right now.')}
              </Text>
            </Stack>
          )}
          <AskOwnerLink carId={car._id} ownerEmail={car.email} />
          <ReportButton
            targetType="car"
            targetId={car._id}
            label={t('Report this car')}
            ownerEmail={car.email}
          />
        </Stack>
      </SimpleGrid>
      {reviews && <CarReviews carId={car._id} firstPage={reviews} />}
    </Stack>
  );
}
